/// A named value that views pass up the tree to their ancestors, combined on the way.
///
/// ```swift
/// struct TotalHeightKey: PreferenceKey {
///   static let defaultValue = 0.0
///   static func reduce(value: inout Double, nextValue: () -> Double) { value += nextValue() }
/// }
/// ```
///
/// Values are collected after each layout pass, so anchors in them resolve against the frames
/// that pass produced.
public protocol PreferenceKey {
  associatedtype Value
  /// The value when no view in the subtree sets one.
  static var defaultValue: Value { get }
  /// Combines the value collected so far with the next sibling subtree's (tree order).
  static func reduce(value: inout Value, nextValue: () -> Value)
}

/// Views that set or change a preference for their subtree.
@MainActor
protocol PreferenceWriting {
  /// Adjusts `value` (the combined value of the node's children for `key`, nil when none set
  /// one) with this view's contribution.
  func write<Key: PreferenceKey>(_ key: Key.Type, into value: inout Key.Value?, node: Node)
}

extension Node {
  /// The combined value of `key` over this subtree, or nil when nothing in it sets one.
  func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
    var combined = Node.preferenceValue(key, over: children)
    if let writer = view as? PreferenceWriting { writer.write(key, into: &combined, node: self) }
    return combined
  }

  /// The combined value of `key` over several sibling subtrees, in order.
  static func preferenceValue<Key: PreferenceKey>(_ key: Key.Type, over nodes: [Node]) -> Key.Value? {
    var combined: Key.Value?
    for node in nodes {
      guard let next = node.preferenceValue(key) else { continue }
      if combined == nil {
        combined = next
      } else {
        Key.reduce(value: &combined!, nextValue: { next })
      }
    }
    return combined
  }
}

/// Whether two preference values are the same, to decide if dependants must update.
/// Equatable values compare with `==`; others by their description (good for plain data).
func preferenceValuesEqual(_ a: Any, _ b: Any) -> Bool {
  if let equal = ValueEquality.equatable(a, b) { return equal }
  return String(describing: a) == String(describing: b)
}
