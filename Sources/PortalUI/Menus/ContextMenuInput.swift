import PortalGraphics
import PortalHost

/// How a context menu is asked for: a right click, or the Menu key or Shift+F10 for the view
/// with keyboard focus. A text field or editor has a menu of its own (Cut, Copy, Paste, Select
/// All); other views the menu of the nearest `.contextMenu` around them.
extension InputState {
  /// The Menu key's keysym.
  static let menuKey = Key(keysym: 0xFF67)
  static let f10 = Key(keysym: 0xFFC7)

  /// Whether a key press asks for the focused view's context menu.
  static func asksForContextMenu(_ key: Key, modifiers: KeyModifiers) -> Bool {
    key == menuKey || (key == f10 && modifiers.contains(.shift))
  }

  /// A right click at `point`: an open popup it is not on closes; the menu of the view under
  /// the pointer opens there.
  func openContextMenu(at point: Point, in graph: ViewGraph) {
    let hit = graph.hitTest(point)
    if !graph.popups.isEmpty {
      if let hit, Self.isInPopup(hit, graph: graph) { return }
      graph.popups.dismissAll()
    }
    guard let hit else { return }
    if let target = Self.tapTarget(hit), target.primitive is TextInputHandling {
      focus(target)
      TextEditingMenu.open(for: target, at: point, in: graph)
      return
    }
    for node in hit.ancestry where node.primitive != nil {
      if let source = node.view as? ContextMenuOpening, source.openContextMenu(at: point, hit: hit, node: node) { return }
    }
  }

  /// The Menu key or Shift+F10: the focused view's context menu opens below its leading edge.
  /// False when it has none.
  func openContextMenuForFocus(in graph: ViewGraph) -> Bool {
    guard let focused = focusedNode, focused.isAttached else { return false }
    let point = Point(x: focused.frame.minX + 4, y: focused.frame.maxY + 2)
    if focused.primitive is TextInputHandling {
      TextEditingMenu.open(for: focused, at: point, in: graph)
      return true
    }
    for node in focused.ancestry where node.primitive != nil {
      if let source = node.view as? ContextMenuOpening, source.openContextMenu(at: point, hit: focused, node: node) {
        return true
      }
    }
    return false
  }

  private static func isInPopup(_ node: Node, graph: ViewGraph) -> Bool {
    var top = node
    while let parent = top.parent { top = parent }
    return graph.popups.contains(root: top)
  }
}

/// The context menu of a text field or editor: Cut, Copy, Paste and Select All, each doing what
/// its keyboard shortcut does.
enum TextEditingMenu {
  @MainActor
  static func open(for node: Node, at point: Point, in graph: ViewGraph) {
    let handle = node.handle
    func command(_ letter: Character) -> () -> Void {
      {
        guard let node = handle.node, node.isAttached, let editor = node.primitive as? TextInputHandling,
          let key = Key(character: letter)
        else { return }
        _ = editor.handleEditingKey(key, modifiers: .control, node: node)
      }
    }
    func item(_ title: String, _ letter: Character) -> MenuEntry {
      .item(
        MenuItem(
          label: AnyView(Text(title)), title: title, shortcut: KeyboardShortcut(KeyEquivalent(letter)),
          action: command(letter)))
    }
    let model = MenuModel(
      entries: [item("Cut", "x"), item("Copy", "c"), item("Paste", "v"), .divider, item("Select All", "a")],
      finish: { if let node = handle.node { graph.popups.close(owner: node) } })
    graph.popups.show(
      owner: node, content: AnyView(MenuList(model: model)), environment: node.environment,
      keyHandler: { model.handleKey($0) }, dismiss: {}, placement: .at(point))
  }
}
