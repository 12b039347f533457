import PortalGraphics

/// A list's selection, with its value type erased: which rows are selected and how a click on
/// a row selects it. Made from the list's binding each time the list's body is evaluated, so a
/// change of the binding's value evaluates the list again.
@MainActor
struct ListSelection {
  /// The tags of the selected rows.
  let selected: Set<AnyHashable>
  /// Selects the row tagged `tag` (the only selected row afterwards).
  let select: (AnyHashable) -> Void

  func isSelected(_ tag: AnyHashable?) -> Bool { tag.map(selected.contains) ?? false }

  /// A selection of at most one row.
  init<Value: Hashable>(single binding: Binding<Value?>) {
    selected = binding.wrappedValue.map { [AnyHashable($0)] } ?? []
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = value }
    }
  }

  /// A selection of exactly one row (a non-optional binding).
  init<Value: Hashable>(required binding: Binding<Value>) {
    selected = [AnyHashable(binding.wrappedValue)]
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = value }
    }
  }

  /// A selection of several rows. A click selects only the row clicked, as a click without
  /// modifiers does in a desktop list.
  init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
    selected = Set(binding.wrappedValue.map(AnyHashable.init))
    select = { tag in
      if let value = tag.base as? Value { binding.wrappedValue = [value] }
    }
  }
}

/// A row of a list with a selection: a click anywhere on it (where no control inside takes
/// the click) selects it. Its views are laid out as the row container lays out a row's views.
struct SelectableListRow: View, PrimitiveView, TapHandling, HitTestable {
  let views: [ChildView]
  let tag: AnyHashable
  let selection: ListSelection

  func children() -> [ChildView] { views }

  func performTap() { selection.select(tag) }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    let tag = self.tag
    let select = selection.select
    environment.listRowSelect = { select(tag) }
  }

  private func layout(_ children: [Node], proposal: ProposedViewSize) -> StackLayout {
    StackLayout.vertical(children: children, proposal: proposal, spacing: 0, alignment: .leading)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    layout(node.children, proposal: proposal).size
  }

  func place(in frame: Rect, node: Node) {
    layout(node.children, proposal: ProposedViewSize(frame.size)).place(in: frame)
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard node.frame.contains(point) else { return nil }
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }
}

private enum ListSelectionKey: EnvironmentKey {
  static var defaultValue: ListSelection? { nil }
}

private enum ListRowSelectKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// The selection of the list around a view, when the list has one.
  var listSelection: ListSelection? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }

  /// Selects the row a view is in, inside a list with a selection: a `NavigationLink` in such
  /// a row selects its row instead of pushing, as in SwiftUI.
  var listRowSelect: (@MainActor () -> Void)? {
    get { self[ListRowSelectKey.self] }
    set { self[ListRowSelectKey.self] = newValue }
  }
}

extension List {
  /// A list of the rows in `content` whose selection is bound to `selection`: a click on a row
  /// selects the value of its `.tag(_:)` (or its `ForEach` element's id).
  nonisolated public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    if let selection { self.selectionSource = { @MainActor in ListSelection(single: selection) } }
  }

  /// A list whose selection of several rows is bound to `selection`.
  nonisolated public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    if let selection { self.selectionSource = { @MainActor in ListSelection(multiple: selection) } }
  }

  /// A list whose selection of exactly one row is bound to `selection`. (Disfavoured: a
  /// binding to a set or an optional means the forms above.)
  @_disfavoredOverload
  nonisolated public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selectionSource = { @MainActor in ListSelection(required: selection) }
  }

  /// A list with a row for each element of `data` (identified by its `id`) whose selection is
  /// bound to `selection`.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with a row for each element of `data` whose selection of several rows is bound to
  /// `selection`.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  /// A list with a row for each element of `data` (identified by the property at `id`) whose
  /// selection is bound to `selection`.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  /// A list with a row for each element of `data` (identified by the property at `id`) whose
  /// selection of several rows is bound to `selection`.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }
}
