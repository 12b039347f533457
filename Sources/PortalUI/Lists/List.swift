import PortalGraphics

/// A scrolling column of rows, grouped in sections, built only as they come into view.
///
/// ```swift
/// List {
///   Section("Recent") {
///     ForEach(recent) { Text($0.title) }
///   }
///   Section("All") {
///     ForEach(all) { DocumentRow(document: $0) }
///   }
/// }
///
/// List(contacts) { contact in ContactRow(contact: contact) }
/// ```
///
/// The list fills the space it is offered and scrolls like a `ScrollView` (wheel, touchpad,
/// drag). It draws in the style set with `.listStyle(_:)` (inset grouped by default, as on
/// iOS: each section's rows on a rounded card with thin separators between them, the section
/// headers in small grey capitals). Rows are leading-aligned, at least 44 points tall, and
/// tap, hover and hit-test as anywhere else; `.listRowBackground(_:)`, `.listRowInsets(_:)`
/// and `.listRowSeparator(_:edges:)` on a row, a `ForEach` or a `Section` change how its rows
/// are drawn, and `.scrollContentBackground(.hidden)` removes the list's own background.
/// With `List(selection:)` a click on a row selects it (the row is tinted), and a
/// `NavigationLink` in a row selects the row instead of pushing.
public struct List<SelectionValue: Hashable, Content: View>: View {
  nonisolated(unsafe) let content: Content
  /// Reads the selection binding; nil for a list without selection.
  nonisolated(unsafe) var selectionSource: (@MainActor () -> ListSelection)? = nil
  @Environment(\.listStyle) private var style
  @Environment(\.scrollContentBackground) private var backgroundVisibility
  @Environment(\.listSpacing) private var spacing
  @Environment(\.editMode) private var editMode

  public var body: some View {
    ScrollView {
      ListRows(
        content: content, style: style, selection: selectionSource?(), spacing: spacing,
        isEditing: editMode?.wrappedValue.isEditing ?? false)
    }
      .background(backgroundVisibility == .hidden ? nil : background)
  }

  private var background: Color {
    style.hasGroupedBackground ? ListAppearance.groupedBackground : ListAppearance.plainBackground
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows and sections in `content`.
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A list with a row for each element of `data`, identified by the element's `id`.
  nonisolated public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A list with a row for each element of `data`, identified by the element's property at `id`.
  nonisolated public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    content = ForEach(data, id: id, content: rowContent)
  }

  /// A list with a row for each number of a constant range.
  nonisolated public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    content = ForEach(data, content: rowContent)
  }
}
