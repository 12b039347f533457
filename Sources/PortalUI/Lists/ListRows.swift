import PortalGraphics

/// A list's items, one below the other, built only as they come into view in the list's
/// scroll view (a `LazyStackLayout` with no spacing: a section's first item carries the gap
/// above it), with the style's gap above the first and below the last.
struct ListRows<Content: View>: View, PrimitiveView, LazyItemLocating {
  let content: Content
  let style: ListStyleKind
  /// The list's selection, when it has one.
  var selection: ListSelection? = nil
  /// The spacing set with `.listRowSpacing` and `.listSectionSpacing`.
  var spacing = ListSpacingOptions()
  /// Whether the environment's edit mode is on: deletable rows show a delete control.
  var isEditing = false
  private let reference = NodeReference()

  private var appearance: ListAppearance { ListAppearance(style: style) }

  private func layout(_ model: ListContent) -> LazyStackLayout {
    var layout = LazyStackLayout(axis: .vertical, spacing: 0, crossAlignment: 0)
    layout.estimateSample = model.typicalItem
    return layout
  }

  func didUpdate(node: Node) {
    reference.node = node
    let model = ListContent(content)
    node[ListContent.self] = model
    layout(model).update(node: node, items: items(model))
  }

  private func model(_ node: Node) -> ListContent {
    node[ListContent.self] ?? ListContent(content)
  }

  /// The list's items as a lazy stack builds them: each in its container.
  private func items(_ model: ListContent) -> LazyItems {
    let appearance = ListAppearance(style: style)
    return LazyItems(count: model.count) { index in
      let item = model.item(at: index)
      return [ChildView(key: item.key, view: container(for: item, at: index, in: model, appearance))]
    }
  }

  private func container(
    for item: ListContent.Item, at index: Int, in model: ListContent, _ appearance: ListAppearance
  ) -> ListItemContainer {
    let rows = model.sectionRows[item.section]
    let isFirst = item.kind == .row && rows?.lowerBound == index
    let isLast = item.kind == .row && rows?.upperBound == index
    var separator = false
    if item.kind == .row {
      // Between two rows, unless either hides it; below a section's last row only when asked
      // for on a plain list (a card's edge ends the section otherwise).
      if !isLast {
        separator =
          item.traits.separatorBelow != .hidden && model.traits(at: index + 1)?.separatorAbove != .hidden
      } else {
        separator = !style.isGrouped && item.traits.separatorBelow == .visible
      }
    }
    let insets =
      item.kind == .row ? item.traits.insets ?? ListAppearance.rowInsets : appearance.insets(of: item.kind)
    var views = item.views
    var editing = item.kind == .row ? item.traits.editing : nil
    if item.traits.deleteDisabled == true { editing?.onDelete = nil }
    if item.traits.moveDisabled == true { editing?.onMove = nil }
    if isEditing, let editing, let onDelete = editing.onDelete {
      let offset = editing.offset
      let row = EditingListRow(views: views, delete: { onDelete(IndexSet(integer: offset)) })
      views = [ChildView(key: item.key.appending("deletable"), view: row)]
    }
    var isSelected = false
    if item.kind == .row, let selection, let tag = item.traits.selectionTag {
      isSelected = selection.isSelected(tag)
      views = [
        ChildView(
          key: item.key.appending("selectable"), view: SelectableListRow(views: views, tag: tag, selection: selection))
      ]
    }
    return ListItemContainer(
      kind: item.kind, views: views, isSelected: isSelected, background: item.kind == .row ? item.traits.background : nil,
      insets: insets, appearance: appearance, isFirstRow: isFirst, isLastRow: isLast,
      showsSeparator: separator, separatorTint: item.traits.separatorTint,
      gapAbove: gapAbove(item, at: index, in: model, appearance),
      editing: editing)
  }

  /// The space above an item: a section's gap above its first item, the row spacing above a
  /// row after another.
  private func gapAbove(
    _ item: ListContent.Item, at index: Int, in model: ListContent, _ appearance: ListAppearance
  ) -> Double {
    guard index > 0 else { return 0 }
    if model.sectionFirstItem[item.section] == index {
      return spacing.sectionSpacing ?? appearance.gapBetweenSections
    }
    if item.kind == .row, let rowSpacing = spacing.rowSpacing,
      model.sectionRows[item.section]?.lowerBound != index
    {
      return rowSpacing
    }
    return 0
  }

  func children() -> [ChildView] {
    guard let node = reference.node else { return [] }
    let model = model(node)
    return layout(model).children(node: node, items: items(model))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let model = model(node)
    let inner = layout(model).sizeThatFits(proposal, node: node, items: items(model))
    return Size(width: inner.width, height: inner.height + 2 * appearance.gapAtEnds)
  }

  /// Laid out wherever it moves: it builds the rows the window shows.
  var placementFollowsTranslation: Bool { false }

  /// Where the items go: the frame less the gaps at the ends.
  private func itemsFrame(_ frame: Rect) -> Rect {
    let gap = appearance.gapAtEnds
    return Rect(
      x: frame.minX, y: frame.minY + gap, width: frame.width, height: max(0, frame.height - 2 * gap))
  }

  func place(in frame: Rect, node: Node) {
    let model = model(node)
    layout(model).place(in: itemsFrame(frame), node: node, items: items(model))
  }

  func frame(ofItem id: AnyHashable, node: Node) -> Rect? {
    let model = model(node)
    return layout(model).frame(ofItem: id, node: node, items: items(model), in: itemsFrame(node.frame))
  }
}
