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

  /// The size a greedy view takes (a scroll view, a tab view): what it is offered, and along
  /// a dimension offered nothing (or everything), its content's `fitted` size.
  func filling(_ fitted: Size) -> Size {
    func take(_ offered: Double?, _ fitted: Double) -> Double {
      guard let offered, offered.isFinite else { return fitted }
      return offered
    }
    return Size(width: take(width, fitted.width), height: take(height, fitted.height))
  }

  func inset(by insets: EdgeInsets) -> ProposedViewSize {
    ProposedViewSize(
      width: width.map { max(0, $0 - insets.leading - insets.trailing) },
      height: height.map { max(0, $0 - insets.top - insets.bottom) })
  }
}
