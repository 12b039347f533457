/// A reference to a node for what may outlive it: Observation's callbacks, `@State` boxes
/// held by bindings, work queued for after an update. `node` is nil once the node is freed.
///
/// It replaces a weak reference to the node. The Swift runtime gives every object that is
/// ever weakly referenced a side table, and from then on each retain and release of it takes
/// the runtime's slow path; nodes are retained and released on every layout and draw. The
/// node owns its handle and clears it when it is freed, so the node itself is never weakly
/// referenced.
///
/// `node` is written only by the node's `deinit` and read on the main actor, where nodes are
/// released.
final class NodeHandle: @unchecked Sendable {
  nonisolated(unsafe) unowned(unsafe) var node: Node?

  init(_ node: Node) { self.node = node }
}
