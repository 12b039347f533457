import PortalGraphics

/// Primitive views that carry a transition; removal finds them to animate a view out.
@MainActor
protocol TransitionCarrier {}

/// Applies a transition's state to its content: faded, scaled about an anchor and displaced,
/// interpolated from the insertion state to the identity, or from the identity to the removal
/// state once the view has left the tree and is only still drawn.
struct TransitionView<Content: View>: View, SingleChildModifier, HitTestable, TransitionCarrier {
  let content: Content
  let transition: AnyTransition

  /// Laid out wherever it moves: it transforms about a point of its frame.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let removing = node[IsBeingRemoved.self] == true
    let requested = removing ? transition.removal : transition.insertion
    // Under reduce motion a view fades in and out instead of sliding or growing.
    let components = node.environment.accessibilityReduceMotion ? AnyTransition.reducedMotion(requested) : requested
    let target = removing ? AnyTransition.state(of: components, size: frame.size) : .identity
    if node.effectMotions["transition"] == nil, node.isInsertedView, node.graph.animation(for: node, .fade) != nil {
      // Seeded at the inactive state, the motion below animates from there to the identity.
      node.effectMotions["transition"] = AnimatedValue(AnyTransition.state(of: components, size: frame.size))
    }
    let state = node.animatedSubtreeEffect("transition", target, kind: .fade)
    node[TransitionState.self] = state
    let pivot = (AnyTransition.anchor(of: components) ?? .center).point(in: frame)
    var (dx, dy) = (state.dx, state.dy)
    if state.scale == 1 {
      // A view that only slides moves by whole device pixels: kept as a layer while it slides,
      // its pixels are copied rather than filtered, and its text stays as sharp as at rest.
      let scale = node.environment.displayScale
      (dx, dy) = ((dx * scale).rounded() / scale, (dy * scale).rounded() / scale)
    }
    let transform = Transform.translation(x: dx + pivot.x, y: dy + pivot.y)
      .concatenating(.scale(x: state.scale, y: state.scale))
      .translated(x: -pivot.x, y: -pivot.y)
    // A view inserted fading in from nothing paints nothing on its first frames, and damages
    // nothing (the window's pixels under it stay the window's) until its fade shows.
    let fadedOut = Fade.showsNothing(state.opacity) && (node.paintedBounds == nil || node.shownFromPass == .max)
    if fadedOut {
      if node.paintedBounds == nil { node.shownFromPass = .max }
      node.graph.placementsFadedOut += 1
    }
    defer { if fadedOut { node.graph.placementsFadedOut -= 1 } }
    node.placeContent(in: frame, renderTransform: transform)
    if removing, !node.isEffectMoving("transition") { node.finishDisappearing() }
  }

  private func opacity(_ node: Node) -> Double {
    min(max((node[TransitionState.self])?.opacity ?? 1, 0), 1)
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    node.drawChildrenFaded(opacity(node), in: context)
  }

  /// Its fade and its children's: it draws nothing else.
  func fadeablePaint(node: Node) -> FadeablePaint { .children }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? { opacity(node) > 0 ? node.hitTestChildren(point, purpose: purpose) : nil }
}

extension View {
  /// How the view enters and leaves the tree when it is inserted or removed inside an
  /// animated transaction (`withAnimation`, `.animation(_:value:)`).
  ///
  /// The transition applies to the view being inserted or removed itself (through its
  /// modifiers), not to views deep inside an inserted container. While it animates out, a
  /// removed view is still drawn but no longer laid out or clickable, and its state is gone.
  ///
  /// ```swift
  /// if isShowingBanner {
  ///   Banner().transition(.move(edge: .top).combined(with: .opacity))
  /// }
  /// ```
  public func transition(_ transition: AnyTransition) -> some View {
    TransitionView(content: self, transition: transition)
  }
}
