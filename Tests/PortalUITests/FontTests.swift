import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

extension Harness {
  /// How far right the ink of the top half of `rect` sits compared with its bottom half: more
  /// than zero for letters leaning right.
  func lean(in rect: Rect) -> Double {
    func centre(_ part: Rect) -> Double {
      var weighted = 0.0
      var total = 0.0
      for y in Int(part.minY)..<Int(part.maxY) {
        for x in Int(part.minX)..<Int(part.maxX) {
          let ink = 1 - host.main.bitmap.pixel(x: x, y: y).luminance
          weighted += ink * Double(x)
          total += ink
        }
      }
      return total > 0 ? weighted / total : 0
    }
    let half = rect.height / 2
    return centre(Rect(x: rect.minX, y: rect.minY, width: rect.width, height: half))
      - centre(Rect(x: rect.minX, y: rect.midY, width: rect.width, height: half))
  }
}

@Suite("Fonts") @MainActor
struct FontTests {
  /// The widths of texts drawn one under another.
  func widths(_ texts: [(String, Font)]) throws -> [Double] {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(texts.indices, id: \.self) { i in Text(texts[i].0).font(texts[i].1) }
        }
      })
    return try texts.map { try #require(h.frame(ofText: $0.0)).width }
  }

  @Test func designsMapToTheInstalledFamilies() {
    #expect(Font.system(.body).graphicsFont.family == "Inter, DejaVu Sans")
    #expect(Font.system(.body, design: .serif).graphicsFont.family == "DejaVu Serif")
    #expect(Font.system(size: 12, design: .monospaced).graphicsFont.family == "DejaVu Sans Mono")
    #expect(Font.system(size: 12, design: .rounded).graphicsFont.family == "Inter, DejaVu Sans")
    #expect(Font.body.monospaced().graphicsFont.family == "DejaVu Sans Mono")
  }

  @Test func aMonospacedFontGivesNarrowAndWideLettersOneWidth() throws {
    let mono = Font.system(size: 20, design: .monospaced)
    let sans = Font.system(size: 20)
    let w = try widths([("iiii", mono), ("MMMM", mono), ("iii", sans), ("MMM", sans)])
    #expect(abs(w[0] - w[1]) <= 1)
    #expect(w[3] > w[2] * 2)
  }

  @Test func aSerifDesignSetsTextInAnotherFamily() throws {
    // DejaVu Serif's i is about a quarter wider than Inter's.
    let text = String(repeating: "i", count: 20)
    let serif = try widths([(text, .system(.title, design: .serif))])[0]
    let sans = try widths([(text, .system(.title))])[0]
    #expect(serif > sans + 10)
  }

  @Test func textStylesGiveTheirSizeAndWeightAndTakeAnother() {
    let titles: [Font.TextStyle] = [
      .largeTitle, .title, .title2, .title3, .headline, .body, .footnote, .caption,
    ]
    let sizes = titles.map { Font.system($0).size }
    #expect(sizes == sizes.sorted(by: >) && Set(sizes).count == sizes.count)
    #expect(Font.system(.subheadline).size < Font.system(.body).size)
    #expect(Font.system(.largeTitle) == .largeTitle)
    #expect(Font.system(.headline).weight == .semibold)
    #expect(Font.system(.headline, weight: .black).weight == .black)
    #expect(Font.system(size: 17, weight: .ultraLight).weight == .ultraLight)
  }

  @Test func fontWeightOnAContainerEmboldensTheTextInside() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 10) {
          Text("Portal transitions").font(.system(size: 20))
          VStack { Text("Portal transitions ").font(.system(size: 20)) }.fontWeight(.bold)
          VStack { Text("Portal transitions  ").font(.system(size: 20)).fontWeight(nil) }.bold()
        }
        .foregroundStyle(.black)
      })
    let ink = try ["Portal transitions", "Portal transitions ", "Portal transitions  "].map {
      h.ink(in: try #require(h.frame(ofText: $0)).insetBy(dx: -2, dy: -2))
    }
    #expect(ink[1] > 1.2 * ink[0])
    #expect(ink[2] > 1.2 * ink[0])
  }

  @Test func fontDesignChangesSystemFontsAndLeavesNamedFamilies() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("iiii").font(.system(size: 20))
          Text("MMMM").font(.system(size: 20))
          Text("iiiii").font(.custom("DejaVu Serif", size: 20))
        }
        .fontDesign(.monospaced)
      })
    let narrow = try #require(h.frame(ofText: "iiii")).width
    let wide = try #require(h.frame(ofText: "MMMM")).width
    let named = try #require(h.frame(ofText: "iiiii")).width
    #expect(abs(narrow - wide) <= 1)
    #expect(named < narrow)  // five serif i's are narrower than four monospaced ones
  }

  @Test func monospacedOnAContainerFixesTheWidthOfLetters() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("iiii").font(.system(size: 20))
          Text("MMMM").font(.system(size: 20))
        }
        .monospaced()
      })
    let narrow = try #require(h.frame(ofText: "iiii")).width
    let wide = try #require(h.frame(ofText: "MMMM")).width
    #expect(abs(narrow - wide) <= 1)
  }

  @Test func italicTextLeansRight() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 10) {
          Text("llllll").font(.system(size: 40))
          Text("IIIIII").font(.system(size: 40)).italic()
          VStack { Text("HHHHHH").font(.system(size: 40)) }.italic()
          Text("TTTTTT").font(.system(size: 40).italic())
        }
        .foregroundStyle(.black)
      })
    let upright = h.lean(in: try #require(h.frame(ofText: "llllll")))
    #expect(abs(upright) < 0.5)
    for text in ["IIIIII", "HHHHHH", "TTTTTT"] {
      #expect(h.lean(in: try #require(h.frame(ofText: text))) > 2, "\(text) leans")
    }
  }

  @Test func monospacedDigitsReachTheTypesetter() throws {
    #expect(Font.caption.monospacedDigit().graphicsFont.monospacedDigits)
    #expect(!Font.caption.graphicsFont.monospacedDigits)
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("1111").font(.system(size: 20))
          Text("8888").font(.system(size: 20))
        }
        .monospacedDigit()
      })
    let text = try #require(h.node(Text.self))
    #expect(text.environment.fontAdjustments.monospacedDigits)
    #expect(try #require(h.frame(ofText: "1111")).width == (try #require(h.frame(ofText: "8888")).width))
  }
}
