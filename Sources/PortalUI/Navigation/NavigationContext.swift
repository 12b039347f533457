import Observation

/// What the views of one `NavigationStack` share: its path, the destinations registered with
/// `.navigationDestination(for:)` and the pages' titles.
@MainActor
@Observable
final class NavigationContext {
  /// Titles by page index (0 is the root); the title strip observes them.
  private(set) var titles: [Int: String] = [:]
  /// Toolbar items by page index, from `.toolbar`; the strip and the bottom bar observe them.
  private(set) var toolbars: [Int: [ToolbarEntry]] = [:]
  @ObservationIgnored var path: Binding<[AnyHashable]> = .constant([])
  @ObservationIgnored private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]

  var depth: Int { path.wrappedValue.count }

  func push(_ value: AnyHashable) { path.wrappedValue.append(value) }

  /// Pops pages until `depth` remain above the root.
  func pop(toDepth depth: Int) {
    let values = path.wrappedValue
    guard depth < values.count else { return }
    path.wrappedValue = Array(values.prefix(max(0, depth)))
  }

  func register<Value: Hashable>(_ type: Value.Type, destination: @escaping (Value) -> AnyView) {
    destinations[ObjectIdentifier(type)] = { value in
      guard let typed = value.base as? Value else { return AnyView(EmptyView()) }
      return destination(typed)
    }
  }

  /// The page for a pushed value, or a visible note when no destination takes its type.
  func destination(for value: AnyHashable) -> AnyView {
    if let build = destinations[ObjectIdentifier(type(of: value.base))] { return build(value) }
    return AnyView(
      Text("No navigationDestination(for: \(type(of: value.base)).self) in this NavigationStack")
        .foregroundStyle(.secondary).padding())
  }

  func setTitle(_ title: String, at index: Int) {
    if titles[index] != title { titles[index] = title }
  }

  /// The page's toolbar items. Set each time the page is evaluated (the items are views, which
  /// cannot be compared), so the strip shows their latest state.
  func setToolbar(_ entries: [ToolbarEntry], at index: Int) { toolbars[index] = entries }

  /// The items of the page at `index` in one slot.
  func toolbarItems(_ slot: ToolbarItemPlacement.Slot, at index: Int) -> [ToolbarEntry] {
    (toolbars[index] ?? []).filter { $0.placement.slot == slot }
  }

  /// Forgets the titles and toolbars of pages above `depth` (popped pages).
  func dropTitles(above depth: Int) {
    if titles.keys.contains(where: { $0 > depth }) { titles = titles.filter { $0.key <= depth } }
    if toolbars.keys.contains(where: { $0 > depth }) { toolbars = toolbars.filter { $0.key <= depth } }
  }
}

private struct NavigationContextKey: EnvironmentKey {
  static var defaultValue: NavigationContext? { nil }
}

private struct NavigationPageIndexKey: EnvironmentKey {
  static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
  /// The innermost navigation stack around a view.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }

  /// The index of the navigation page a view is on (0: the root).
  var navigationPageIndex: Int {
    get { self[NavigationPageIndexKey.self] }
    set { self[NavigationPageIndexKey.self] = newValue }
  }
}
