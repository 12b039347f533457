import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

extension Harness {
  /// The rows of `rect` holding pixels darker than mid grey: from the first to the last.
  func inkRows(in rect: Rect) -> ClosedRange<Int>? {
    var rows: [Int] = []
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where pixel(Double(x), Double(y)).luminance < 0.5 {
        rows.append(y)
        break
      }
    }
    guard let first = rows.first, let last = rows.last else { return nil }
    return first...last
  }

  /// How many pixels of `rect` are darker than mid grey.
  func inkCount(in rect: Rect) -> Int {
    var n = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) where pixel(Double(x), Double(y)).luminance < 0.5 { n += 1 }
    }
    return n
  }
}

@Suite("Text options") @MainActor
struct TextOptionsTests {
  private let font = Font.system(size: 20)

  @Test func anUppercaseTextCaseSetsTheTextInCapitals() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("abc").font(font).textCase(.uppercase)
          Text("ABC").font(font)
          Text("xyz").font(font)
        }
      })
    let cased = try #require(h.frame(ofText: "abc"))
    #expect(cased.width == (try #require(h.frame(ofText: "ABC"))).width)
    #expect(cased.width != (try #require(h.frame(ofText: "xyz"))).width)
  }

  @Test func trackingAddsSpaceBetweenCharacters() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("abcd").font(font)
          Text("efgh").font(font)
          Text("ijkl").font(font).kerning(4)
        }
        .tracking(5)
      })
    let plain = try Harness(atOrigin { Text("efgh").font(font) })
    let widened =
      try #require(h.frame(ofText: "efgh")).width - (try #require(plain.frame(ofText: "efgh"))).width
    // Three gaps between four characters.
    #expect(abs(widened - 15) <= 1)
    // A text's own kerning adds to the tracking around it.
    let kerned = try Harness(atOrigin { Text("ijkl").font(font) })
    let both =
      try #require(h.frame(ofText: "ijkl")).width - (try #require(kerned.frame(ofText: "ijkl"))).width
    #expect(abs(both - 27) <= 1)
  }

  @Test func aBaselineOffsetRaisesTheGlyphs() throws {
    let h = try Harness(
      atOrigin {
        HStack(alignment: .top, spacing: 0) {
          Text("H").font(font).frame(width: 40, height: 60)
          Text("H").font(font).baselineOffset(8).frame(width: 40, height: 60)
        }
      })
    let plain = try #require(h.inkRows(in: Rect(x: 0, y: 0, width: 40, height: 60)))
    let raised = try #require(h.inkRows(in: Rect(x: 40, y: 0, width: 40, height: 60)))
    #expect(raised.upperBound < plain.upperBound)
  }

  @Test func lineSpacingAddsRoomBetweenLines() throws {
    let h = try Harness(
      atOrigin {
        HStack(alignment: .top) {
          Text("one\ntwo").font(font)
          Text("three\nfour").font(font).lineSpacing(10)
        }
      })
    let tight = try #require(h.frame(ofText: "one\ntwo")).height
    let loose = try #require(h.frame(ofText: "three\nfour")).height
    #expect(abs(loose - tight - 10) <= 1)
  }

  @Test func anUnderlineIsDrawnUnderSpacesToo() throws {
    let blank = String(repeating: " ", count: 10)
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text(blank).font(font).frame(height: 30)
          Text(blank).font(font).underline().frame(height: 30)
        }
      })
    #expect(h.inkCount(in: Rect(x: 0, y: 0, width: 60, height: 30)) == 0)
    #expect(h.inkCount(in: Rect(x: 0, y: 30, width: 60, height: 30)) > 20)
  }

  @Test func aStrikethroughCrossesTheLettersInItsColour() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("ooooo").font(font).frame(height: 30)
          (Text("ooooo").strikethrough(color: .red) + Text(" and more")).font(font).frame(height: 30)
        }
      })
    func reddish(_ rect: Rect) -> Int {
      var n = 0
      for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) {
          let p = h.pixel(Double(x), Double(y))
          if p.red > 0.9, p.green < 0.7 { n += 1 }
        }
      }
      return n
    }
    #expect(reddish(Rect(x: 0, y: 0, width: 60, height: 30)) == 0)
    #expect(reddish(Rect(x: 0, y: 30, width: 60, height: 30)) > 20)
  }

  @Test func theHeadTruncationModeCutsTheStart() throws {
    let text = "WWWWWWWWWW iiiiiiiiiiiiiiii"
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text(text).font(font).lineLimit(1).frame(width: 120, height: 30, alignment: .leading)
          Text(text).font(font).lineLimit(1).truncationMode(.head).frame(
            width: 120, height: 30, alignment: .leading)
        }
      })
    // The start keeps the wide W's; cut at the start, thin i's follow the "…".
    let tailInk = h.inkCount(in: Rect(x: 0, y: 0, width: 60, height: 30))
    let headInk = h.inkCount(in: Rect(x: 0, y: 30, width: 60, height: 30))
    #expect(Double(headInk) < Double(tailInk) * 0.75)
  }

  @Test func aMinimumScaleFactorShrinksTextToFitItsLine() throws {
    let text = "A sentence too long for its line"
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text(text).font(font).lineLimit(1).minimumScaleFactor(0.3).frame(width: 150)
        }
      })
    let natural = try Harness(atOrigin { Text(text).font(font).fixedSize() })
    let shrunk = try #require(h.frame(ofText: text))
    #expect(shrunk.width <= 150)
    #expect(shrunk.height < (try #require(natural.frame(ofText: text))).height - 4)
    // No ellipsis: the whole sentence shows, only smaller.
    #expect(h.inkCount(in: Rect(x: 0, y: 0, width: 150, height: shrunk.height)) > 100)
  }

  @Test func aMinimumScaleFactorLeavesTextThatFitsAsItIs() throws {
    let h = try Harness(
      atOrigin { Text("Short").font(font).lineLimit(1).minimumScaleFactor(0.5).frame(width: 300) })
    let natural = try Harness(atOrigin { Text("Short").font(font) })
    #expect(h.frame(ofText: "Short")?.size == natural.frame(ofText: "Short")?.size)
  }

  @Test func tighteningBringsLettersCloserWhenTextIsJustTooWide() throws {
    let typesetter = Typesetter()
    let text = Text("Tighten these letters")
    let font = FontDescriptor(size: 20)
    let natural = typesetter.measure(text.content, style: TextStyle(font: font))
    let style = TextStyle(font: font, wrapWidth: natural.width - 4, lineLimit: 1)
    #expect(typesetter.layout(text.content, style: style).isTruncated)
    var options = TextOptions()
    options.allowsTightening = true
    let tightened = text.fitted(text.content, style, height: nil, options: options, typesetter: typesetter)
    #expect(tightened.letterSpacing < 0)
    #expect(tightened.font.size == 20)
    #expect(!typesetter.layout(text.content, style: tightened).isTruncated)
    // Without it, nothing changes.
    #expect(
      text.fitted(text.content, style, height: nil, options: TextOptions(), typesetter: typesetter) == style)
  }

  @Test func aCondensedWidthSetsNarrowerLetters() throws {
    let dejaVu = Font.custom("DejaVu Sans", size: 20)
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("Width test").font(dejaVu)
          Text("Width test!").font(dejaVu).fontWidth(.condensed)
        }
      })
    let normal = try #require(h.frame(ofText: "Width test")).width
    let condensed = try #require(h.frame(ofText: "Width test!")).width
    #expect(condensed < normal)
  }

  @Test func aLargerDynamicTypeSizeScalesFonts() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("Body").font(.body)
          Text("Large print").font(.body).dynamicTypeSize(.accessibility1)
          Text("Clamped").font(.body).dynamicTypeSize(.xSmall...DynamicTypeSize.large).dynamicTypeSize(
            .xxxLarge)
          Text("Set by key").font(.body).environment(\.dynamicTypeSize, .xxxLarge)
        }
      })
    let body = try #require(h.frame(ofText: "Body")).height
    #expect(try #require(h.frame(ofText: "Large print")).height > body * 1.4)
    let clamped = try Harness(atOrigin { Text("Clamped").font(.body) })
    #expect(h.frame(ofText: "Clamped")?.height == clamped.frame(ofText: "Clamped")?.height)
    #expect(try #require(h.frame(ofText: "Set by key")).height > body)
  }

  @Test func placeholderRedactionDrawsBarsInsteadOfGlyphs() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("Redacted words").font(font).frame(height: 30)
          Text("Shown words").font(font).unredacted().frame(height: 30)
        }
        .redacted(reason: .placeholder)
      })
    // Bars are a pale grey: no dark ink, but not the white window either.
    #expect(h.inkCount(in: Rect(x: 0, y: 0, width: 100, height: 30)) == 0)
    #expect(h.pixel(20, 15).luminance < 0.95)
    #expect(h.inkCount(in: Rect(x: 0, y: 30, width: 100, height: 30)) > 50)
  }

  @Test func privacySensitiveContentIsRedactedOnlyForPrivacy() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Text("Secret").font(font).privacySensitive().frame(height: 30)
          Text("Public").font(font).frame(height: 30)
        }
        .redacted(reason: .privacy)
      })
    #expect(h.inkCount(in: Rect(x: 0, y: 0, width: 80, height: 30)) == 0)
    #expect(h.inkCount(in: Rect(x: 0, y: 30, width: 80, height: 30)) > 30)
  }
}
