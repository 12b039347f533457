import PortalGraphics

/// How a view's drawing takes a fade from above it (`Node.drawChildrenFaded`).
enum FadeablePaint {
  /// Its drawing paints once (one fill, one image) and takes `DrawContext.fade` into that paint.
  case ownPaint
  /// It draws its children and nothing of its own: it paints once when they do.
  case children
  /// Anything else: a fade above it blends a group.
  case group
}

/// Fading a subtree without a group when nothing in it overlaps.
///
/// `opacity` and a fading transition blend their content as one layer: drawn into a group,
/// then blended at the opacity, so overlapping parts do not show through each other. The group
/// costs two passes over its area on top of the drawing (clearing it, blending it), and cairo
/// sizes it to the clip, which in a frame is the damage. Content that paints exactly once (one
/// colour fill, one image, one retained layer's kept pixels) overlaps nothing, and that one
/// paint made translucent gives the same pixels. A sheet's dimming backdrop is such content:
/// one colour over the whole window, on every frame of the slide.
///
/// Other content still blends a group, now only as large as what it paints.
extension Node {
  /// Draws the children at `alpha`, as one translucent layer.
  func drawChildrenFaded(_ alpha: Double, in context: DrawContext) {
    let outer = context.fade
    // Below 1 only when a fade above folded into this one (its children paint once too).
    let total = min(max(alpha, 0), 1) * outer
    guard !Fade.showsNothing(total) else { return }
    defer { context.fade = outer }
    if total >= 1 || childrenPaintAtMostOnce {
      context.fade = total
      drawChildren(in: context)
      return
    }
    context.fade = 1
    // Whole points outwards: the bounds reach 8 points past what is painted, and a clip on whole
    // pixels blends no edge pixel partly.
    let bounds = (subtreePaintBounds() ?? frame).integral
    context.canvas.withOpacity(total, within: bounds) { drawChildren(in: context) }
  }

  /// Whether the drawn children, drawn now, paint at most once between them.
  private var childrenPaintAtMostOnce: Bool {
    let drawn = drawnChildren
    guard drawn.count <= 1 else { return false }
    return drawn.first?.paintsAtMostOnce ?? true
  }

  /// Whether drawing the subtree now paints at most once, taking `DrawContext.fade` into that
  /// paint: a retained layer (its kept pixels), a leaf that says so, or a chain of views that
  /// draw only their one child down to one.
  var paintsAtMostOnce: Bool {
    if retainedLayer != nil, graph.drawsRetainedLayers { return true }
    switch primitive?.fadeablePaint(node: self) ?? .children {
    case .ownPaint: return true
    case .group: return false
    case .children: return childrenPaintAtMostOnce
    }
  }
}

/// How faint a fade may be and still change a pixel.
enum Fade {
  /// Whether content drawn at `opacity` changes no pixel: less than half a step of an 8-bit
  /// channel, even where the content is opaque.
  static func showsNothing(_ opacity: Double) -> Bool { opacity < 0.5 / 255 }
}

extension Node {
  /// Whether a transition's fade on this node or above it is too faint to show anything.
  var isHiddenByFade: Bool {
    var node: Node? = self
    while let current = node {
      if let state = current.presentedSubtreeEffects["transition"] as? TransitionState, Fade.showsNothing(state.opacity) {
        return true
      }
      node = current.parent
    }
    return false
  }
}
