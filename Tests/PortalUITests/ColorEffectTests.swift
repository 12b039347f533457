import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Colour effects, masks and blend modes") @MainActor
struct ColorEffectTests {
  private let red = Color(red: 1, green: 0, blue: 0)

  private func colour(_ view: some View) throws -> Color {
    let h = try Harness(atOrigin { view.frame(width: 20, height: 20) })
    return h.pixel(10, 10)
  }

  @Test func noSaturationLeavesGreyOfTheSameLuminance() throws {
    #expect(try colour(red.saturation(0)).isClose(to: Color(red: 0.213, green: 0.213, blue: 0.213), 0.01))
    #expect(try colour(red.saturation(1)) == red)
  }

  @Test func fullGrayscaleIsNoSaturation() throws {
    #expect(try colour(red.grayscale(1)).isClose(to: Color(red: 0.213, green: 0.213, blue: 0.213), 0.01))
    #expect(try colour(red.grayscale(0)) == red)
  }

  @Test func brightnessAddsToEveryChannel() throws {
    #expect(try colour(Color.black.brightness(0.5)).isClose(to: Color(red: 0.5, green: 0.5, blue: 0.5), 0.01))
    #expect(try colour(red.brightness(1)).isClose(to: .white, 0.01))
  }

  @Test func noContrastIsMidGrey() throws {
    #expect(try colour(red.contrast(0)).isClose(to: Color(red: 0.5, green: 0.5, blue: 0.5), 0.01))
    #expect(try colour(red.contrast(1)) == red)
  }

  @Test func invertingTurnsEachChannelIntoItsOpposite() throws {
    #expect(try colour(red.colorInvert()).isClose(to: Color(red: 0, green: 1, blue: 1), 0.01))
  }

  @Test func multiplyingByAColourTintsWhite() throws {
    #expect(
      try colour(Color.white.colorMultiply(Color(red: 0, green: 0, blue: 1))).isClose(
        to: Color(red: 0, green: 0, blue: 1), 0.01))
  }

  @Test func luminanceToAlphaMakesDarkPartsTransparent() throws {
    // White becomes opaque black; black becomes transparent and the white window shows.
    #expect(try colour(Color.white.luminanceToAlpha()).isClose(to: .black, 0.01))
    #expect(try colour(Color.black.luminanceToAlpha()).isClose(to: .white, 0.01))
  }

  @Test func colourEffectsLeaveWhatIsAroundTheViewAlone() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          red.frame(width: 20, height: 20).colorInvert()
          red.frame(width: 20, height: 20)
        }
      })
    #expect(h.pixel(30, 10) == red)
    #expect(h.pixel(10, 30).isClose(to: .white, 0.01))
  }

  @Test func aMaskShowsTheViewOnlyWhereTheMaskIsOpaque() throws {
    let h = try Harness(
      atOrigin {
        red.frame(width: 40, height: 40).mask { Circle() }
      })
    #expect(h.pixel(20, 20) == red)
    #expect(h.pixel(2, 2).isClose(to: .white, 0.01))
  }

  @Test func aMaskIsAlignedInTheViewsFrame() throws {
    let h = try Harness(
      atOrigin {
        red.frame(width: 40, height: 40).mask(alignment: .topLeading) {
          Color.black.frame(width: 10, height: 10)
        }
      })
    #expect(h.pixel(5, 5) == red)
    #expect(h.pixel(20, 20).isClose(to: .white, 0.01))
    #expect(h.pixel(35, 35).isClose(to: .white, 0.01))
  }

  @Test func aTranslucentMaskFadesTheView() throws {
    #expect(
      try colour(red.mask(Color.black.opacity(0.5))).isClose(to: Color(red: 1, green: 0.5, blue: 0.5), 0.02))
  }

  @Test func aBorderIsDrawnJustInsideTheFrame() throws {
    let blue = Color(red: 0, green: 0, blue: 1)
    let h = try Harness(atOrigin { Color.clear.frame(width: 40, height: 40).border(blue, width: 3) })
    #expect(h.pixel(1, 20) == blue)
    #expect(h.pixel(38, 20) == blue)
    #expect(h.pixel(20, 20).isClose(to: .white, 0.01))
  }

  @Test func aMultiplyBlendDarkensWhatIsBelow() throws {
    let yellow = Color(red: 1, green: 1, blue: 0)
    let h = try Harness(
      atOrigin {
        ZStack {
          yellow.frame(width: 40, height: 40)
          Color(red: 0.5, green: 0.5, blue: 1).frame(width: 20, height: 20).blendMode(.multiply)
        }
      })
    #expect(h.pixel(20, 20).isClose(to: Color(red: 0.5, green: 0.5, blue: 0), 0.02))
    #expect(h.pixel(2, 2) == yellow)
  }

  @Test func aDifferenceBlendOfTheSameColourIsBlack() throws {
    let h = try Harness(
      atOrigin {
        ZStack {
          red; red.blendMode(.difference)
        }.frame(width: 20, height: 20)
      })
    #expect(h.pixel(10, 10).isClose(to: .black, 0.01))
  }

  @Test func theBackgroundStyleIsWhatTheBackgroundShapeStyleFills() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          Rectangle().fill(.background).frame(width: 20, height: 20).backgroundStyle(red)
          Rectangle().fill(.background).frame(width: 20, height: 20)
        }
        .background(Color.black)
      })
    #expect(h.pixel(10, 10) == red)
    #expect(h.pixel(30, 10).isClose(to: .white, 0.01))
  }

  @Test func systemModifiersCompileAndChangeNothing() throws {
    let h = try Harness(
      atOrigin {
        red.frame(width: 20, height: 20)
          .statusBarHidden().persistentSystemOverlays(.hidden).defersSystemGestures(on: .bottom)
          .hoverEffect(.lift).focusable().focusable(true, interactions: .activate).geometryGroup()
          .containerShape(RoundedRectangle(cornerRadius: 8)).compositingGroup()
      })
    #expect(h.pixel(10, 10) == red)
  }
}
