import PortalGraphics

/// Draws the content as one layer whose every pixel has its hue turned, luminance kept.
struct HueRotationView<Content: View>: View, SingleChildModifier {
  let content: Content
  let angle: Angle

  func place(in frame: Rect, node: Node) {
    node[PresentedHueRotation.self] = node.animatedSubtreeEffect("hueRotation", angle.radians, kind: .fade)
    node.placeContent(in: frame)
  }

  func draw(node: Node, in context: DrawContext) {
    let radians = node[PresentedHueRotation.self] ?? angle.radians
    context.canvas.withColorMatrix(.hueRotation(radians: radians)) { node.drawChildren(in: context) }
  }
}

extension View {
  /// Turns the hue of everything the view draws around the colour wheel by `angle`, keeping
  /// each colour's brightness: red turned by 120° becomes a dark green, greys stay grey. The
  /// angle animates.
  ///
  /// ```swift
  /// Image("poster").hueRotation(.degrees(isAlternate ? 180 : 0))
  /// ```
  public func hueRotation(_ angle: Angle) -> some View { HueRotationView(content: self, angle: angle) }
}

/// The hue rotation (radians) a view presents while it animates.
enum PresentedHueRotation: NodeStateSlot {
  typealias Value = Double
}
