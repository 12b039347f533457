import PortalGraphics

/// Sets a preference to a fixed value, replacing what the content set.
struct PreferenceValueWriter<Content: View, Key: PreferenceKey>: View, SingleChildModifier, PreferenceWriting {
  let content: Content
  let value: Key.Value

  func write<Other: PreferenceKey>(_ key: Other.Type, into current: inout Other.Value?, node: Node) {
    guard Other.self == Key.self else { return }
    current = (value as! Other.Value)
  }
}

/// Changes the content's combined value of a preference.
struct PreferenceTransformer<Content: View, Key: PreferenceKey>: View, SingleChildModifier, PreferenceWriting {
  let content: Content
  let transform: (inout Key.Value) -> Void

  func write<Other: PreferenceKey>(_ key: Other.Type, into current: inout Other.Value?, node: Node) {
    guard Other.self == Key.self else { return }
    var value = (current as? Key.Value) ?? Key.defaultValue
    transform(&value)
    current = (value as! Other.Value)
  }
}

/// Sets a preference from an anchor of this view, resolved after layout.
struct AnchorPreferenceWriter<Content: View, Key: PreferenceKey, AnchorValue>: View, SingleChildModifier,
  PreferenceWriting
{
  let content: Content
  let source: Anchor<AnchorValue>.Source
  let transform: (Anchor<AnchorValue>) -> Key.Value

  func write<Other: PreferenceKey>(_ key: Other.Type, into current: inout Other.Value?, node: Node) {
    guard Other.self == Key.self else { return }
    current = (transform(source.resolve(node)) as! Other.Value)
  }
}

/// Runs an action after layout when the content's combined value of a preference changed.
struct PreferenceChangeObserver<Content: View, Key: PreferenceKey>: View, SingleChildModifier, ReadsDescendantLayout
where Key.Value: Equatable {
  let content: Content
  let action: (Key.Value) -> Void

  /// Laid out wherever it moves: it reports a value computed after layout.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    // The action is the app's: a rehearsal runs none.
    guard !node.graph.isRehearsal else { return }
    let action = self.action
    node.graph.afterLayoutActions.append { [handle = node.handle] in
      guard let node = handle.node, node.isAttached else { return }
      let value = Node.preferenceValue(Key.self, over: node.children) ?? Key.defaultValue
      if let previous = node[ReportedPreference<Key.Value>.self], previous == value { return }
      node[ReportedPreference<Key.Value>.self] = value
      action(value)
    }
  }
}

extension View {
  /// Sets a preference for ancestors to read, replacing any value the view's content set.
  ///
  /// ```swift
  /// Text("Inbox").preference(key: TitleKey.self, value: "Inbox")
  /// ```
  public func preference<Key: PreferenceKey>(key: Key.Type = Key.self, value: Key.Value) -> some View {
    PreferenceValueWriter<Self, Key>(content: self, value: value)
  }

  /// Changes the value of a preference that the view's content produced.
  public func transformPreference<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
  ) -> some View {
    PreferenceTransformer<Self, Key>(content: self, transform: callback)
  }

  /// Sets a preference from an anchor of this view (its bounds, a corner…), which ancestors
  /// resolve in their own coordinates with a `GeometryProxy`.
  ///
  /// ```swift
  /// Image("card").anchorPreference(key: CardBoundsKey.self, value: .bounds) { [id: $0] }
  /// ```
  public func anchorPreference<Value, Key: PreferenceKey>(
    key: Key.Type = Key.self, value: Anchor<Value>.Source, transform: @escaping (Anchor<Value>) -> Key.Value
  ) -> some View {
    AnchorPreferenceWriter<Self, Key, Value>(content: self, source: value, transform: transform)
  }

  /// Runs `action` with the combined value of a preference from this view's content: once
  /// after the first layout, then after each layout pass in which the value changed. State
  /// changed by the action is applied in the same frame.
  public func onPreferenceChange<Key: PreferenceKey>(
    _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
  ) -> some View where Key.Value: Equatable {
    PreferenceChangeObserver<Self, Key>(content: self, action: action)
  }
}

/// Views that read what their descendants publish or where they are (preferences, a scroll
/// view's geometry): when a descendant moves, they must be placed again too, so a partial
/// placement starts at the outermost of them.
protocol ReadsDescendantLayout {}

/// The preference value an `.onPreferenceChange` handler was last called with.
enum ReportedPreference<V>: NodeStateSlot {
  typealias Value = V
}
