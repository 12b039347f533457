import Observation
import PortalGraphics
import PortalHost

/// A context menu's items, for the `.contextMenu(_:)` spelling of iOS 13.
public struct ContextMenu<MenuItems: View> {
  let items: MenuItems

  /// A context menu of `menuItems`.
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.items = menuItems() }
}

extension View {
  /// Adds a menu that opens at the pointer on a right click on this view, or below it with the
  /// Menu key or Shift+F10 while it (or a view inside it) has keyboard focus. The items are
  /// written as a `Menu`'s are (buttons, toggles, pickers, submenus, dividers, sections). A
  /// menu with no items does not open.
  ///
  /// ```swift
  /// Text(note.title).contextMenu {
  ///   Button("Duplicate", systemImage: "plus.square.on.square") { duplicate(note) }
  ///   Button("Delete", systemImage: "trash", role: .destructive) { delete(note) }
  /// }
  /// ```
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
    let items = menuItems()
    return ContextMenuView(content: self) { _, environment in
      MenuContent.entries(of: items, environment: environment)
    }
  }

  /// Adds a context menu with a preview. The preview is iOS's lifted picture of the view on a
  /// long press; on the desktop the menu opens at the pointer and no preview is shown.
  public func contextMenu<MenuItems: View, Preview: View>(
    @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
  ) -> some View {
    let items = menuItems()
    return ContextMenuView(content: self) { _, environment in
      MenuContent.entries(of: items, environment: environment)
    }
  }

  /// Adds a context menu (iOS 13's spelling); nil adds none.
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    let items = contextMenu?.items
    return ContextMenuView(content: self) { _, environment in
      items.map { MenuContent.entries(of: $0, environment: environment) } ?? []
    }
  }

  /// Adds a context menu for the items of a list or table: `menu` is given the ids of the
  /// items the menu is for. Here that is the item right-clicked (or focused): the nearest
  /// `ForEach` element id or `.tag(_:)` of type `I` around the view under the pointer; the empty
  /// set on the list's empty area. `primaryAction` (a double click on macOS) is accepted and
  /// not called yet.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View {
    ContextMenuView(content: self) { hit, environment in
      MenuContent.entries(
        of: menu(hit.map { ContextMenuSelection.ids(of: I.self, around: $0) } ?? []), environment: environment)
    }
  }
}

enum ContextMenuSelection {
  /// The innermost id of type `I` around `node`: a `.tag(_:)` or a `ForEach` element's id.
  @MainActor
  static func ids<I: Hashable>(of type: I.Type, around node: Node) -> Set<I> {
    for ancestor in node.ancestry {
      if let tagged = ancestor.view as? TagCarrying, let id = tagged.tag.base as? I { return [id] }
      for part in ancestor.key.parts.reversed() {
        if let id = part.base.base as? I { return [id] }
      }
    }
    return []
  }
}

/// A view with a context menu: it opens the menu when asked (`ContextMenuOpening`) and shows it
/// in a popup at the point it was asked for.
struct ContextMenuView<Content: View>: View {
  let content: Content
  /// The menu's lines, for the view under the pointer (or focused), in the environment of the
  /// view with the menu.
  let entries: (Node?, EnvironmentValues) -> [MenuEntry]
  @State private var session = ContextMenuSession()

  var body: some View {
    let session = self.session
    let model = session.model
    let isOpen = Binding(get: { session.model != nil }, set: { if !$0 { session.model = nil } })
    let entries = self.entries
    ContextMenuSource(content: content) { point, hit, node in
      let lines = entries(hit, node.environment)
      guard !lines.isEmpty else { return false }
      session.point = point
      session.model = MenuModel(entries: lines, finish: { session.model = nil })
      return true
    }
    .popup(isPresented: isOpen, placement: .at(session.point), keys: { session.model?.handleKey($0) ?? false }) {
      if let model { MenuList(model: model) }
    }
  }
}

/// The open context menu of a view, and where it opened.
@MainActor @Observable
final class ContextMenuSession {
  var model: MenuModel?
  var point = Point(x: 0, y: 0)
}

/// A view that opens a context menu at a window point, for the view `hit` inside it.
@MainActor
protocol ContextMenuOpening {
  /// Opens the menu of the view at `node`; false when it has nothing to show.
  func openContextMenu(at point: Point, hit: Node?, node: Node) -> Bool
}

struct ContextMenuSource<Content: View>: View, SingleChildModifier, ContextMenuOpening {
  let content: Content
  let open: (Point, Node?, Node) -> Bool

  func openContextMenu(at point: Point, hit: Node?, node: Node) -> Bool { open(point, hit, node) }
}
