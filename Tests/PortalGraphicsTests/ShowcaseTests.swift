import Testing

@testable import PortalGraphics

@Suite("Showcase")
struct ShowcaseTests {
  /// Renders a card using most of the canvas at once and writes it out for a person to look at.
  @Test func cardRendersAndIsWrittenForInspection() throws {
    let (bitmap, canvas) = try makeCanvas(width: 400, height: 300)
    canvas.fill(Rect(x: 0, y: 0, width: 400, height: 300), with: Color(hex: 0xECEFF4))

    let card = Rect(x: 40, y: 26, width: 320, height: 240)
    let radii = CornerRadii(18)
    canvas.drawShadow(
      for: Path(roundedRect: card, radii: radii),
      shadow: Shadow(color: Color(hex: 0x1B2440, alpha: 0.35), radius: 24, y: 10))
    canvas.withState {
      canvas.clip(roundedRect: card, radii: radii)
      let background = Gradient(colors: [Color(hex: 0x5B5FEF), Color(hex: 0x8E44D9)])
      canvas.fill(
        card,
        with: .linear(
          background, from: Point(x: card.minX, y: card.minY), to: Point(x: card.maxX, y: card.maxY)))
      let glow = Gradient(colors: [Color.white.opacity(0.35), Color.white.opacity(0)])
      canvas.fill(card, with: .radial(glow, center: Point(x: card.maxX - 40, y: card.minY + 20), radius: 160))
    }

    let avatarCenter = Point(x: card.minX + 48, y: card.minY + 52)
    canvas.withShadow(Shadow(color: Color.black.opacity(0.3), radius: 8, y: 3)) {
      canvas.fill(circleCenter: avatarCenter, radius: 26, with: .color(.white))
    }
    let avatarGradient = Gradient(colors: [Color(hex: 0xFFB86C), Color(hex: 0xFF6B6B)])
    canvas.fill(
      circleCenter: avatarCenter, radius: 23,
      with: .linear(
        avatarGradient, from: avatarCenter - Point(x: 0, y: 23), to: avatarCenter + Point(x: 0, y: 23)))
    canvas.stroke(
      circleCenter: avatarCenter, radius: 26, with: .color(Color.white.opacity(0.8)), lineWidth: 1)

    let textLeft = avatarCenter.x + 42
    let title = canvas.drawText(
      "Portal for X11", style: TextStyle(font: FontDescriptor(size: 22, weight: .bold), color: .white),
      at: Point(x: textLeft, y: card.minY + 28))
    canvas.drawText(
      "Element transitions", style: TextStyle(font: FontDescriptor(size: 13), color: Color.white.opacity(0.75)),
      at: Point(x: textLeft, y: card.minY + 28 + title.size.height + 2))

    let subtitle = TextStyle(
      font: FontDescriptor(size: 14), color: Color.white.opacity(0.92), wrapWidth: card.width - 48, lineLimit: 3,
      lineSpacing: 3)
    let body = canvas.drawText(
      "Views fly from where they were to where they are going, drawn with cairo and laid out by Pango, "
        + "with soft shadows, rounded clips and crisp text at any scale. Anything longer than three lines "
        + "ends with an ellipsis so the card keeps its shape.",
      style: subtitle, at: Point(x: card.minX + 24, y: card.minY + 100))

    let button = Rect(x: card.maxX - 124, y: card.maxY - 50, width: 100, height: 32)
    canvas.fill(capsuleIn: button, with: .color(.white))
    let label = canvas.typesetter.layout(
      "Open",
      style: TextStyle(
        font: FontDescriptor(size: 14, weight: .semibold), color: Color(hex: 0x5B5FEF), alignment: .center))
    canvas.draw(
      label, in: Rect(x: button.minX, y: button.midY - label.size.height / 2, width: button.width, height: 0))

    try bitmap.writePNG(to: "/tmp/portal-graphics-showcase.png")

    #expect(body.lineCount == 3 && body.isTruncated)
    #expect(bitmap.pixel(x: 0, y: 0) == Color(hex: 0xECEFF4))
    #expect(
      bitmap.pixel(x: Int(card.minX), y: Int(card.minY)) != bitmap.pixel(x: Int(card.midX), y: Int(card.minY))
    )
    let shadowed = bitmap.pixel(x: Int(card.midX), y: Int(card.maxY) + 8)
    #expect(shadowed.red < Color(hex: 0xECEFF4).red - 0.05)
  }
}
