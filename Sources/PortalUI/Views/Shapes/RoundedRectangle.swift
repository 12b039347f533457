import Foundation
import PortalGraphics

/// How the corners of a rounded rectangle bend.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// A smoother corner whose curvature eases in from the straight edges, like Apple's
  /// "squircle"; approximated here with one cubic curve per corner starting further out.
  case continuous
}

/// A rectangle with rounded corners; the radius is clamped to half the shorter side.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous).fill(.white)
/// ```
public struct RoundedRectangle: Shape {
  public var cornerRadius: Double
  public var style: RoundedCornerStyle

  nonisolated public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
    self.cornerRadius = cornerRadius
    self.style = style
  }

  /// A rounded rectangle whose corners are `cornerSize` (drawn circular, with the mean of its
  /// width and height as the radius: nearest).
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadius: Double(cornerSize.width + cornerSize.height) / 2, style: style)
  }

  /// The corners' size.
  public var cornerSize: CGSize {
    get { CGSize(width: cornerRadius, height: cornerRadius) }
    set { cornerRadius = Double(newValue.width + newValue.height) / 2 }
  }

  /// The corner radius animates.
  public var animatableData: Double {
    get { cornerRadius }
    set { cornerRadius = newValue }
  }

  public func path(in rect: CGRect) -> Path {
    let rect = Rect(rect)
    switch style {
    case .circular: return Path(roundedRect: rect, cornerRadius: cornerRadius)
    case .continuous: return Self.continuousPath(in: rect, radius: cornerRadius)
    }
  }

  /// Each corner is a cubic that leaves the edge 1.28 radii from the corner (where a circular
  /// corner would leave at 1 radius) with control points pulled towards the corner, so the
  /// curvature grows gradually instead of jumping.
  static func continuousPath(in rect: Rect, radius: Double) -> Path {
    continuousPath(in: rect, radii: CornerRadii(radius))
  }

  /// A continuous-cornered rectangle with a radius of its own at each corner.
  static func continuousPath(in rect: Rect, radii: CornerRadii) -> Path {
    let limit = max(0, min(rect.width, rect.height) / 2)
    func extent(_ radius: Double) -> Double { min(max(radius, 0) * 1.28, limit) }
    let topLeft = extent(radii.topLeft)
    let topRight = extent(radii.topRight)
    let bottomRight = extent(radii.bottomRight)
    let bottomLeft = extent(radii.bottomLeft)
    guard topLeft > 0 || topRight > 0 || bottomRight > 0 || bottomLeft > 0 else { return Path(rect: rect) }
    let handle = 0.36
    var path = Path()
    path.move(to: Point(x: rect.minX + topLeft, y: rect.minY))
    path.line(to: Point(x: rect.maxX - topRight, y: rect.minY))
    path.curve(
      to: Point(x: rect.maxX, y: rect.minY + topRight),
      control1: Point(x: rect.maxX - topRight * handle, y: rect.minY),
      control2: Point(x: rect.maxX, y: rect.minY + topRight * handle))
    path.line(to: Point(x: rect.maxX, y: rect.maxY - bottomRight))
    path.curve(
      to: Point(x: rect.maxX - bottomRight, y: rect.maxY),
      control1: Point(x: rect.maxX, y: rect.maxY - bottomRight * handle),
      control2: Point(x: rect.maxX - bottomRight * handle, y: rect.maxY))
    path.line(to: Point(x: rect.minX + bottomLeft, y: rect.maxY))
    path.curve(
      to: Point(x: rect.minX, y: rect.maxY - bottomLeft),
      control1: Point(x: rect.minX + bottomLeft * handle, y: rect.maxY),
      control2: Point(x: rect.minX, y: rect.maxY - bottomLeft * handle))
    path.line(to: Point(x: rect.minX, y: rect.minY + topLeft))
    path.curve(
      to: Point(x: rect.minX + topLeft, y: rect.minY),
      control1: Point(x: rect.minX, y: rect.minY + topLeft * handle),
      control2: Point(x: rect.minX + topLeft * handle, y: rect.minY))
    path.close()
    return path
  }
}
