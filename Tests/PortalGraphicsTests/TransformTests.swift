import Testing

@testable import PortalGraphics

@Suite("Transform")
struct TransformTests {
  @Test func composesLikeTheCanvas() {
    let t = Transform.translation(x: 10, y: 0).rotated(by: .pi / 2)
    let p = t.apply(to: Point(x: 1, y: 0))
    #expect(abs(p.x - 10) < 1e-12 && abs(p.y - 1) < 1e-12)
  }

  @Test func rectangleMapsToTheBoxAroundItsCorners() {
    let box = Transform.rotation(radians: .pi / 2).apply(to: Rect(x: 0, y: 0, width: 4, height: 2))
    #expect(abs(box.minX + 2) < 1e-12 && abs(box.width - 2) < 1e-12 && abs(box.height - 4) < 1e-12)
  }
}
