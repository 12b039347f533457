import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Text and colour styles") @MainActor
struct StyleModifierTests {
  @Test func foregroundStyleColoursTextInside() throws {
    let h = try Harness(atOrigin { VStack { Text("MMMM") }.foregroundStyle(.red).font(.system(size: 30)) })
    let frame = try #require(h.frame(ofText: "MMMM"))
    #expect(h.count(.red, in: frame) > 20)
  }

  @Test func primaryTextIsLightInDarkAppearanceAndDarkInLight() throws {
    func ink(_ scheme: ColorScheme) throws -> Double {
      let h = try Harness(
        atOrigin {
          Text("MMMM").font(.system(size: 30)).foregroundStyle(Color.primary).padding(4)
            .background(Color.gray).environment(\.colorScheme, scheme)
        })
      let frame = try #require(h.frame(ofText: "MMMM"))
      // The extreme of the glyphs' luminance: darkest in light appearance, lightest in dark.
      var values: [Double] = []
      for y in Int(frame.minY)..<Int(frame.maxY) {
        for x in Int(frame.minX)..<Int(frame.maxX) { values.append(h.pixel(Double(x), Double(y)).luminance) }
      }
      return scheme == .dark ? values.max() ?? 0 : values.min() ?? 1
    }
    #expect(try ink(.light) < 0.2)
    #expect(try ink(.dark) > 0.85)
  }

  @Test func adaptiveFillsFollowTheAppearanceOfTheirSubtree() throws {
    let adaptive = Color(light: Color(hex: 0xFF0000), dark: Color(hex: 0x0000FF))
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          adaptive.frame(width: 20, height: 20)
          RoundedRectangle(cornerRadius: 2).fill(adaptive).frame(width: 20, height: 20)
            .environment(\.colorScheme, .dark)
          adaptive.frame(width: 20, height: 20).environment(\.colorScheme, .dark)
        }
      })
    #expect(h.pixel(10, 10).isClose(to: Color(hex: 0xFF0000)))
    #expect(h.pixel(30, 10).isClose(to: Color(hex: 0x0000FF)))
    #expect(h.pixel(50, 10).isClose(to: Color(hex: 0x0000FF)))
  }

  @Test func foregroundColorNilRestoresTheDefault() throws {
    let h = try Harness(atOrigin { VStack { Text("x") }.foregroundColor(nil).foregroundStyle(.red) })
    #expect(h.node(Text.self)?.environment.foregroundColor == nil)
  }

  @Test func fontChangesTheSizeOfTextInside() throws {
    let h = try Harness(
      atOrigin {
        VStack {
          Text("Small"); Text("Big").font(.largeTitle)
        }.font(.caption)
      })
    let small = try #require(h.frame(ofText: "Small"))
    let big = try #require(h.frame(ofText: "Big"))
    #expect(small.height < big.height)
    #expect(h.node(Text.self)?.environment.font == .caption)
  }

  @Test func lineLimitAndAlignmentReachTheText() throws {
    let long = String(repeating: "word ", count: 40)
    let h = try Harness(
      atOrigin { Text(long).lineLimit(1).multilineTextAlignment(.center).frame(width: 100) })
    let text = try #require(h.node(Text.self))
    #expect(text.environment.lineLimit == 1)
    #expect(text.environment.multilineTextAlignment == .center)
    #expect(text.frame.height < 25)
  }

  @Test func tintColoursTintStyledShapes() throws {
    let h = try Harness(atOrigin { Rectangle().fill(.tint).frame(width: 10, height: 10).tint(.green) })
    #expect(h.pixel(5, 5).isClose(to: .green))
  }
}
