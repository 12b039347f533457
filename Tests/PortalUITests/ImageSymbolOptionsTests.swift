import PortalGraphics
import PortalHost
import Observation
import Testing

@testable import PortalUI

@Suite("Image and symbol options") @MainActor
struct ImageSymbolOptionsTests {
  private func symbolHeight(_ scale: Image.Scale) throws -> Double {
    let h = try Harness(atOrigin { Image(systemName: "star").font(.system(size: 20)).imageScale(scale) })
    return try #require(h.node(Image.self)).frame.height
  }

  @Test func imageScalesSizeSymbolsAgainstTheirFont() throws {
    let medium = try symbolHeight(.medium)
    #expect(medium == 24)
    #expect(abs(try symbolHeight(.small) - medium * 0.78) <= 1)
    #expect(abs(try symbolHeight(.large) - medium * 1.3) <= 1)
  }

  @Test func theFillVariantDrawsTheFilledSymbol() throws {
    func ink(_ view: some View) throws -> Int {
      let h = try Harness(atOrigin { view.font(.system(size: 30)).foregroundStyle(.black) })
      return h.inkCount(in: Rect(x: 0, y: 0, width: 60, height: 60))
    }
    let outline = try ink(Image(systemName: "star"))
    let filled = try ink(Image(systemName: "star.fill"))
    #expect(filled > outline)
    #expect(try ink(Image(systemName: "star").symbolVariant(.fill)) == filled)
    // A variant the set does not have leaves the symbol as named.
    #expect(try ink(Image(systemName: "star").symbolVariant(.slash)) == outline)
  }

  @Test func variantNamesFollowTheSymbolSetsOrderOfSuffixes() {
    #expect(SymbolVariants.fill.names(for: "heart") == ["heart.fill"])
    #expect(SymbolVariants.circle.fill.names(for: "bell") == ["bell.circle.fill", "bell.fill"])
    #expect(SymbolVariants.slash.names(for: "bell.fill") == ["bell.slash.fill"])
    #expect(SymbolVariants.fill.names(for: "star.fill").isEmpty)
    #expect(SymbolVariants.circle.fill.contains(.fill))
    #expect(!SymbolVariants.fill.contains(.circle))
  }

  private var redSquare: Bitmap {
    let bitmap = try! Bitmap(width: 20, height: 20)
    bitmap.clear(to: .red)
    return bitmap
  }

  @Test func aTemplateImageIsFilledWithTheForegroundStyle() throws {
    let blue = Color(red: 0, green: 0, blue: 1)
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          Image(bitmap: redSquare).renderingMode(.template)
          Image(bitmap: redSquare).renderingMode(.original)
        }
        .foregroundStyle(blue)
      })
    #expect(h.pixel(10, 10).isClose(to: blue))
    #expect(h.pixel(30, 10).isClose(to: .red))
  }

  @Test func placeholderRedactionDrawsImagesAsTiles() throws {
    let h = try Harness(atOrigin { Image(bitmap: redSquare).redacted(reason: .placeholder) })
    #expect(!h.pixel(10, 10).isClose(to: .red, 0.2))
    #expect(h.pixel(10, 10).luminance < 0.95)
  }

  @Test func aDisappearEffectHidesTheSymbolWhileActive() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          Image(systemName: "star.fill").symbolEffect(.disappear, isActive: true).frame(width: 40, height: 40)
          Image(systemName: "star.fill").symbolEffect(.disappear, isActive: false).frame(
            width: 40, height: 40)
        }
        .font(.system(size: 24)).foregroundStyle(.black)
      })
    h.settle()
    #expect(h.inkCount(in: Rect(x: 0, y: 0, width: 40, height: 40)) == 0)
    #expect(h.inkCount(in: Rect(x: 40, y: 0, width: 40, height: 40)) > 50)
  }

  @Test func aScaleEffectHoldsTheSymbolLargerWhileActive() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          Image(systemName: "star.fill").frame(width: 60, height: 60)
          Image(systemName: "star.fill").symbolEffect(.scale.up, isActive: true).frame(width: 60, height: 60)
        }
        .font(.system(size: 24)).foregroundStyle(.black)
      })
    h.settle()
    let plain = h.inkCount(in: Rect(x: 0, y: 0, width: 60, height: 60))
    let scaled = h.inkCount(in: Rect(x: 60, y: 0, width: 60, height: 60))
    #expect(Double(scaled) > Double(plain) * 1.2)
  }

  @Test func aBounceOnAValueChangeGrowsTheSymbolAndSettlesBack() throws {
    let model = Counter()
    struct Bell: View {
      let model: Counter
      var body: some View { Image(systemName: "star.fill").symbolEffect(.bounce, value: model.count) }
    }
    let h = try Harness(
      atOrigin {
        Bell(model: model).font(.system(size: 24)).foregroundStyle(.black).frame(width: 60, height: 60)
      })
    let area = Rect(x: 0, y: 0, width: 60, height: 60)
    let before = h.inkCount(in: area)
    model.count += 1
    h.host.step(by: 0)
    h.host.step(by: 0.15)
    #expect(Double(h.inkCount(in: area)) > Double(before) * 1.15)
    h.settle()
    #expect(abs(h.inkCount(in: area) - before) <= 2)
  }

  @Test func everySpellingOfTheEffectsCompilesAndDrawsTheViews() throws {
    let h = try Harness(
      atOrigin {
        VStack {
          Image(systemName: "wifi").symbolEffect(
            .variableColor.iterative.reversing, options: .repeating, isActive: false)
          Image(systemName: "bell").symbolEffect(
            .bounce.up.byLayer, options: .nonRepeating.speed(2), value: 1)
          Image(systemName: "bell").symbolEffect(.pulse, value: "a").symbolEffect(.wiggle, value: 2)
          Image(systemName: "bell").symbolEffect(.rotate.clockwise, value: 3).symbolEffect(
            .breathe, isActive: false)
          Image(systemName: "bell").symbolEffect(.appear, isActive: true).symbolEffectsRemoved()
          Text("9").contentTransition(.numericText(countsDown: true)).contentTransition(
            .numericText(value: 9))
          Image(systemName: "bell").contentTransition(.symbolEffect(.replace.downUp)).contentTransition(
            .opacity)
          Image(systemName: "bell").symbolRenderingMode(.hierarchical).symbolVariant(.circle.fill)
          Image(systemName: "bell").symbolRenderingMode(.palette).antialiased(false).imageScale(.small)
        }
      })
    #expect(h.frame(ofText: "9") != nil)
    #expect(h.nodes(Image.self).count == 8)
  }
}

/// A count a test changes from outside the view.
@Observable @MainActor
private final class Counter {
  var count = 0
}
