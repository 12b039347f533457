import PortalGraphics

/// A point in a view's own bounds, in fractions of its size: `(0, 0)` is the top-leading
/// corner and `(1, 1)` the bottom-trailing one. Anchors of scale and rotation effects and the
/// ends of gradients are unit points.
///
/// ```swift
/// Image(systemName: "star").scaleEffect(2, anchor: .topLeading)
/// ```
public struct UnitPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The window point this unit point names in `rect`.
  func point(in rect: Rect) -> Point {
    Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
