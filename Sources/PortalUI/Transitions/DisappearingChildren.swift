/// Removal transitions. A child that leaves the tree inside an animated transaction and
/// carries a `.transition` is not detached at once: its parent keeps it in
/// `disappearingChildren`, which are drawn (at their old place in the drawing order) but not
/// laid out, hit tested or re-evaluated. When its transition has run, it is detached.
extension Node {
  /// Starts animating `child` out if it has a transition and the change is animated.
  /// Returns false when it should be detached now.
  func beginDisappearing(_ child: Node, at index: Int) -> Bool {
    guard let carrier = child.transitionCarrier, let frame = carrier.targetFrame,
      graph.animation(for: child, .fade) != nil
    else { return false }
    disappearingChildren.append((child, index))
    carrier[IsBeingRemoved.self] = true
    child.forEachDescendant { $0[RemovalBeginsAction.self]?() }
    // Placing the carrier retargets its transition towards the removal state under the
    // current animation (or detaches at once when there is nothing to animate).
    carrier.primitive?.place(in: frame, node: carrier)
    return true
  }

  /// The transition modifier that stands for this view: this node or one down its chain of
  /// single children (the view's own modifiers).
  var transitionCarrier: Node? {
    var node: Node = self
    while true {
      if node.view is TransitionCarrier { return node }
      guard node.children.count == 1 else { return nil }
      node = node.children[0]
    }
  }

  /// Called by a carrier whose removal transition has finished: detaches the disappearing
  /// view it belongs to.
  func finishDisappearing() {
    var node: Node = self
    while let parent = node.parent {
      if let index = parent.disappearingChildren.firstIndex(where: { $0.node === node }) {
        parent.disappearingChildren.remove(at: index)
        node.detach()
        node.unlinkFromParent()
        return
      }
      node = parent
    }
  }

  /// True for a view inserted by this update pass on its own: its nearest ancestor that is not
  /// new either existed before, or reaches it through single-child modifiers only. Views deep
  /// inside an inserted container take no insertion transition, as in SwiftUI.
  var isInsertedView: Bool {
    let pass = graph.updatePass
    guard createdInPass == pass else { return false }
    var node: Node = self
    while let parent = node.parent, parent.createdInPass == pass {
      guard parent.children.count == 1 else { return false }
      node = parent
    }
    return true
  }

  /// The children to draw: the live ones with the disappearing ones at their old positions.
  var drawnChildren: [Node] {
    guard !disappearingChildren.isEmpty else { return children }
    var result = children
    for entry in disappearingChildren.sorted(by: { $0.index < $1.index }) {
      result.insert(entry.node, at: min(entry.index, result.count))
    }
    return result
  }

  /// Like `isAttached`, but also true while the node (or an ancestor) is disappearing: its
  /// animations must keep running.
  var isDrawn: Bool {
    var node: Node = self
    while let parent = node.parent {
      guard
        parent.children.contains(where: { $0 === node })
          || parent.disappearingChildren.contains(where: { $0.node === node })
      else { return false }
      node = parent
    }
    return node === graph.root || graph.overlayLayers.contains(root: node)
  }
}

/// Tells a view when the subtree it is in starts its removal transition (a sheet starting to
/// slide away), before `onDisappear`, which comes when the transition has run.
struct RemovalObserver<Content: View>: View, SingleChildModifier {
  let content: Content
  let action: () -> Void

  func didUpdate(node: Node) { node[RemovalBeginsAction.self] = action }
}


extension View {
  /// Runs `action` when a removal transition of this view (or a container it is in) starts.
  /// A removal without a transition runs none; `onDisappear` covers both.
  package func onRemovalBegins(_ action: @escaping () -> Void) -> some View {
    RemovalObserver(content: self, action: action)
  }
}

/// Set on a child whose removal transition has begun.
enum IsBeingRemoved: NodeStateSlot {
  typealias Value = Bool
}

/// What an `onRemovalBegins` view runs when a removal transition above it begins.
enum RemovalBeginsAction: NodeStateSlot {
  typealias Value = () -> Void
}
