import Foundation
import PortalGraphics

/// A gradient around a unit point of the frame it fills, by angle (a "conic" gradient): a view
/// that fills the space it is offered, and a shape style. Angles turn clockwise from the
/// trailing side. Equal start and end angles make one full turn; a sweep shorter than a turn
/// leaves a gap, its first half in the last colour and its second half in the first.
///
/// ```swift
/// AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center)
/// Circle().strokeBorder(.angularGradient(colors: [.pink, .purple], center: .center,
///                                        startAngle: .zero, endAngle: .degrees(270)), lineWidth: 6)
/// ```
public struct AngularGradient: View, ShapeStyle, Sendable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startAngle: Angle
  public var endAngle: Angle

  public nonisolated init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// A gradient through evenly spaced colours from `startAngle` to `endAngle`.
  public nonisolated init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient through colours at the given locations from `startAngle` to `endAngle`.
  public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient making one full turn from `angle`.
  public nonisolated init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
  }

  /// Evenly spaced colours making one full turn from `angle`.
  public nonisolated init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Colours at the given locations making one full turn from `angle`.
  public nonisolated init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    let origin = center.point(in: bounds)
    let reach =
      [
        Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
        Point(x: bounds.minX, y: bounds.maxY), Point(x: bounds.maxX, y: bounds.maxY),
      ].map { $0.distance(to: origin) }.max() ?? 0
    return .conic(
      gradient, center: origin, startAngle: startAngle.radians, endAngle: endAngle.radians, radius: reach + 1)
  }

  /// The gradient filling the view's frame.
  public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient from `startAngle` to `endAngle` around a unit point of the frame.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through evenly spaced colours.
  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient through colours at the given locations.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A gradient making one full turn from `angle` around a unit point of the frame.
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  /// Evenly spaced colours making one full turn from `angle`.
  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// Colours at the given locations making one full turn from `angle`.
  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
