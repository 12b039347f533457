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

public enum HorizontalAlignment: Hashable, Sendable, AxisAlignment {
  case leading, center, trailing

  /// Where a list row's separator starts: here the leading edge.
  public static let listRowSeparatorLeading = HorizontalAlignment.leading
  /// Where a list row's separator ends: here the trailing edge.
  public static let listRowSeparatorTrailing = HorizontalAlignment.trailing

  var fraction: Double { self == .leading ? 0 : self == .center ? 0.5 : 1 }
}

public enum VerticalAlignment: Hashable, Sendable, AxisAlignment {
  case top, center, bottom

  /// Aligns by the first line's baseline. Here views align by their bottom edges: the same
  /// for single lines of one size, a few pixels apart for lines of different sizes.
  public static let firstTextBaseline = VerticalAlignment.bottom
  /// Aligns by the last line's baseline; here by the bottom edges (see `firstTextBaseline`).
  public static let lastTextBaseline = VerticalAlignment.bottom

  var fraction: Double { self == .top ? 0 : self == .center ? 0.5 : 1 }
}

/// What `HorizontalAlignment` and `VerticalAlignment` share: where a child sits along one axis
/// of a larger space.
protocol AxisAlignment {
  /// The share of the room left over that goes before the child: 0 at the leading or top
  /// edge, 0.5 centred, 1 at the trailing or bottom edge.
  var fraction: Double { get }
}

extension AxisAlignment {
  /// Where a child `length` long starts in `space`; a centred one starts on a whole pixel.
  func offset(_ length: Double, in space: Double) -> Double {
    switch fraction {
    case 0: return 0
    case 1: return space - length
    default: return ((space - length) * fraction).rounded()
    }
  }
}
