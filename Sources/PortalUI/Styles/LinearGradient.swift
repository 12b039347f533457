import Foundation
import PortalGraphics

/// A gradient along the line between two unit points of the frame it fills: a view that
/// fills the space it is offered, and a shape style for `.fill`, `.background` and
/// `.foregroundStyle`.
///
/// ```swift
/// LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
///   .frame(height: 120)
/// Capsule().fill(.linearGradient(colors: [.mint, .blue], startPoint: .leading, endPoint: .trailing))
/// ```
public struct LinearGradient: View, ShapeStyle, Sendable {
  public var gradient: Gradient
  public var startPoint: UnitPoint
  public var endPoint: UnitPoint

  public nonisolated init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// A gradient through evenly spaced colours.
  public nonisolated init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// A gradient through colours at the given locations.
  public nonisolated init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .linear(gradient, from: startPoint.point(in: bounds), to: endPoint.point(in: bounds))
  }

  /// The gradient filling the view's frame.
  public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient between two unit points of the filled frame.
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through evenly spaced colours.
  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient through colours at the given locations.
  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}
