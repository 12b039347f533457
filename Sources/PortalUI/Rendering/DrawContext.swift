import PortalGraphics

/// What a view draws with during one frame.
@MainActor
public final class DrawContext {
  public let canvas: Canvas
  /// The region being redrawn, in window coordinates; drawing outside it is wasted.
  public private(set) var damage: Rect
  /// The part of `damage` that can show through the clips above the view being drawn, in its
  /// layout coordinates (the window's, through the render transforms above it): a view
  /// wholly outside it draws nothing that would show.
  public internal(set) var visibleDamage: Rect
  /// The opacity the next paint takes, below 1 while a fade above is folded into the one paint
  /// its content makes (see `Node.drawChildrenFaded`); a view that says it paints once
  /// (`FadeablePaint.ownPaint`) multiplies its paint by it.
  var fade = 1.0
  /// A clip meant for the content under a shadow but not for the shadow (an overlay layer's
  /// rounded corners): the first `shadow` drawn takes it, casts its shadow from it and clips its
  /// content to it (see `OverlayLayers`).
  var contentClip: Path?

  init(canvas: Canvas, damage: Rect) {
    self.canvas = canvas
    self.damage = damage
    visibleDamage = damage
  }

  /// Starts drawing another region with the same canvas (a context kept between frames).
  func restart(damage: Rect) {
    self.damage = damage
    visibleDamage = damage
  }

  /// Draws `body` with `visibleDamage` narrowed to `rect` (a clip), then restores it.
  func clipped(to rect: Rect, _ body: () -> Void) {
    let outer = visibleDamage
    visibleDamage = outer.intersection(rect)
    body()
    visibleDamage = outer
  }
}
