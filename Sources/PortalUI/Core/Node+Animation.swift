import PortalGraphics

extension Node {
  /// An effect value (opacity, scale, offset…) that animates when it changes inside an
  /// animated transaction. Call it from `place`; the node is re-placed each frame while moving.
  /// `kind` says how it animates under reduce motion.
  func animatedEffect<V: VectorArithmetic>(_ name: String, _ target: V, kind: MotionKind = .movement) -> V {
    let now = graph.now
    var motion = effectMotions[name] as? AnimatedValue<V> ?? AnimatedValue(target)
    if motion.target != target {
      if let animation = graph.animation(for: self, kind) {
        motion.animate(to: target, with: animation, at: now)
        graph.startAnimating(self)
      } else {
        motion.set(target)
      }
    }
    motion.settle(at: now)
    effectMotions[name] = motion
    return motion.value(at: now)
  }

  /// Places the node with its primitive view. The render transform it has stays while it is
  /// placed, and goes only when the placement sets none: cleared first, the subtree would be
  /// reported moved to where it shows untransformed (and damaged there) before the new
  /// transform moved it on, each frame of a slide.
  func placeKeepingRenderTransform(_ primitive: any PrimitiveView, in rect: Rect) {
    placedRenderTransform = false
    primitive.place(in: rect, node: self)
    if !placedRenderTransform { renderTransform = nil }
  }

  /// How close (in device pixels) a frame moving into place must come to count as arrived.
  static let restingDistance = 0.25

  /// Advances this node's motions to `time`; returns true while any is still moving.
  func advanceAnimations(to time: Double) -> Bool {
    let before = paintBounds
    var moving = false
    if frameMotion.isAnimating {
      // Arrived once within a quarter of a device pixel and slower than that per tenth of a
      // second: the rest of a spring's tail would move nothing a user can see, while every
      // frame of it draws the node again at sub-pixel offsets.
      frameMotion.settle(at: time, tolerance: Self.restingDistance / displayScale)
      frame = frameMotion.isAnimating ? frameMotion.value(at: time).rect : (targetFrame ?? frame)
      moving = frameMotion.isAnimating
    }
    if isEffectMoving(Self.animatableDataEffect) {
      // An animatable view's body shows the interpolated data: it is evaluated every frame.
      invalidate()
      moving = true
    }
    // Whether an effect (opacity, a colour, a clip) moves this frame, changing pixels: one that
    // began from rest at this very time still presents the value it rested at.
    let effectsMove = effectMotions.values.contains {
      guard let motion = $0 as? any AnyMotion else { return false }
      return motion.isAnimating && motion.beganFromRest != time
    }
    if !effectMotions.isEmpty, let target = targetFrame, let primitive {
      readingEnvironment { placeKeepingRenderTransform(primitive, in: target) }
      moving = moving || effectMotions.values.contains { ($0 as? any AnyMotion)?.isAnimating == true }
    }
    // Still under a fade too faint to show, it changes no pixel.
    if graph.holdsBackDamageWhileFadedOut(self, paintingAt: paintBounds) { return moving }
    // The first frame of motions begun from rest (a page about to be covered, whose dimming
    // starts at nothing) shows what the last one did: nothing to draw, nor to take from the
    // retained layers holding the node. A render transform set while placing reported itself.
    if before == paintBounds, !effectsMove, paintedBounds == before { return moving }
    // A frame that only moves changes no pixels inside a retained layer holding the node (the
    // layer compares where its nodes are when it draws); an effect does.
    graph.addDamage(before, from: self, changed: effectsMove)
    graph.addDamage(paintBounds, from: self, changed: effectsMove)
    paintedBounds = paintBounds
    return moving
  }
}

/// Lets a node ask whether a type-erased motion is still moving.
protocol AnyMotion {
  var isAnimating: Bool { get }
  var beganFromRest: Double? { get }
}

extension AnimatedValue: AnyMotion {}
