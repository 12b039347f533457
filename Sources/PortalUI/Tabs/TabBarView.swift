import PortalGraphics

/// A tab view in the default style: the selected child above a bar of every child's label.
struct TabBarView: View, PrimitiveView {
  let pages: [TabPage]
  let selection: TabSelection?
  private let reference = NodeReference()

  static let barHeight = 50.0
  static let barBackground = Color(light: Color(hex: 0xF9F9F9), dark: Color(hex: 0x1C1C1E))
  static let barEdge = Color(light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))

  private static let pageKey = "page"
  private static let itemKey = "tabItem"

  func didUpdate(node: Node) {
    reference.node = node
    let state = TabBarState.of(node)
    if let selection, let index = TabPage.index(of: selection.value, in: pages) { state.selected = index }
    state.selected = min(state.selected, max(0, pages.count - 1))
  }

  func children() -> [ChildView] {
    guard let node = reference.node, !pages.isEmpty else { return [] }
    let selected = TabBarState.of(node).selected
    let page = pages[selected].child
    var list = [ChildView(key: ViewKey().appending(Self.pageKey).appending(selected), view: page.view)]
    for (index, tab) in pages.enumerated() {
      var label = tab.label ?? AnyView(EmptyView())
      if let badge = tab.badge {
        label = AnyView(label.overlay(alignment: .topTrailing) { TabBarBadge(text: badge).offset(x: 12, y: -4) })
      }
      let item = TabBarItem(content: label, isSelected: index == selected) {
        select(index)
      }
      list.append(ChildView(key: ViewKey().appending(Self.itemKey).appending(index), view: item))
    }
    return list
  }

  /// A click on a tab's label: the selection follows and the tab shows.
  private func select(_ index: Int) {
    guard let node = reference.node, pages.indices.contains(index) else { return }
    TabBarState.of(node).selected = index
    selection?.set(pages[index].tag)
    node.invalidate()
  }

  private func split(_ node: Node) -> (page: Node?, items: [Node]) {
    var page: Node?
    var items: [Node] = []
    for child in node.children {
      if child.view is TabBarItem { items.append(child) } else { page = child }
    }
    return (page, items)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let content = split(node).page?.sizeThatFits(proposal) ?? .zero
    return proposal.filling(Size(width: content.width, height: content.height + Self.barHeight))
  }

  func place(in frame: Rect, node: Node) {
    let (page, items) = split(node)
    let area = Rect(
      x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - Self.barHeight))
    if let page {
      // The selected child is laid out as a window lays out its root: offered the whole area,
      // centred at the size it takes.
      let fitted = page.sizeThatFits(ProposedViewSize(area.size))
      let size = Size(width: min(fitted.width, area.width), height: min(fitted.height, area.height))
      page.place(in: Rect(origin: Alignment.center.origin(of: size, in: area), size: size))
    }
    let slot = items.isEmpty ? 0 : (frame.width / Double(items.count))
    for (index, item) in items.enumerated() {
      item.place(
        in: Rect(x: frame.minX + Double(index) * slot, y: area.maxY, width: slot, height: Self.barHeight))
    }
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let (page, items) = split(node)
    page?.draw(in: context)
    let bar = Rect(
      x: node.frame.minX, y: node.frame.maxY - Self.barHeight, width: node.frame.width, height: Self.barHeight
    )
    context.canvas.fill(bar, with: Self.barBackground)
    let hairline = 1 / max(node.environment.displayScale, 1)
    context.canvas.fill(
      Rect(x: bar.minX, y: bar.minY, width: bar.width, height: hairline), with: Self.barEdge)
    for item in items { item.draw(in: context) }
  }
}

/// What a default-style tab view keeps across updates, in its node's storage.
@MainActor
final class TabBarState: NodeStateObject {
  /// The position of the child shown.
  var selected = 0
}

/// One tab's label in the tab bar: centred in its slot, tinted when selected, and clicked
/// anywhere in the slot to select its tab.
struct TabBarItem: View, SingleChildModifier, TapHandling, HitTestable {
  let content: AnyView
  let isSelected: Bool
  let action: () -> Void

  func performTap() { action() }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.foregroundColor = isSelected ? environment.tint : .gray
    if environment.font == nil { environment.font = .caption }
  }

  func place(in frame: Rect, node: Node) {
    let fitted = node.contentSize(ProposedViewSize(frame.size))
    let size = Size(width: min(fitted.width, frame.width), height: min(fitted.height, frame.height))
    node.placeContent(in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size))
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard node.frame.contains(point) else { return nil }
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }
}
