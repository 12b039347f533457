import PortalGraphics

/// One item of a list as drawn: a row on its section's card (or edge to edge), a section
/// header or a footer. It holds the item's views, leading-aligned and centred vertically in
/// the row, the row's background, and draws the card piece and the separator below the row.
/// Its frame includes the gap above a section's first item.
struct ListItemContainer: View, PrimitiveView, HitTestable, KeyCommandHandling {
  let kind: ListContent.Kind
  let views: [ChildView]
  /// Whether the row is selected in a list with a selection: it is drawn tinted.
  var isSelected = false
  let background: AnyView?
  let insets: EdgeInsets
  let appearance: ListAppearance
  /// Where the row sits on its section's card: its top corners are rounded when first, its
  /// bottom corners when last.
  let isFirstRow: Bool
  let isLastRow: Bool
  let showsSeparator: Bool
  /// The separator's colour; nil: the style's.
  var separatorTint: Color? = nil
  let gapAbove: Double
  /// What the row's `ForEach` lets the keys do to it.
  let editing: ListRowEditing?
  private let reference = NodeReference()

  private static let backgroundKey = ViewKey().appending("listRowBackground")

  func didUpdate(node: Node) { reference.node = node }

  func children() -> [ChildView] {
    var list: [ChildView] = []
    if let background { list.append(ChildView(key: Self.backgroundKey, view: background)) }
    for view in views {
      list.append(kind == .header && appearance.style.isGrouped ? Self.capitalized(view) : view)
    }
    return list
  }

  /// A grouped list's header text shows in capitals.
  private static func capitalized(_ child: ChildView) -> ChildView {
    guard let text = child.view as? Text else { return child }
    var upper = text
    upper.content = text.content.uppercased()
    return ChildView(key: child.key, view: upper)
  }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    appearance.transform(&environment, for: kind)
  }

  private func split(_ node: Node) -> (background: Node?, content: [Node]) {
    guard background != nil, let first = node.children.first, first.key == Self.backgroundKey else {
      return (nil, node.children)
    }
    return (first, Array(node.children.dropFirst()))
  }

  private var minimumHeight: Double { kind == .row ? ListAppearance.minimumRowHeight : 0 }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let content = split(node).content
    let sides = 2 * appearance.cardInset + insets.leading + insets.trailing
    let inner = contentLayout(content, width: proposal.width.map { max(0, $0 - sides) }).size
    let height = max(minimumHeight, inner.height + insets.top + insets.bottom)
    return Size(width: proposal.width ?? inner.width + sides, height: gapAbove + height)
  }

  private func contentLayout(_ content: [Node], width: Double?) -> StackLayout {
    StackLayout.vertical(
      children: content, proposal: ProposedViewSize(width: width, height: nil), spacing: 0,
      alignment: .leading)
  }

  /// The item's own rectangle: its frame less the gap above, and for cards the inset at the
  /// sides.
  private func card(in frame: Rect) -> Rect {
    Rect(
      x: frame.minX + appearance.cardInset, y: frame.minY + gapAbove,
      width: max(0, frame.width - 2 * appearance.cardInset),
      height: max(0, frame.height - gapAbove))
  }

  func place(in frame: Rect, node: Node) {
    let (backgroundNode, content) = split(node)
    let card = card(in: frame)
    backgroundNode?.place(in: card)
    let width = max(0, card.width - insets.leading - insets.trailing)
    let height = max(0, card.height - insets.top - insets.bottom)
    let layout = contentLayout(content, width: width)
    let y = card.minY + insets.top + ((height - layout.size.height) / 2).rounded()
    layout.place(in: Rect(x: card.minX + insets.leading, y: y, width: width, height: layout.size.height))
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let canvas = context.canvas
    let card = card(in: node.frame)
    let (backgroundNode, content) = split(node)
    switch kind {
    case .row:
      let radius = appearance.cornerRadius
      let radii = CornerRadii(
        topLeft: isFirstRow ? radius : 0, topRight: isFirstRow ? radius : 0,
        bottomRight: isLastRow ? radius : 0, bottomLeft: isLastRow ? radius : 0)
      if let backgroundNode {
        canvas.withState {
          canvas.clip(roundedRect: card, radii: radii)
          backgroundNode.draw(in: context)
        }
      } else if appearance.style.isGrouped {
        canvas.fill(roundedRect: card, radii: radii, with: .color(ListAppearance.card))
      }
      if isSelected {
        let tint = node.environment.tint
        canvas.fill(roundedRect: card, radii: radii, with: .color(tint.opacity(0.22)))
      }
      if showsSeparator {
        let hairline = 1 / max(node.environment.displayScale, 1)
        let line = Rect(
          x: card.minX + insets.leading, y: card.maxY - hairline, width: max(0, card.width - insets.leading),
          height: hairline)
        canvas.fill(line, with: separatorTint ?? ListAppearance.separator)
      }
    case .header where !appearance.style.isGrouped:
      canvas.fill(card, with: ListAppearance.plainHeaderBackground)
    default:
      break
    }
    for child in content { child.draw(in: context) }
  }

  /// A click inside the item's rectangle stays in the item (the gaps belong to no item).
  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard card(in: node.frame).contains(point) else { return nil }
    let (backgroundNode, content) = split(node)
    for child in content.reversed() {
      if let hit = child.hitTest(point, purpose: purpose) { return hit }
    }
    return backgroundNode?.hitTest(point, purpose: purpose) ?? node
  }

  /// Delete, Backspace and Alt+Up or Down act on the row under the pointer (or holding the
  /// keyboard focus) when its `ForEach` has `onDelete` or `onMove`.
  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard let editing, let node = reference.node, node.isAttached else { return false }
    let graph = node.graph
    let hovered = graph.input.pointerLocation.map { card(in: node.frame).contains($0) } ?? false
    let focused = graph.input.focusedNode?.ancestry.contains { $0 === node } ?? false
    guard hovered || focused else { return false }
    return editing.perform(key, modifiers: modifiers)
  }
}
