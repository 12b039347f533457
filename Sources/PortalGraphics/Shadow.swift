/// A soft drop shadow: the shape's silhouette, blurred, in one colour, offset.
///
/// ```swift
/// let lifted = Shadow(color: .black.opacity(0.25), radius: 12, y: 4)
/// canvas.drawShadow(for: Path(roundedRect: card, cornerRadius: 12), shadow: lifted)
/// ```
public struct Shadow: Hashable, Sendable {
  public var color: Color
  /// How far the blur spreads, in logical pixels; the Gaussian's sigma is half of it.
  public var radius: Double
  /// The offset from the shape, in the drawing coordinates the shadow is drawn in.
  public var x: Double
  public var y: Double

  public init(color: Color = Color.black.opacity(0.33), radius: Double, x: Double = 0, y: Double = 0) {
    self.color = color
    self.radius = radius
    self.x = x
    self.y = y
  }
}
