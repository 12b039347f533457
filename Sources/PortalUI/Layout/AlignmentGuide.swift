import Foundation
import PortalGraphics

/// A view's size and where its alignment guides lie, as `alignmentGuide(_:computeValue:)` and
/// custom layouts read them.
public struct ViewDimensions: Equatable, Sendable {
  let size: Size

  /// The view's width.
  public var width: CGFloat { CGFloat(size.width) }
  /// The view's height.
  public var height: CGFloat { CGFloat(size.height) }

  /// Where `guide` lies, from the view's leading edge.
  public subscript(guide: HorizontalAlignment) -> CGFloat { CGFloat(size.width * guide.fraction) }

  /// Where `guide` lies, from the view's top edge.
  public subscript(guide: VerticalAlignment) -> CGFloat { CGFloat(size.height * guide.fraction) }

  /// Where `guide` lies when the view sets it itself; nil here, where guides are not set.
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// Where `guide` lies when the view sets it itself; nil here, where guides are not set.
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A custom alignment's identity: `extension HorizontalAlignment { static let … =
/// HorizontalAlignment(MyID.self) }`. Its default value is where views that do not set the
/// guide have it.
public protocol AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

extension HorizontalAlignment {
  /// A custom alignment. Here views are aligned by where `id`'s default value puts them at
  /// the leading edge, the centre or the trailing edge (whichever is nearest for a view of
  /// width 100); guides set with `alignmentGuide` are not followed.
  public init(_ id: any AlignmentID.Type) {
    let probe = Double(id.defaultValue(in: ViewDimensions(size: Size(width: 100, height: 100))))
    self = probe < 25 ? .leading : probe > 75 ? .trailing : .center
  }
}

extension VerticalAlignment {
  /// A custom alignment (see `HorizontalAlignment.init(_:)`).
  public init(_ id: any AlignmentID.Type) {
    let probe = Double(id.defaultValue(in: ViewDimensions(size: Size(width: 100, height: 100))))
    self = probe < 25 ? .top : probe > 75 ? .bottom : .center
  }
}

extension View {
  /// Sets where this view's `guide` lies, for the stack aligning it. Here the stack aligns by
  /// the guide's own position (leading, centre, trailing) and the computed value is not
  /// followed: the view keeps the place its stack's alignment gives it.
  public func alignmentGuide(_ guide: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  { self }

  /// Sets where this view's `guide` lies (see the horizontal form).
  public func alignmentGuide(_ guide: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  { self }
}

/// A view with its layout priority: a stack gives its space first to the children of the
/// highest priority, leaving the others their minimum.
struct LayoutPriorityView<Content: View>: View, SingleChildModifier {
  let content: Content
  let priority: Double

  func didUpdate(node: Node) { node.layoutPriority = priority }
}

extension View {
  /// Sets the priority by which a stack shares its space among its children: higher first,
  /// the others keeping their minimum size (0 by default).
  ///
  /// ```swift
  /// HStack { Text(title).layoutPriority(1); Text(detail) }
  /// ```
  public func layoutPriority(_ value: Double) -> some View { LayoutPriorityView(content: self, priority: value) }
}
