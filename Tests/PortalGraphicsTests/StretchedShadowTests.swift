import Testing

@testable import PortalGraphics

/// A large shape with corners and straight sides has its shadow blurred small and stretched
/// along its sides; it must look exactly as the whole shape blurred.
@Suite("Stretched shadows")
struct StretchedShadowTests {
  /// The shadow of `path` in a `width` × `height` window, stretched or blurred whole.
  private func shadow(
    of path: Path, _ shadow: Shadow, width: Int = 700, height: Int = 560, scale: Double = 1, stretched: Bool
  ) throws -> Bitmap {
    let (bitmap, canvas) = try makeCanvas(width: Int(Double(width) * scale), height: Int(Double(height) * scale), scale: scale)
    canvas.stretchesShadows = stretched
    canvas.drawShadow(for: path, shadow: shadow)
    return bitmap
  }

  /// Pixels whose alpha differs by more than one level.
  private func differing(_ a: Bitmap, _ b: Bitmap) -> Int {
    var count = 0
    for y in 0..<a.height {
      for x in 0..<a.width where abs(a.alpha(x: x, y: y) - b.alpha(x: x, y: y)) > 1.0 / 255 + 1e-9 {
        count += 1
      }
    }
    return count
  }

  /// A rounded rectangle whose corners are cubic curves, as a sheet's continuous corners are.
  private func roundedCard(_ rect: Rect, radius: Double) -> Path {
    var path = Path()
    let (k, h) = (radius * 1.28, 0.36)
    path.move(to: Point(x: rect.minX + k, y: rect.minY))
    path.line(to: Point(x: rect.maxX - k, y: rect.minY))
    path.curve(
      to: Point(x: rect.maxX, y: rect.minY + k), control1: Point(x: rect.maxX - k * h, y: rect.minY),
      control2: Point(x: rect.maxX, y: rect.minY + k * h))
    path.line(to: Point(x: rect.maxX, y: rect.maxY - k))
    path.curve(
      to: Point(x: rect.maxX - k, y: rect.maxY), control1: Point(x: rect.maxX, y: rect.maxY - k * h),
      control2: Point(x: rect.maxX - k * h, y: rect.maxY))
    path.line(to: Point(x: rect.minX + k, y: rect.maxY))
    path.curve(
      to: Point(x: rect.minX, y: rect.maxY - k), control1: Point(x: rect.minX + k * h, y: rect.maxY),
      control2: Point(x: rect.minX, y: rect.maxY - k * h))
    path.line(to: Point(x: rect.minX, y: rect.minY + k))
    path.curve(
      to: Point(x: rect.minX + k, y: rect.minY), control1: Point(x: rect.minX, y: rect.minY + k * h),
      control2: Point(x: rect.minX + k * h, y: rect.minY))
    path.close()
    return path
  }

  @Test(arguments: [1.0, 2.0])
  func aSheetsShadowStretchedIsTheShadowBlurredWhole(scale: Double) throws {
    // A sheet-sized card on a fractional position, with a shadow offset downwards.
    let card = roundedCard(Rect(x: 60.25, y: 40.5, width: 560.5, height: 430), radius: 14)
    let soft = Shadow(color: .black, radius: 16, y: 8)
    let stretched = try shadow(of: card, soft, scale: scale, stretched: true)
    let whole = try shadow(of: card, soft, scale: scale, stretched: false)
    #expect(differing(stretched, whole) == 0)
    // It is a shadow: dark under the card's bottom edge, nothing far away.
    #expect(stretched.alpha(x: Int(340 * scale), y: Int(475 * scale)) > 0.3)
    #expect(stretched.alpha(x: 2, y: 2) == 0)
  }

  @Test func aRoundedRectangleOfArcsStretchedIsTheShadowBlurredWhole() throws {
    // Corners drawn as quarter-circle arcs (a flying layer's outline), on a fractional frame.
    let card = Path(roundedRect: Rect(x: 40.94, y: 30.89, width: 524.39, height: 393.23), radii: CornerRadii(5.96))
    #expect(card.cornerReach != nil)
    let lifted = Shadow(color: .black, radius: 18.5, x: 0.5, y: 9.25)
    #expect(differing(try shadow(of: card, lifted, stretched: true), try shadow(of: card, lifted, stretched: false)) == 0)
  }

  @Test func aPlainRectanglesShadowStretchedIsTheShadowBlurredWhole() throws {
    let rect = Path(rect: Rect(x: 100, y: 80, width: 480, height: 360))
    let shadowed = Shadow(color: .black, radius: 10, x: 4, y: 6)
    #expect(differing(try shadow(of: rect, shadowed, stretched: true), try shadow(of: rect, shadowed, stretched: false)) == 0)
  }

  @Test func onlyShapesWithCornersAndStraightSidesAreStretched() throws {
    #expect(roundedCard(Rect(x: 0, y: 0, width: 400, height: 300), radius: 20).cornerReach != nil)
    #expect(Path(rect: Rect(x: 0, y: 0, width: 400, height: 300)).cornerReach == Size(width: 0, height: 0))
    // A circle's curves cross the middle of its box; a diamond's sides are slanted.
    #expect(Path(ellipseIn: Rect(x: 0, y: 0, width: 400, height: 300)).cornerReach == nil)
    var diamond = Path()
    diamond.move(to: Point(x: 200, y: 0))
    diamond.line(to: Point(x: 400, y: 150))
    diamond.line(to: Point(x: 200, y: 300))
    diamond.line(to: Point(x: 0, y: 150))
    diamond.close()
    #expect(diamond.cornerReach == nil || diamond.cornerReach!.width >= 200)
    let circle = Path(ellipseIn: Rect(x: 50, y: 50, width: 500, height: 400))
    let soft = Shadow(color: .black, radius: 12)
    #expect(differing(try shadow(of: circle, soft, stretched: true), try shadow(of: circle, soft, stretched: false)) == 0)
  }

  @Test func theStretchedShadowIsKeptAndServesTheNextFrame() throws {
    let (_, canvas) = try makeCanvas(width: 700, height: 560)
    let card = roundedCard(Rect(x: 60, y: 40, width: 560, height: 430), radius: 14)
    let soft = Shadow(color: .black, radius: 16, y: 8)
    let placement = ShadowPlacement(path: card, shadow: soft, device: canvas.deviceTransform)
    // The card's shadow is built by stretching, a circle's is not.
    #expect(canvas.stretchedShadowMask(for: placement, shadow: soft) != nil)
    let circle = ShadowPlacement(
      path: Path(ellipseIn: Rect(x: 60, y: 40, width: 560, height: 430)), shadow: soft, device: canvas.deviceTransform)
    #expect(canvas.stretchedShadowMask(for: circle, shadow: soft) == nil)
    canvas.drawShadow(for: card, shadow: soft)
    #expect(canvas.shadowMasks.count == 1)
    #expect(canvas.shadowMasks.mask(for: placement.key) != nil)
    // The card moved by whole points: the same mask, nothing built again.
    canvas.drawShadow(for: card.offsetBy(dx: 0, dy: 30), shadow: soft)
    #expect(canvas.shadowMasks.count == 1)
  }
}
