/// Keeps its node in a reference, for what acts on the subtree later (a menu reading its
/// items in the environment there, a copy of the text inside).
struct NodeRecorder<Content: View>: View, SingleChildModifier {
  let content: Content
  let reference: NodeReference
  func didUpdate(node: Node) { reference.node = node }
}

extension View {
  /// Keeps this view's node in `reference`.
  func recordingNode(in reference: NodeReference) -> some View {
    NodeRecorder(content: self, reference: reference)
  }
}
