/// A kind of state a primitive view keeps in its node across updates, and that state's type.
///
/// ```swift
/// final class PagerState: NodeStateObject { … }       // the state is its own slot
/// enum CoveredFraction: NodeStateSlot { typealias Value = Double }
///
/// let pager = PagerState.of(node)                     // made and kept the first time
/// node[CoveredFraction.self] = 0.3
/// ```
///
/// Slots are types, not strings: a misspelt slot does not compile, and what is read is what
/// was written. A slot's `Value` is not optional: reading nil means nothing was kept, and
/// writing nil forgets what was.
protocol NodeStateSlot {
  associatedtype Value = Self
}

extension Node {
  /// The state kept in `slot`, or nil when none was kept.
  subscript<Slot: NodeStateSlot>(_ slot: Slot.Type) -> Slot.Value? {
    get {
      // Unwrapped first: a missing entry cast to an optional `Value` would read as a kept nil.
      guard let stored = storage[ObjectIdentifier(slot)] else { return nil }
      return stored as? Slot.Value
    }
    set { storage[ObjectIdentifier(slot)] = newValue }
  }
}

/// A slot whose state is an object of its own type, made empty the first time a node is asked
/// for it: what a view keeps and changes in place (a pager's page, a lazy container's rows).
@MainActor
protocol NodeStateObject: AnyObject, NodeStateSlot where Value == Self {
  init()
}

extension NodeStateObject {
  /// The state kept in `node`, made and kept there the first time it is asked for.
  static func of(_ node: Node) -> Self {
    if let state = node[Self.self] { return state }
    let state = Self()
    node[Self.self] = state
    return state
  }
}
