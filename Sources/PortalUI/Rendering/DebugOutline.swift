import PortalGraphics

/// Outlines and labels a rectangle, for debug overlays: a dashed border and a small tag with
/// its name above the top-left corner.
public enum DebugOutline {
  public static let sourceColor = Color(hex: 0x2F7BF5)
  public static let destinationColor = Color(hex: 0x1FA85B)
  public static let layerColor = Color(hex: 0xF08A1C)

  static let tagHeight = 16.0

  /// What an outline of `rect` paints, its tag included.
  public static func bounds(around rect: Rect) -> Rect {
    rect.insetBy(dx: -2, dy: -2).union(Rect(x: rect.minX - 2, y: rect.minY - tagHeight - 2, width: 220, height: tagHeight + 2))
  }

  /// Draws the outline and the tag.
  @MainActor
  public static func draw(label: String, around rect: Rect, color: Color, on canvas: Canvas, typesetter: Typesetter) {
    canvas.stroke(
      Path(rect: rect.insetBy(dx: 0.75, dy: 0.75)), with: .color(color),
      style: StrokeStyle(lineWidth: 1.5, dash: [5, 3]))
    let text = typesetter.layout(label, style: TextStyle(font: FontDescriptor(size: 10, weight: .semibold), color: .white))
    let tag = Rect(x: rect.minX, y: rect.minY - tagHeight, width: min(216, text.size.width + 10), height: tagHeight)
    canvas.fill(Path(roundedRect: tag, radii: CornerRadii(topLeft: 4, topRight: 4, bottomRight: 0, bottomLeft: 0)), with: color)
    canvas.withState {
      canvas.clip(to: tag)
      canvas.draw(text, at: Point(x: tag.minX + 5, y: tag.minY + (tagHeight - text.size.height) / 2))
    }
  }
}
