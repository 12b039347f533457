import PortalGraphics

/// Which animation a change uses, and the nodes whose frames or effects are animating.
extension ViewGraph {
  /// The animation a layout or effect change of `node` should use in this pass, if any.
  /// Under reduce motion, movement jumps and fades become short cross-fades.
  func animation(for node: Node, _ kind: MotionKind = .movement) -> Animation? {
    guard let requested = requestedAnimation(for: node) else { return nil }
    // Read for the motion starting now: turning reduced motion on or off later leaves the
    // node as it is (a motion under way runs its course, as in SwiftUI).
    let reduced = EnvironmentReads.untracked { node.environment.accessibilityReduceMotion }
    return reduced ? kind.reducedMotionAnimation : requested
  }

  private func requestedAnimation(for node: Node) -> Animation? {
    var current: Node? = node
    while let n = current {
      if let scoped = n.scopedAnimation, scoped.pass == updatePass { return scoped.animation }
      current = n.parent
    }
    if Transaction.current.animation != nil { return Transaction.current.animation }
    return passAnimation
  }

  func startAnimating(_ node: Node) {
    let id = ObjectIdentifier(node)
    if animatingNodes[id] == nil {
      passCompletion?.began()
      animatingNodes[id] = (node, passCompletion)
    }
    host.setNeedsFrame()
  }

  /// Moves every animating node to `time`; drops the ones that arrived.
  func advanceAnimations(to time: Double) {
    for (id, entry) in animatingNodes {
      let moving = entry.node.isDrawn && entry.node.advanceAnimations(to: time)
      if !moving {
        animatingNodes[id] = nil
        entry.completion?.ended()
      }
    }
  }

  /// Nodes with motion under way.
  public var animatingNodeCount: Int { animatingNodes.count }
}
