/// Which environment values each node reads.
///
/// While a node evaluates, lays out or draws, every read of an environment value
/// (`EnvironmentValues` by key, a model by its type) is noted as the node's. An environment
/// that changes only in values a node never read leaves the node as it was: it takes the new
/// environment and hands it down without evaluating, laying out or drawing again, as SwiftUI
/// re-evaluates a view only for the environment values it depends on. Toggling reduced motion
/// at the root then evaluates the views that ask for it, not the whole window.
enum EnvironmentReads {
  /// The node evaluating, laying out or drawing now; nil outside those.
  nonisolated(unsafe) static var reader: Node?

  /// Notes that the current node read the value of `key` (a key type, or a model's type).
  @inline(__always) static func note(_ key: ObjectIdentifier) {
    reader?.noteEnvironmentRead(key)
  }

  /// Runs `body` without noting its reads: a value read to decide something only at that
  /// moment (how a motion starting now runs), which leaves nothing to redo when it changes.
  @MainActor static func untracked<T>(_ body: () throws -> T) rethrows -> T {
    let outer = reader
    reader = nil
    defer { reader = outer }
    return try body()
  }
}

extension Node {
  /// Runs `body` with the environment values it reads noted as this node's.
  @inline(__always) func readingEnvironment<T>(_ body: () throws -> T) rethrows -> T {
    let outer = EnvironmentReads.reader
    EnvironmentReads.reader = self
    defer { EnvironmentReads.reader = outer }
    return try body()
  }

  /// Notes a read of `key` (a handful per node: a linear search beats hashing).
  nonisolated func noteEnvironmentRead(_ key: ObjectIdentifier) {
    if !environmentKeysRead.contains(key) { environmentKeysRead.append(key) }
  }

  /// Whether the node has read any of `keys`.
  func readsAnyEnvironmentValue(of keys: [ObjectIdentifier]) -> Bool {
    // A loop, not `contains(where:)`: a main-actor closure handed to the standard library
    // checks its executor on every call, and every node handed a changed environment asks.
    for key in keys where environmentKeysRead.contains(key) { return true }
    return false
  }
}
