/// Several children of which one shows at a time: with a tab bar of their `.tabItem` labels
/// at the bottom, or, in the `.page` style, as pages side by side that are paged through.
///
/// ```swift
/// TabView(selection: $tab) {
///   LibraryView().tabItem { Label("Library", systemImage: "books.vertical") }.tag(Tab.library)
///   SearchView().tabItem { Label("Search", systemImage: "magnifyingglass") }.tag(Tab.search)
/// }
///
/// TabView {
///   ForEach(photos) { PhotoView(photo: $0) }
/// }
/// .tabViewStyle(.page)
/// ```
///
/// Each child's `.tag(_:)` is the value `selection` takes while it shows (a child without one
/// is tagged with its position). The selection follows what the person picks, and setting it
/// shows that child: in the page style the pages slide there (with the transaction's animation
/// inside `withAnimation`).
///
/// The page style (`PageTabViewStyle`) fills the tab view's frame with one page; pages follow a
/// horizontal drag and settle on the nearest page when let go (a fling goes on to the next), a
/// horizontal wheel notch or the arrow keys (while the pointer is over it or focus is inside
/// it) go one page, and a touchpad's horizontal scroll moves them and settles when it stops.
/// Every page is built. The default style (`DefaultTabViewStyle`) shows the selected child
/// above a tab bar; a click on a label selects its child. Only the selected child is built,
/// so a tab's `@State` starts afresh when it is shown again.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  nonisolated(unsafe) let content: Content
  @Environment(\.tabViewStyle) private var style

  /// A tab view whose selection is bound to `selection` (nil: the tab view keeps its own).
  nonisolated public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    let pages = TabPage.pages(of: content)
    let bound = selection.map { TabSelection($0) }
    switch style {
    case .page(let mode):
      PagedTabView(pages: pages, selection: bound, indexDisplayMode: mode)
    case .tabBar:
      TabBarView(pages: pages, selection: bound)
    }
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view that keeps its own selection.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}
