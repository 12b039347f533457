import PortalGraphics
import Testing

@testable import PortalUI

@Suite("Safe area") @MainActor
struct SafeAreaTests {
  @Test func aBottomInsetTakesItsHeightFromTheContent() throws {
    let h = try Harness(
      Color.teal
        .safeAreaInset(edge: .bottom) {
          Text("bar").frame(maxWidth: .infinity).frame(height: 44).background(Color.yellow)
        })
    let content = try #require(h.node(Color.self) { $0 == .teal })
    #expect(content.frame == Rect(x: 0, y: 0, width: 400, height: 256))
    #expect(abs(try #require(h.frame(ofText: "bar")).midY - 278) <= 1)
    #expect(h.pixel(200, 250).isClose(to: .teal))
    #expect(h.pixel(10, 290).isClose(to: .yellow))
  }

  @Test func spacingSeparatesTheBarFromTheContent() throws {
    let h = try Harness(
      Color.teal.safeAreaInset(edge: .top, spacing: 10) { Color.yellow.frame(height: 30) })
    #expect(
      try #require(h.node(Color.self) { $0 == .teal }).frame == Rect(x: 0, y: 40, width: 400, height: 260))
  }

  @Test func theBarIsAlignedAlongItsEdge() throws {
    let h = try Harness(
      Color.teal.safeAreaInset(edge: .top, alignment: .trailing) { Text("tools") })
    #expect(try #require(h.frame(ofText: "tools")).maxX == 400)
    let side = try Harness(
      Color.teal.safeAreaInset(edge: .leading, alignment: .top) { Color.yellow.frame(width: 60, height: 60) })
    #expect(
      try #require(side.node(Color.self) { $0 == .teal }).frame == Rect(x: 60, y: 0, width: 340, height: 300))
    #expect(try #require(side.node(Color.self) { $0 == .yellow }).frame.minY == 0)
  }

  @Test func aScrollViewsLastRowsStayAboveABottomBar() throws {
    let h = try Harness(
      ScrollView {
        VStack(spacing: 0) { ForEach(0..<20) { Text("row \($0)").frame(height: 30) } }
      }
      .safeAreaInset(edge: .bottom) { Color.yellow.frame(height: 50) })
    for _ in 0..<10 { h.scroll(at: Point(x: 200, y: 100), dy: 100) }
    #expect(try #require(h.frame(ofBoxWithText: "row 19")).maxY == 250)
  }

  @Test func ignoringTheSafeAreaChangesNothingInAWindow() throws {
    let plain = try Harness(
      VStack {
        Color.teal.frame(height: 80); Text("below")
      })
    let ignoring = try Harness(
      VStack {
        Color.teal.frame(height: 80).ignoresSafeArea()
        Text("below").ignoresSafeArea(.keyboard, edges: .bottom).edgesIgnoringSafeArea(.all)
      })
    #expect(plain.frame(ofText: "below") == ignoring.frame(ofText: "below"))
    #expect(
      plain.node(Color.self) { $0 == .teal }?.frame == ignoring.node(Color.self) { $0 == .teal }?.frame)
  }
}
