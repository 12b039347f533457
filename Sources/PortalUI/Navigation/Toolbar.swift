/// Where a toolbar item goes, named as in SwiftUI. In a `NavigationStack` the title strip
/// holds the leading items after the back button, the trailing ones at its right edge and a
/// principal item in place of the title; `.bottomBar` items sit in a bar along the bottom of
/// the page. iOS-only placements map to their desktop place (`.keyboard` and `.status` to the
/// bottom bar, `.secondaryAction` to the trailing end).
public struct ToolbarItemPlacement: Hashable, Sendable {
  enum Slot: Hashable, Sendable {
    case leading, trailing, principal, bottom
  }

  let slot: Slot

  /// Where the platform puts ordinary actions: the trailing end of the title strip.
  public static let automatic = ToolbarItemPlacement(slot: .trailing)
  public static let principal = ToolbarItemPlacement(slot: .principal)
  public static let navigation = ToolbarItemPlacement(slot: .leading)
  public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
  public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
  public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
  public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
  public static let status = ToolbarItemPlacement(slot: .bottom)
  public static let keyboard = ToolbarItemPlacement(slot: .bottom)
  public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
  public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
  public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
}

/// One view placed in a toolbar.
struct ToolbarEntry {
  let placement: ToolbarItemPlacement
  let content: AnyView
}

/// What `.toolbar { … }` holds: `ToolbarItem`s and `ToolbarItemGroup`s.
@preconcurrency @MainActor
public protocol ToolbarContent {
  /// The items this content places.
  var toolbarEntries: [ToolbarEntryList] { get }
}

/// Toolbar items, as a value a `ToolbarContent` hands to its toolbar.
public struct ToolbarEntryList {
  let entries: [ToolbarEntry]
}

/// A view placed in the toolbar.
///
/// ```swift
/// .toolbar {
///   ToolbarItem(placement: .navigationBarTrailing) { Button("Done") { dismiss() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public var toolbarEntries: [ToolbarEntryList] {
    [ToolbarEntryList(entries: [ToolbarEntry(placement: placement, content: AnyView(content))])]
  }
}

extension ToolbarItem where ID == Void {
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an identifier (used by customisable toolbars; here only a name).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several views placed together in the toolbar, side by side.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var toolbarEntries: [ToolbarEntryList] {
    [ToolbarEntryList(entries: [ToolbarEntry(placement: placement, content: AnyView(HStack(spacing: 12) { content }))])]
  }
}

/// Builds a toolbar's items from `ToolbarItem`s, groups, `if` and `if`/`else`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> ToolbarEntryList {
    ToolbarEntryList(entries: content.toolbarEntries.flatMap(\.entries))
  }
  public static func buildBlock(_ parts: ToolbarEntryList...) -> ToolbarEntryList {
    ToolbarEntryList(entries: parts.flatMap(\.entries))
  }
  public static func buildOptional(_ part: ToolbarEntryList?) -> ToolbarEntryList {
    part ?? ToolbarEntryList(entries: [])
  }
  public static func buildEither(first: ToolbarEntryList) -> ToolbarEntryList { first }
  public static func buildEither(second: ToolbarEntryList) -> ToolbarEntryList { second }
}

/// Hands the page's toolbar items to its navigation stack.
struct ToolbarView<Content: View>: View, SingleChildModifier {
  let content: Content
  let entries: [ToolbarEntry]

  func didUpdate(node: Node) {
    node.environment.navigationContext?.setToolbar(entries, at: node.environment.navigationPageIndex)
  }
}

extension View {
  /// Places items in the toolbar of the navigation stack this view is in: the title strip,
  /// or the bottom bar for `.bottomBar`. Outside a navigation stack there is no toolbar to
  /// hold them and they are not shown.
  ///
  /// ```swift
  /// .toolbar {
  ///   ToolbarItem(placement: .bottomBar) { Button("Add Card") { addCard() } }
  /// }
  /// ```
  public func toolbar(@ToolbarContentBuilder content: () -> ToolbarEntryList) -> some View {
    ToolbarView(content: self, entries: content().entries)
  }

  /// Places plain views in the toolbar's trailing end (SwiftUI's `.automatic` placement).
  public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> some View {
    ToolbarView(
      content: self, entries: [ToolbarEntry(placement: .automatic, content: AnyView(HStack(spacing: 12) { content() }))])
  }

  /// The older spelling of leading and trailing title-strip items.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    ToolbarView(
      content: self,
      entries: [
        ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading)),
        ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing)),
      ])
  }

  /// The older spelling of a leading title-strip item.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    ToolbarView(content: self, entries: [ToolbarEntry(placement: .navigationBarLeading, content: AnyView(leading))])
  }

  /// The older spelling of a trailing title-strip item.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    ToolbarView(content: self, entries: [ToolbarEntry(placement: .navigationBarTrailing, content: AnyView(trailing))])
  }
}
