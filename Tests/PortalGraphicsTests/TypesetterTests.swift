import Testing

@testable import PortalGraphics

@Suite("Typesetter cache")
struct TypesetterTests {
  @Test func sameTextAndStyleReuseOneLayout() {
    let typesetter = Typesetter()
    let first = typesetter.layout("Cached", style: TextStyle())
    let second = typesetter.layout("Cached", style: TextStyle(color: .red))
    #expect(typesetter.cachedLayoutCount == 1)
    #expect(first.shaped === second.shaped)
    #expect(second.style.color == .red)
    _ = typesetter.layout("Cached", style: TextStyle(wrapWidth: 50))
    #expect(typesetter.cachedLayoutCount == 2)
  }

  @Test func cacheStaysWithinItsCapacityAndKeepsRecentLayouts() {
    let typesetter = Typesetter(cacheCapacity: 8)
    let recent = typesetter.layout("recent", style: TextStyle())
    for i in 0..<20 {
      _ = typesetter.layout("item \(i)", style: TextStyle())
      _ = typesetter.layout("recent", style: TextStyle())
    }
    #expect(typesetter.cachedLayoutCount <= 8)
    #expect(typesetter.layout("recent", style: TextStyle()).shaped === recent.shaped)
  }

  @Test func zeroCapacityCachesNothing() {
    let typesetter = Typesetter(cacheCapacity: 0)
    _ = typesetter.layout("x", style: TextStyle())
    #expect(typesetter.cachedLayoutCount == 0)
  }
}
