import Foundation
import PortalGraphics

/// A gradient as a shape style of its own: it fills from the top of the frame (location 0) to
/// the bottom (location 1). `Color.gradient` makes the standard one of a colour.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 16).fill(card.color.gradient)
/// Text("Now playing").padding().background(.indigo.gradient)
/// ```
public struct AnyGradient: Hashable, Sendable, ShapeStyle {
  let gradient: Gradient

  public nonisolated init(_ gradient: Gradient) { self.gradient = gradient }

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .linear(gradient, from: Point(x: bounds.midX, y: bounds.minY), to: Point(x: bounds.midX, y: bounds.maxY))
  }
}

extension Color {
  /// The standard gradient of this colour: from a slightly lighter tint of it at the top to
  /// the colour itself at the bottom, in both appearances.
  ///
  /// ```swift
  /// Rectangle().fill(.blue.gradient)
  /// ```
  public var gradient: AnyGradient {
    AnyGradient(Gradient(colors: [interpolated(to: .white, Self.gradientLift), self]))
  }

  /// How far towards white the top of `gradient` is lifted.
  static let gradientLift = 0.18
}

extension ShapeStyle where Self == LinearGradient {
  /// A gradient between two unit points of the frame, top to bottom unless told otherwise.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom
  ) -> LinearGradient {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A gradient in circles around a unit point of the frame, the centre unless told otherwise.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient.gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// A gradient around a unit point of the frame from `startAngle` to `endAngle`.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient making one full turn from `angle` around a unit point of the frame.
  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }
}
