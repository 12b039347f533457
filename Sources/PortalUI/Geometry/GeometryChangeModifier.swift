import PortalGraphics

/// Runs an action after a layout pass in which a value derived from the view's geometry
/// changed.
struct GeometryChangeObserver<Content: View, Value: Equatable>: View, SingleChildModifier {
  let content: Content
  let transform: (GeometryProxy) -> Value
  let action: (Value, Value) -> Void
  /// Whether the first value seen is reported too (as the one-value form does).
  let reportsInitialValue: Bool

  /// Laid out wherever it moves: its window frame is part of its geometry.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    // The action is the app's: a rehearsal runs none.
    guard !node.graph.isRehearsal else { return }
    let (transform, action, reportsInitialValue) = (self.transform, self.action, self.reportsInitialValue)
    node.graph.afterLayoutActions.append { [handle = node.handle] in
      guard let node = handle.node, node.isAttached else { return }
      let value = transform(GeometryProxy(node: node))
      let previous = node[ObservedGeometry<Value>.self]
      node[ObservedGeometry<Value>.self] = value
      if let previous {
        if previous != value { action(previous, value) }
      } else if reportsInitialValue {
        action(value, value)
      }
    }
  }
}

/// The value an `.onGeometryChange` transform last produced.
enum ObservedGeometry<V>: NodeStateSlot {
  typealias Value = V
}

extension View {
  /// Runs `action` with a value derived from the view's geometry (its size, its frame in a
  /// coordinate space) when the view is first laid out and whenever the value changes after a
  /// layout pass. State changed by the action is applied in the same frame.
  ///
  /// ```swift
  /// Text(title)
  ///   .onGeometryChange(for: CGFloat.self) { $0.size.height } action: { titleHeight = $0 }
  /// ```
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
  ) -> some View {
    GeometryChangeObserver(
      content: self, transform: transform, action: { _, new in action(new) }, reportsInitialValue: true)
  }

  /// Runs `action` with the old and the new value when a value derived from the view's
  /// geometry changes after a layout pass (the value of the first layout is recorded without
  /// calling it).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View {
    GeometryChangeObserver(content: self, transform: transform, action: action, reportsInitialValue: false)
  }
}
