import Foundation
import PortalGraphics

/// A gradient in ellipses around a unit point of the frame it fills, from `startRadiusFraction`
/// to `endRadiusFraction` of the frame (0.5 reaches its edges): a view that fills the space it
/// is offered, and a shape style.
///
/// Nearest: the gradient is drawn in circles whose radius is the fraction of the frame's mean
/// side, so in a square frame it is SwiftUI's, and in a long one it is round, not stretched.
///
/// ```swift
/// Ellipse().fill(EllipticalGradient(colors: [.white, .indigo]))
/// ```
public struct EllipticalGradient: View, ShapeStyle, Sendable {
  public var gradient: Gradient
  public var center: UnitPoint
  public var startRadiusFraction: CGFloat
  public var endRadiusFraction: CGFloat

  public nonisolated init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
    self.center = center
    self.startRadiusFraction = startRadiusFraction
    self.endRadiusFraction = endRadiusFraction
  }

  /// A gradient through evenly spaced colours.
  public nonisolated init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  /// A gradient through colours at the given locations.
  public nonisolated init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    let side = (bounds.width + bounds.height) / 2
    return .radial(
      gradient, center: center.point(in: bounds), startRadius: startRadiusFraction * side,
      radius: endRadiusFraction * side)
  }

  /// The gradient filling the view's frame.
  public var body: some View { Rectangle().fill(self) }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient around a unit point of the filled frame.
  public static func ellipticalGradient(
    _ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// An elliptical gradient through evenly spaced colours.
  public static func ellipticalGradient(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }
}
