import PortalGraphics

/// Where a child sits inside a larger space.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// The origin of a box of `size` aligned inside `rect`.
  func origin(of size: Size, in rect: Rect) -> Point {
    Point(x: horizontal.offset(size.width, in: rect.width) + rect.minX, y: vertical.offset(size.height, in: rect.height) + rect.minY)
  }
}

public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

  func offset(_ length: Double, in space: Double) -> Double {
    switch self {
    case .leading: return 0
    case .center: return ((space - length) / 2).rounded()
    case .trailing: return space - length
    }
  }
}

public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom

  func offset(_ length: Double, in space: Double) -> Double {
    switch self {
    case .top: return 0
    case .center: return ((space - length) / 2).rounded()
    case .bottom: return space - length
    }
  }
}
