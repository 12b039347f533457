/// What the row modifiers (`listRowBackground`, `listRowInsets`, `listRowSeparator`) ask of
/// the list for a row. Nil and `.automatic` leave it to the list style.
@MainActor
struct ListRowTraits {
  var background: AnyView?
  var insets: EdgeInsets?
  var separatorAbove = Visibility.automatic
  var separatorBelow = Visibility.automatic
  /// What `onDelete` and `onMove` on the row's `ForEach` do, and where the row is in its data.
  var editing: ListRowEditing?
  /// The value a list's selection takes when the row is selected: its `.tag(_:)`, else its
  /// `ForEach` element's id.
  var selectionTag: AnyHashable?
  /// The row's `.swipeActions`, offered in its context menu.
  var swipeActions: [AnyView] = []
  /// The colour of the separators above and below the row; nil: the style's.
  var separatorTint: Color?
  /// `.deleteDisabled(_:)` and `.moveDisabled(_:)`; nil leaves it to the rows outside.
  var deleteDisabled: Bool?
  var moveDisabled: Bool?

  /// These traits with what `inner` (set closer to the row) sets taking precedence.
  func overridden(by inner: ListRowTraits) -> ListRowTraits {
    var result = self
    if let background = inner.background { result.background = background }
    if let insets = inner.insets { result.insets = insets }
    if inner.separatorAbove != .automatic { result.separatorAbove = inner.separatorAbove }
    if inner.separatorBelow != .automatic { result.separatorBelow = inner.separatorBelow }
    if let editing = inner.editing { result.editing = editing }
    if let tag = inner.selectionTag { result.selectionTag = tag }
    if !inner.swipeActions.isEmpty { result.swipeActions += inner.swipeActions }
    if let tint = inner.separatorTint { result.separatorTint = tint }
    if let disabled = inner.deleteDisabled { result.deleteDisabled = disabled }
    if let disabled = inner.moveDisabled { result.moveDisabled = disabled }
    return result
  }

  /// The traits `view` carries in its modifiers, over `outer`.
  static func of(_ view: any View, over outer: ListRowTraits) -> ListRowTraits {
    var found: [ListRowTraits] = []
    visitWrappedViews(of: view) { wrapped in
      if let carrier = wrapped as? ListRowTraitCarrying { found.append(carrier.rowTraits) }
      return false
    }
    // Outermost first: the innermost modifier is applied last and wins.
    return found.reduce(outer) { $0.overridden(by: $1) }
  }
}

/// Views that carry list row traits.
@MainActor
protocol ListRowTraitCarrying {
  var rowTraits: ListRowTraits { get }
}

/// A row modifier: it lays out its content unchanged and tells an enclosing `List` how to draw
/// the rows inside it (one row, or every row of a `ForEach` or `Section` it is applied to).
struct ListRowTraitsView<Content: View>: View, SingleChildModifier, ListRowTraitCarrying {
  let content: Content
  let rowTraits: ListRowTraits
}

extension View {
  /// Draws `view` behind this list row, in place of the style's row background (on a grouped
  /// list, clipped to the section's card).
  ///
  /// ```swift
  /// Text(flavor.name).listRowBackground(Color.yellow.opacity(0.2))
  /// ```
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    ListRowTraitsView(content: self, rowTraits: ListRowTraits(background: view.map { AnyView($0) }))
  }

  /// Sets the space between this list row's edges and its content; nil keeps the style's
  /// (16 at the sides, 8 above and below). Rows stay at least 44 points tall.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    ListRowTraitsView(content: self, rowTraits: ListRowTraits(insets: insets))
  }

  /// Shows or hides the separators above and below this list row (the separator between two
  /// rows shows only when neither hides it; a section's last row has none below on a card).
  ///
  /// ```swift
  /// ForEach(items) { ItemRow(item: $0) }.listRowSeparator(.hidden)
  /// ```
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    var traits = ListRowTraits()
    if edges.contains(.top) { traits.separatorAbove = visibility }
    if edges.contains(.bottom) { traits.separatorBelow = visibility }
    return ListRowTraitsView(content: self, rowTraits: traits)
  }
}
