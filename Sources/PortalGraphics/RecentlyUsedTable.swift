/// Values by key, with the order they were last used in: what the shadow mask caches share.
/// Each cache decides when to drop the least recently used (a byte budget, a count).
struct RecentlyUsedTable<Key: Hashable, Value> {
  private var entries: [Key: (value: Value, lastUse: Int)] = [:]
  /// Counts uses: a larger stamp is a later use.
  private var clock = 0

  var count: Int { entries.count }

  /// The value kept for `key`, now the most recently used; nil when none is kept.
  mutating func value(for key: Key) -> Value? {
    guard let entry = entries[key] else { return nil }
    clock += 1
    entries[key]?.lastUse = clock
    return entry.value
  }

  /// Keeps `value` for `key` as the most recently used.
  mutating func insert(_ value: Value, for key: Key) {
    clock += 1
    entries[key] = (value, clock)
  }

  /// Drops the least recently used entry and returns its key; nil when there is none.
  mutating func removeLeastRecentlyUsed() -> Key? {
    guard let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return nil }
    entries[oldest.key] = nil
    return oldest.key
  }

  /// Drops the least recently used entry whose value satisfies `preferred`, or when none does
  /// the least recently used of all, and returns it; nil when there is none.
  mutating func removeLeastRecentlyUsedEntry(preferring preferred: (Value) -> Bool) -> (key: Key, value: Value)? {
    var first: Candidate?
    for (key, entry) in entries {
      let candidate = Candidate(key: key, preferred: preferred(entry.value), lastUse: entry.lastUse)
      if first.map({ candidate.goesBefore($0) }) ?? true { first = candidate }
    }
    guard let first, let value = entries.removeValue(forKey: first.key)?.value else { return nil }
    return (first.key, value)
  }

  /// Drops `count` entries (all of them when there are fewer): those whose value satisfies
  /// `preferred` first, least recently used first among each.
  mutating func removeLeastRecentlyUsed(_ count: Int, preferring preferred: (Value) -> Bool) {
    let order = entries.map { Candidate(key: $0.key, preferred: preferred($0.value.value), lastUse: $0.value.lastUse) }
      .sorted { $0.goesBefore($1) }
    for candidate in order.prefix(count) { entries[candidate.key] = nil }
  }

  /// An entry considered for removal.
  private struct Candidate {
    let key: Key
    let preferred: Bool
    let lastUse: Int

    /// A preferred entry goes before any other; among equals the least recently used.
    func goesBefore(_ other: Candidate) -> Bool {
      preferred != other.preferred ? preferred : lastUse < other.lastUse
    }
  }

  /// Drops the entry for `key`.
  mutating func removeValue(for key: Key) { entries[key] = nil }

}
