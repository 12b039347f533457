/// Draws a visible placeholder for an unknown symbol name: a rounded square outline with a
/// question mark, so a typo in a symbol name shows on screen instead of leaving a gap.
///
/// ```swift
/// let frame = Rect(x: 0, y: 0, width: 24, height: 24)
/// if let symbol = Symbol(named: name) {
///   symbol.draw(in: frame, on: canvas, color: .black)
/// } else {
///   MissingSymbol.draw(in: frame, on: canvas, color: .red)
/// }
/// ```
public enum MissingSymbol {
  /// Draws the placeholder fitted (aspect-fit, centred) into `rect` in `color`.
  public static func draw(in rect: Rect, on canvas: Canvas, color: Color) {
    let side = min(rect.width, rect.height)
    guard side > 0, color.alpha > 0 else { return }
    canvas.withOpacity(color.alpha) {
      canvas.translate(x: rect.midX, y: rect.midY)
      canvas.scale(x: side / 24, y: side / 24)
      canvas.translate(x: -12, y: -12)
      let pen = SymbolPen(canvas: canvas, color: color.opacity(1 / color.alpha))
      pen.stroke(SymbolPath.roundedRect(3, 3, 18, 18, radius: 4))
      var hook = SymbolPath()
      hook.move(9.2, 9.6)
      hook.arc(center: 12, 9.6, radius: 2.8, from: 180, to: 390)
      hook.quad(12, 14.2, control: 12, 12)
      pen.stroke(hook.path)
      pen.fill(SymbolPath.circle(12, 17.2, radius: 1.2))
    }
  }
}
