import PortalGraphics

/// What a view draws with during one frame.
@MainActor
public final class DrawContext {
  public let canvas: Canvas
  /// The region being redrawn, in window coordinates; drawing outside it is wasted.
  public let damage: Rect

  init(canvas: Canvas, damage: Rect) {
    self.canvas = canvas
    self.damage = damage
  }
}
