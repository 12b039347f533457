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
  /// Pages whose title strip is hidden (`.toolbar(.hidden, for: .navigationBar)`).
  private(set) var hiddenStrips: Set<Int> = []
  /// Pages whose back button is hidden (`.navigationBarBackButtonHidden()`).
  private(set) var hiddenBackButtons: Set<Int> = []
  @ObservationIgnored var path: Binding<[AnyHashable]> = .constant([])
  /// By value type, then by the index of the page that registered it: a page pushed takes the
  /// destination of the deepest page below it, and a page popped takes its own away.
  @ObservationIgnored private var destinations: [ObjectIdentifier: [Int: (AnyHashable) -> AnyView]] = [:]

  var depth: Int { path.wrappedValue.count }

  func push(_ value: AnyHashable) { path.wrappedValue.append(value) }

  /// Pops pages until `depth` remain above the root.
  func pop(toDepth depth: Int) {
    let values = path.wrappedValue
    guard depth < values.count else { return }
    path.wrappedValue = Array(values.prefix(max(0, depth)))
  }

  /// Registers the page for pushed values of `type`, from the page at index `page`.
  func register<Value: Hashable>(_ type: Value.Type, from page: Int, destination: @escaping (Value) -> AnyView) {
    destinations[ObjectIdentifier(type), default: [:]][page] = { value in
      guard let typed = value.base as? Value else { return AnyView(EmptyView()) }
      return destination(typed)
    }
  }

  /// The page for a value pushed as the page at index `page`, from the deepest page below it
  /// that registered its type, or a visible note when none did.
  func destination(for value: AnyHashable, at page: Int) -> AnyView {
    if let pushed = value.base as? PushedPage { return pushed.page }
    let registered = destinations[ObjectIdentifier(type(of: value.base))] ?? [:]
    if let below = registered.keys.filter({ $0 < page }).max(), let build = registered[below] { return build(value) }
    return AnyView(
      Text("No navigationDestination(for: \(type(of: value.base)).self) in this NavigationStack")
        .foregroundStyle(.secondary).padding())
  }

  /// Whether a page for `value` can be built: it carries its view, or a page registered its type.
  func hasDestination(for value: AnyHashable) -> Bool {
    value.base is PushedPage || destinations[ObjectIdentifier(type(of: value.base))]?.isEmpty == false
  }

  /// Hides or shows the title strip while the page at `index` is on top.
  func setStripHidden(_ hidden: Bool, at index: Int) {
    if hidden != hiddenStrips.contains(index) {
      if hidden { hiddenStrips.insert(index) } else { hiddenStrips.remove(index) }
    }
  }

  /// Hides or shows the back button of the page at `index`.
  func setBackButtonHidden(_ hidden: Bool, at index: Int) {
    if hidden != hiddenBackButtons.contains(index) {
      if hidden { hiddenBackButtons.insert(index) } else { hiddenBackButtons.remove(index) }
    }
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

  /// Forgets the titles, toolbars and destinations of pages above `depth` (popped pages).
  func dropTitles(above depth: Int) {
    if titles.keys.contains(where: { $0 > depth }) { titles = titles.filter { $0.key <= depth } }
    if toolbars.keys.contains(where: { $0 > depth }) { toolbars = toolbars.filter { $0.key <= depth } }
    if hiddenStrips.contains(where: { $0 > depth }) { hiddenStrips = hiddenStrips.filter { $0 <= depth } }
    if hiddenBackButtons.contains(where: { $0 > depth }) {
      hiddenBackButtons = hiddenBackButtons.filter { $0 <= depth }
    }
    for (type, pages) in destinations where pages.keys.contains(where: { $0 > depth }) {
      destinations[type] = pages.filter { $0.key <= depth }
    }
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
