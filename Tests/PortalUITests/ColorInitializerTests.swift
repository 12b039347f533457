import PortalGraphics
import Testing

@testable import PortalUI

@Suite("Colour initialisers") @MainActor
struct ColorInitializerTests {
  @Test func whiteMakesAGreyWithAnOpacity() {
    let grey = Color(white: 0.4, opacity: 0.5)
    #expect(grey.isClose(to: Color(red: 0.4, green: 0.4, blue: 0.4, alpha: 0.5), 0.001))
  }

  @Test func hueSaturationBrightnessCoversTheColourWheel() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1).isClose(to: Color(red: 1, green: 0, blue: 0), 0.001))
    #expect(Color(hue: 1 / 3, saturation: 1, brightness: 1).isClose(to: Color(red: 0, green: 1, blue: 0), 0.001))
    #expect(Color(hue: 2 / 3, saturation: 1, brightness: 1).isClose(to: Color(red: 0, green: 0, blue: 1), 0.001))
    #expect(Color(hue: 0.5, saturation: 0, brightness: 0.3).isClose(to: Color(white: 0.3), 0.001))
    #expect(Color(hue: 1, saturation: 1, brightness: 0.5, opacity: 0.2).isClose(to: Color(red: 0.5, green: 0, blue: 0, alpha: 0.2), 0.001))
  }

  @Test func redGreenBlueTakesAnOpacity() {
    let colour = Color(red: 0.1, green: 0.2, blue: 0.3, opacity: 0.4)
    #expect(colour.red == 0.1 && colour.green == 0.2 && colour.blue == 0.3 && colour.alpha == 0.4)
  }

  @Test func aLinearSRGBColourIsGammaEncoded() {
    #expect(Color(.sRGB, red: 0.5, green: 0.5, blue: 0.5).isClose(to: Color(white: 0.5), 0.001))
    #expect(Color(.sRGBLinear, red: 0.214, green: 0.214, blue: 0.214).isClose(to: Color(white: 0.5), 0.005))
  }
}
