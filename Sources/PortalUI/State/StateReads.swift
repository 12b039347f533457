/// Which views read a `@State` value, so that setting it evaluates again only those, as
/// SwiftUI does.
///
/// A view that owns a state and only hands a binding to it on (`NavigationStack(path: $path)`)
/// does not read the value: when the path changes the stack that reads it is evaluated again,
/// not the owner and with it every view the owner built. A value read:
/// - while a node evaluates (its body, or a primitive view's children, including the content
///   closures it calls) makes that node a reader;
/// - while the graph lays out, draws or runs its after-layout work, outside any evaluation (a
///   shape's path read from a binding, a canvas drawing, a preference's transform), makes the
///   state's owner a reader, evaluated again with every view below it handed over anew, none
///   skipped as the same: a closure or binding handed on unchanged compares the same, yet what
///   it reads has changed (`Node.evaluatesSubtreeAnew`);
/// - anywhere else (an action, a gesture, an animation's step) makes no reader: what it does
///   with the value is a change of its own.
@MainActor
enum StateReads {
  /// Who is reading now.
  enum Reader {
    /// No one: a read here is not a dependency.
    case none
    /// The node being evaluated.
    case node(Node)
    /// The owner of whatever state is read (layout and drawing).
    case owner
  }

  /// Who reads now.
  private(set) static var current = Reader.none

  /// Runs `body` (a node's evaluation) with `node` as the reader.
  static func evaluating<T>(_ node: Node, _ body: () -> T) -> T {
    let previous = current
    current = .node(node)
    defer { current = previous }
    return body()
  }

  /// Runs `body` (layout, drawing) with each state's owner as the reader, where no node's
  /// evaluation inside it names a reader of its own.
  static func readingForOwners<T>(_ body: () -> T) -> T {
    let previous = current
    current = .owner
    defer { current = previous }
    return body()
  }
}

/// The nodes that read one `@State` value since it was last set.
@MainActor
struct StateReaders {
  private var nodes: [ObjectIdentifier: NodeHandle] = [:]
  /// Whether the owner reads it (see `StateReads.Reader.owner`).
  private var owner = false
  /// How many readers there may be before those that left the tree are dropped.
  private var pruneAt = 32

  /// Notes the current reader, if there is one.
  mutating func noteRead() {
    switch StateReads.current {
    case .none:
      break
    case .owner:
      owner = true
    case .node(let node):
      let key = ObjectIdentifier(node)
      guard nodes[key] == nil else { return }
      nodes[key] = node.handle
      if nodes.count >= pruneAt {
        // A value read by rows that come and go: keep only the living.
        nodes = nodes.filter { $0.value.node?.isAttached ?? false }
        pruneAt = max(32, nodes.count * 2)
      }
    }
  }

  /// Schedules every reader (the owner `owner`, where it read the value) for evaluation and
  /// forgets them: each notes itself again as it reads the new value.
  mutating func invalidate(owner ownerHandle: NodeHandle?, transaction: Transaction) {
    if owner, let node = ownerHandle?.node {
      node.evaluatesSubtreeAnew = true
      node.invalidate(transaction: transaction)
    }
    for handle in nodes.values { handle.node?.invalidate(transaction: transaction) }
    nodes.removeAll(keepingCapacity: true)
    owner = false
  }
}
