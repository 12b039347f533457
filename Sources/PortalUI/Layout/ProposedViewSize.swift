import Foundation
import PortalGraphics

/// What a container offers a child: a width and a height, each either a number, `nil` ("your
/// ideal size"), 0 ("your minimum") or `.infinity` ("your maximum"), as in SwiftUI.
public struct ProposedViewSize: Hashable, Sendable {
  public var width: Double?
  public var height: Double?

  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  public init(_ size: Size) { self.init(width: size.width, height: size.height) }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }

  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with nil replaced by a default, as SwiftUI's.
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(replacingUnspecified(by: Size(size)))
  }

  /// `replacingUnspecifiedDimensions(by:)` in the drawing layer's geometry.
  func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
    Size(width: width ?? size.width, height: height ?? size.height)
  }

  func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: height.map { max(0, $0 - insets.top - insets.bottom) })
  }
}

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

/// A horizontal or vertical direction.
public enum Axis: Hashable, Sendable {
  case horizontal, vertical

  /// A set of axes, as `ScrollView(.vertical)` takes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// One edge of a rectangle.
public enum Edge: Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let leading = Set(rawValue: 2)
    public static let bottom = Set(rawValue: 4)
    public static let trailing = Set(rawValue: 8)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}
