import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Layout") @MainActor
struct LayoutTests {
  func frames(_ h: Harness) -> [Rect] {
    var result: [Rect] = []
    h.graph.root.forEachDescendant { node in
      if node.view is FixedFrameView<Color> { result.append(node.frame) }
    }
    return result
  }

  @Test func aVStackCentresItselfInTheWindowAndStacksWithSpacing() throws {
    let h = try Harness(
      centered: true,
      VStack(spacing: 10) {
        Color.red.frame(width: 100, height: 50)
        Color.blue.frame(width: 80, height: 30)
      })
    #expect(frames(h) == [Rect(x: 150, y: 105, width: 100, height: 50), Rect(x: 160, y: 165, width: 80, height: 30)])
  }

  @Test func vStackAlignmentLeadingAndTrailing() throws {
    let h = try Harness(
      HStack(spacing: 0) {
        VStack(alignment: .leading, spacing: 0) {
          Color.red.frame(width: 100, height: 10)
          Color.red.frame(width: 40, height: 10)
        }
        VStack(alignment: .trailing, spacing: 0) {
          Color.blue.frame(width: 100, height: 10)
          Color.blue.frame(width: 40, height: 10)
        }
      })
    let f = frames(h)
    #expect(f[1].minX == f[0].minX)
    #expect(f[3].maxX == f[2].maxX)
  }

  @Test func anHStackGivesTheSpacerWhatIsLeftAfterTheDefaultSpacing() throws {
    let h = try Harness(
      centered: true,
      HStack {
        Color.red.frame(width: 50, height: 20)
        Spacer()
        Color.blue.frame(width: 50, height: 20)
      }.frame(width: 300))
    let f = frames(h)
    #expect(f[0].minX == 50)
    #expect(f[1].maxX == 350)
    let spacer = try #require(h.node(Spacer.self))
    #expect(spacer.frame.width == 300 - 100 - 2 * StackLayout.defaultSpacing)
  }

  @Test func flexibleChildrenShareTheSpaceLeftByFixedOnes() throws {
    let h = try Harness(
      HStack(spacing: 0) {
        Color.red.frame(width: 100)
        Color.green
        Color.blue
      }.frame(width: 400, height: 50))
    var colors: [Rect] = []
    h.graph.root.forEachDescendant { if $0.view is Color { colors.append($0.frame) } }
    #expect(colors.map(\.width) == [100, 150, 150])
  }

  @Test func paddingInsetsTheContent() throws {
    let h = try Harness(centered: true, Color.red.frame(width: 100, height: 40).padding(10).padding(.leading, 20))
    let inner = try #require(frames(h).first)
    let outer = h.graph.root.frame
    #expect(outer.size == Size(width: 140, height: 60))
    #expect(inner.minX == outer.minX + 30)
    #expect(inner.minY == outer.minY + 10)
  }

  @Test func maxWidthInfinityFillsAndAlignsItsContent() throws {
    let h = try Harness(
      Color.red.frame(width: 50, height: 20).frame(maxWidth: .infinity, alignment: .trailing))
    #expect(h.graph.root.frame.width == 400)
    #expect(frames(h).first?.maxX == 400)
  }

  @Test func minWidthGrowsSmallContentAndMaxWidthCapsTheProposal() throws {
    let h = try Harness(
      VStack(spacing: 0) {
        Color.red.frame(width: 50, height: 20).frame(minWidth: 120)
        Color.blue.frame(maxWidth: 200, maxHeight: 30)
      })
    var flexible: [Rect] = []
    h.graph.root.forEachDescendant { node in
      if node.view is FlexibleFrameView<FixedFrameView<Color>> || node.view is FlexibleFrameView<Color> {
        flexible.append(node.frame)
      }
    }
    #expect(flexible.map(\.width) == [120, 200])
    #expect(flexible.map(\.height) == [20, 30])
  }

  @Test func aZStackAlignsChildrenInsideTheLargest() throws {
    let h = try Harness(
      ZStack(alignment: .bottomTrailing) {
        Color.red.frame(width: 200, height: 100)
        Color.blue.frame(width: 20, height: 10)
      })
    let f = frames(h)
    #expect(f[1].maxX == f[0].maxX)
    #expect(f[1].maxY == f[0].maxY)
  }

  @Test func textWrapsInANarrowWidthAndGrowsTaller() throws {
    let long = "Element transitions fly a layer from a source view to a destination view."
    let h = try Harness(
      VStack(spacing: 0) {
        Text(long)
        Text(long).frame(width: 120)
      })
    let wide = try #require(h.node(Text.self)?.frame)
    var texts: [Rect] = []
    h.graph.root.forEachDescendant { if $0.view is Text { texts.append($0.frame) } }
    #expect(texts.count == 2)
    #expect(texts[1].width <= 120)
    #expect(texts[1].height > wide.height * 2)
  }

  @Test func lineLimitKeepsTextToOneLine() throws {
    let h = try Harness(
      Text("One two three four five six seven eight nine ten eleven twelve").frame(width: 100).environment(\.lineLimit, 1))
    let single = try Harness(Text("One"))
    #expect(h.node(Text.self)?.frame.height == single.node(Text.self)?.frame.height)
  }

  @Test func textIsDrawnInTheForegroundColour() throws {
    let h = try Harness(Text("MMMM").font(.system(size: 40, weight: .bold)).environment(\.foregroundColor, Color(hex: 0x0000FF)))
    let frame = try #require(h.node(Text.self)?.frame)
    var blue = 0
    for y in Int(frame.minY)..<Int(frame.maxY) {
      for x in Int(frame.minX)..<Int(frame.maxX) {
        let p = h.host.main.bitmap.pixel(x: x, y: y)
        if p.blue > 0.9 && p.red < 0.1 { blue += 1 }
      }
    }
    #expect(blue > 100)
  }
}
