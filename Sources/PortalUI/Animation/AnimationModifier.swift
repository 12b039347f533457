import PortalGraphics

/// Animates the changes inside `content` with `animation` whenever `value` changes.
struct AnimationScopeView<Content: View, Value: Equatable>: View, SingleChildModifier {
  let content: Content
  let animation: Animation?
  let value: Value

  func didUpdate(node: Node) {
    let previous = node[AnimationScopeValue<Value>.self]
    node[AnimationScopeValue<Value>.self] = value
    if let previous, previous != value {
      node.scopedAnimation = (animation, node.graph.updatePass)
    }
  }
}

extension View {
  /// Animates the changes to this view (its layout and animatable properties) with
  /// `animation` whenever `value` changes.
  ///
  /// ```swift
  /// Circle().scaleEffect(isOn ? 1.2 : 1).animation(.bouncy, value: isOn)
  /// ```
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    AnimationScopeView(content: self, animation: animation, value: value)
  }
}

/// The value an `.animation(_:value:)` scope last saw.
enum AnimationScopeValue<V>: NodeStateSlot {
  typealias Value = V
}
