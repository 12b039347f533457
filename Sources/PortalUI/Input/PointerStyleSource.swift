/// A primitive view that decides the pointer's style over itself and what it contains (unless
/// something inside decides first): `pointerStyle(_:)`, text entry, selectable text, and
/// controls that follow a press. Nil leaves the decision to the views around it.
@MainActor
protocol PointerStyleSource {
  func pointerStyle(node: Node) -> PointerStyle?
  /// True for a style the app chose (`pointerStyle(_:)`), which a control it is applied to
  /// shows instead of its own; false for a kind's default.
  var isChosenStyle: Bool { get }
}

extension PointerStyleSource {
  var isChosenStyle: Bool { false }

  /// A control's own style while it is enabled, the arrow while it is disabled.
  func controlStyle(_ style: PointerStyle, node: Node) -> PointerStyle {
    node.environment.isEnabled ? style : .default
  }
}
