import PortalGraphics

/// Draws the content as one translucent layer; fully transparent content is not drawn and
/// lets clicks through to what is behind it.
struct OpacityView<Content: View>: View, SingleChildModifier, HitTestable {
  let content: Content
  let opacity: Double

  func place(in frame: Rect, node: Node) {
    node[PresentedOpacity.self] = node.animatedSubtreeEffect("opacity", opacity, kind: .fade)
    node.placeContent(in: frame)
  }

  /// The opacity shown now: between the old and new value while it animates.
  private func presented(_ node: Node) -> Double { min(max(node[PresentedOpacity.self] ?? opacity, 0), 1) }

  func draw(node: Node, in context: DrawContext) {
    let alpha = presented(node)
    node.drawChildrenFaded(alpha, in: context)
  }

  /// Faded, nothing is opaque.
  func paintsOpaque(over rect: Rect, node: Node) -> Bool {
    presented(node) >= 1 && node.childrenPaintOpaque(over: rect)
  }

  func opaqueOutline(node: Node) -> Path? { presented(node) >= 1 ? node.soleDrawnChild?.opaqueOutline : nil }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    presented(node) > 0 ? node.hitTestChildren(point, purpose: purpose) : nil
  }
}

extension View {
  /// Makes the view translucent: 1 is opaque, 0 invisible (and not clickable). Overlapping
  /// parts of the content blend as one layer, not one over the other.
  ///
  /// ```swift
  /// Text("Disabled").opacity(0.4)
  /// ```
  public func opacity(_ opacity: Double) -> some View { OpacityView(content: self, opacity: opacity) }
}

/// The opacity a view presents while it animates.
enum PresentedOpacity: NodeStateSlot {
  typealias Value = Double
}
