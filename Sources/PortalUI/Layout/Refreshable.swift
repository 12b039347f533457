import Foundation
import PortalGraphics
import PortalHost

/// Refreshes the content of a view (`@Environment(\.refresh)`), as `.refreshable` set it.
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void

  /// Runs the refresh and returns when it is done.
  public func callAsFunction() async { await action() }
}

private enum RefreshActionKey: EnvironmentKey {
  static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
  /// The refresh action of the nearest `.refreshable` around the view, or nil.
  public var refresh: RefreshAction? {
    get { self[RefreshActionKey.self] }
    set { self[RefreshActionKey.self] = newValue }
  }
}

extension View {
  /// Lets a person refresh this view's content: F5 or Ctrl+R while the pointer is over it (or
  /// the keyboard focus is inside it) runs `action`, with a spinner at the top until it
  /// returns. (iOS refreshes by pulling a list past its top; a desktop has keys for it.)
  ///
  /// ```swift
  /// List(feed.items) { ItemRow(item: $0) }
  ///   .refreshable { await feed.reload() }
  /// ```
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    RefreshableView(content: self, action: RefreshAction(action: action))
  }
}

/// A view that refreshes on F5 or Ctrl+R, showing a spinner while it does.
struct RefreshableView<Content: View>: View {
  let content: Content
  let action: RefreshAction
  @State private var isRefreshing = false

  var body: some View {
    RefreshKeys(content: content) {
      guard !isRefreshing else { return }
      isRefreshing = true
      let action = self.action
      let done = $isRefreshing
      Task { @MainActor in
        await action()
        done.wrappedValue = false
      }
    }
    .environment(\.refresh, action)
    .overlay(alignment: .top) {
      if isRefreshing { ProgressView().padding(.top, 12).transition(.opacity) }
    }
  }
}

/// Hears F5 and Ctrl+R while the pointer is over the view or the focus is inside it.
struct RefreshKeys<Content: View>: View, SingleChildModifier, KeyCommandHandling {
  let content: Content
  let start: () -> Void
  private let reference = NodeReference()

  static var f5: Key { Key(keysym: 0xFFC2) }

  func didUpdate(node: Node) { reference.node = node }

  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    let isRefreshKey = key == Self.f5 || (key == Key(keysym: 0x72) && modifiers == .control)
    guard isRefreshKey, let node = reference.node, node.isAttached else { return false }
    let input = node.graph.input
    let hovered = input.pointerLocation.map { node.frame.contains($0) } ?? false
    let focused = input.focusedNode?.ancestry.contains { $0 === node } ?? false
    guard hovered || focused else { return false }
    start()
    return true
  }
}
