import PortalGraphics

/// Children one below the other.
///
/// ```swift
/// VStack(alignment: .leading, spacing: 4) { Text("Title").font(.headline); Text("Subtitle") }
/// ```
public struct VStack<Content: View>: View, EagerStackView {
  let alignment: HorizontalAlignment
  let spacing: Double?
  nonisolated(unsafe) let content: Content

  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  static var axis: Axis { .vertical }
}

/// Children side by side, leading to trailing.
public struct HStack<Content: View>: View, EagerStackView {
  let alignment: VerticalAlignment
  let spacing: Double?
  nonisolated(unsafe) let content: Content

  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  static var axis: Axis { .horizontal }
}

/// What `VStack` and `HStack` share: every child laid out by `StackLayout` along their axis.
/// The two differ only in their axis and alignment type.
@MainActor
protocol EagerStackView: PrimitiveView {
  associatedtype Content: View
  associatedtype CrossAlignment: AxisAlignment
  /// The axis the children follow.
  static var axis: Axis { get }
  var content: Content { get }
  var spacing: Double? { get }
  /// Where children sit across the stack.
  var alignment: CrossAlignment { get }
}

extension EagerStackView {
  func children() -> [ChildView] { flattenedChildren(content) }

  private func layout(_ children: [Node], proposal: ProposedViewSize) -> StackLayout {
    StackLayout(
      axis: Self.axis, children: children, proposal: proposal, spacing: spacing, crossAlignment: alignment.fraction)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    layout(node.children, proposal: proposal).size
  }

  func place(in frame: Rect, node: Node) {
    layout(node.children, proposal: ProposedViewSize(frame.size)).place(in: frame)
  }
}

/// Children on top of each other, later ones in front; the stack is as big as its largest child.
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  nonisolated(unsafe) let content: Content

  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  func children() -> [ChildView] { flattenedChildren(content) }

  func place(in frame: Rect, node: Node) {
    let proposal = ProposedViewSize(frame.size)
    for child in node.children {
      let size = child.sizeThatFits(proposal)
      child.place(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
    }
  }
}

/// Flexible empty space that pushes its neighbours apart along a stack's axis.
public struct Spacer: View, PrimitiveView {
  let minLength: Double?

  nonisolated public init(minLength: Double? = nil) { self.minLength = minLength }

  var drawsNothingWithoutChildren: Bool { true }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    // A spacer grows along the stack's axis only; across it, it asks for nothing.
    let axis = node.parent.flatMap { parent -> Axis? in
      if parent.view is AnyHStack { return .horizontal }
      if parent.view is AnyVStack { return .vertical }
      return nil
    }
    let minimum = minLength ?? 0
    switch axis {
    case .horizontal: return Size(width: max(minimum, proposal.width ?? minimum), height: 0)
    case .vertical: return Size(width: 0, height: max(minimum, proposal.height ?? minimum))
    case nil: return Size(width: max(minimum, proposal.width ?? minimum), height: max(minimum, proposal.height ?? minimum))
    }
  }
}

protocol AnyHStack {}
protocol AnyVStack {}
extension HStack: AnyHStack {}
extension VStack: AnyVStack {}

/// A fixed-size gap (a thin line when drawn with a colour), as SwiftUI's `Divider`.
public struct Divider: View, PrimitiveView {
  nonisolated public init() {}

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    if node.parent?.view is AnyHStack { return Size(width: 1, height: proposal.height ?? 1) }
    return Size(width: proposal.width ?? 1, height: 1)
  }

  func draw(node: Node, in context: DrawContext) {
    context.canvas.fill(node.frame, with: node.environment.colorScheme == .dark ? Color(hex: 0x3A3A3C) : Color(hex: 0xD8D8DC))
  }
}
