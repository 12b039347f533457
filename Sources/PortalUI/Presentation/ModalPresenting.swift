/// A view that may cover the window with something modal: while it does, keyboard focus stays
/// on what it presents (`InputState.focusableNodes`).
@MainActor
protocol ModalPresenting {
  func isPresentingModal(node: Node) -> Bool
}

extension SheetLayer: ModalPresenting {
  /// Presented (not leaving) and shown; a sheet or a full-screen cover.
  func isPresentingModal(node: Node) -> Bool { identity != nil && !node.children.isEmpty }
}
