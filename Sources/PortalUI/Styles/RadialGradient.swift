import Foundation
import PortalGraphics

/// A gradient in circles around a unit point of the frame it fills, from `startRadius` to
/// `endRadius` (logical pixels): a view that fills the space it is offered, and a shape style.
///
/// ```swift
/// RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 60)
/// Circle().fill(.radialGradient(colors: [.white, .blue], center: .topLeading, startRadius: 4,
///                               endRadius: 80))
/// ```
public struct RadialGradient: View, ShapeStyle, Sendable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadius: CGFloat
  public var endRadius: CGFloat

  public nonisolated init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// A gradient through evenly spaced colours.
  public nonisolated init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A gradient through colours at the given locations.
  public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .radial(gradient, center: center.point(in: bounds), startRadius: startRadius, radius: endRadius)
  }

  /// The gradient filling the view's frame.
  public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient around a unit point of the filled frame.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through evenly spaced colours.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient through colours at the given locations.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat = 0, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
