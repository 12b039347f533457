import PortalHost

/// Hears keys only while keyboard focus is on a view inside it: how a control takes the arrow
/// keys when it is focused and leaves them to others when it is not.
struct FocusedKeyView<Content: View>: View, SingleChildModifier, KeyHandling {
  let content: Content
  let action: (Key) -> Bool
  private let reference = NodeReference()

  init(content: Content, action: @escaping (Key) -> Bool) {
    self.content = content
    self.action = action
  }

  func didUpdate(node: Node) { reference.node = node }

  func handleKey(_ key: Key) -> Bool {
    guard let node = reference.node, node.isAttached, let focused = node.graph.input.focusedNode,
      focused.ancestry.contains(where: { $0 === node })
    else { return false }
    return action(key)
  }
}

extension View {
  /// Runs `action` for keys pressed while keyboard focus is inside this view; it returns
  /// whether it used the key.
  func onKeyPressWhileFocused(_ action: @escaping (Key) -> Bool) -> some View {
    FocusedKeyView(content: self, action: action)
  }
}
