import PortalGraphics

/// Draws the content blurred with a Gaussian; the blur animates with its radius.
struct BlurView<Content: View>: View, SingleChildModifier {
  let content: Content
  let radius: Double
  let opaque: Bool

  var drawsOnlyChildren: Bool { false }

  func place(in frame: Rect, node: Node) {
    node[PresentedBlurRadius.self] = node.animatedEffect("blur", radius)
    node.placeContent(in: frame)
  }

  /// The blur spreads about three sigmas (a radius and a half) past what the content paints;
  /// an opaque blur keeps to the content's frame.
  var paintOutset: Double { opaque ? 0 : (max(radius, 0) * 1.5).rounded(.up) + 2 }

  func draw(node: Node, in context: DrawContext) {
    let radius = max(node[PresentedBlurRadius.self] ?? radius, 0)
    guard radius > 0.1 else { return node.drawChildren(in: context) }
    let reach = opaque ? 0 : radius * 1.5 + 2
    let bounds = node.frame.insetBy(dx: -reach, dy: -reach)
    context.canvas.withBlur(sigma: radius / 2, within: bounds) { node.drawChildren(in: context) }
  }
}

/// The blur radius a view presents while it animates.
enum PresentedBlurRadius: NodeStateSlot {
  typealias Value = Double
}

extension View {
  /// Draws the view blurred, `radius` points wide (the Gaussian's sigma is half of it). The
  /// blur spreads past the view's frame unless `opaque`, which keeps it inside.
  ///
  /// ```swift
  /// Image("cover").blur(radius: isLocked ? 12 : 0)
  /// ```
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    BlurView(content: self, radius: Double(radius), opaque: opaque)
  }
}
