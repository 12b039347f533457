import Foundation
import PortalGraphics
import PortalHost
import Testing
import UIKit

@testable import PortalUI
@testable import PortedAppsSwift5

/// The UIKit an iOS app mixes into its SwiftUI, compiled unchanged and drawn headless.
@Suite("UIKit in SwiftUI") @MainActor
struct UIKitInteropTests {
  private func card(in size: Size = Size(width: 600, height: 400)) throws -> PortedHarness {
    try PortedHarness(ProfileCard().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), size: size)
  }

  @Test func anExtensionsConvenienceInitialiserMakesTheColour() {
    var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
    UIColor(hex: "#1E88E5").getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red - 0x1E / 255.0) < 0.001 && abs(green - 0x88 / 255.0) < 0.001 && abs(blue - 0xE5 / 255.0) < 0.001)
    #expect(alpha == 1)
  }

  @Test func aDynamicProviderGivesEachAppearanceItsColour() {
    let ink = Color(UIColor.cardInk)
    #expect(ink.resolved(dark: false) == Color(hex: 0x202020))
    #expect(ink.resolved(dark: true) == Color(hex: 0xF0F0F0))
  }

  @Test func hueSaturationAndBrightnessRoundTrip() {
    var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0
    UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: nil)
    #expect(abs(h - 0.6) < 0.001 && abs(s - 0.5) < 0.001 && abs(b - 0.8) < 0.001)
  }

  @Test func theCardIsAsWideAsTheScreenLessItsMarginsUpToItsLimit() throws {
    // UIScreen.main.bounds is the window: a 280-point window leaves a 240-point card.
    let narrow = try card(in: Size(width: 280, height: 400))
    #expect(close(try narrow.pixel(Point(x: 235, y: 210)), 0xFF3B30))
    #expect(close(try narrow.pixel(Point(x: 245, y: 210)), 0xFFFFFF))
    let wide = try card()
    #expect(close(try wide.pixel(Point(x: 295, y: 210)), 0xFF3B30))
    #expect(close(try wide.pixel(Point(x: 305, y: 210)), 0xFFFFFF))
  }

  @Test func onlyTheTopCornersOfTheBezierShapeAreRounded() throws {
    let h = try card()
    #expect(close(try h.pixel(Point(x: 2, y: 2)), 0xFFFFFF), "the top-left corner is cut away")
    #expect(close(try h.pixel(Point(x: 298, y: 2)), 0xFFFFFF), "the top-right corner is cut away")
    #expect(close(try h.pixel(Point(x: 2, y: 218)), 0xFF3B30), "the bottom-left corner is square")
    #expect(close(try h.pixel(Point(x: 298, y: 218)), 0xFF3B30), "the bottom-right corner is square")
  }

  @Test func theRepresentedLabelShowsItsTextOnItsBackground() throws {
    let h = try card()
    let caption = try #require(h.frame(ofText: "Captain"), "the UILabel's text is drawn")
    #expect(caption.width > 20)
    // The label's background fills the 120 × 28 frame SwiftUI gave it, centred in the card.
    let labelBackground = try h.pixel(Point(x: 150 - 55, y: caption.midY))
    #expect(close(labelBackground, 0x1E88E5))
  }

  @Test func theRendererDrawsTheAvatarAsAnImage() throws {
    let image = AvatarRenderer.avatar(of: UIColor(hex: "#43A047"), side: 48)
    #expect(image.size == CGSize(width: 48, height: 48))
    let bitmap = try #require(image.bitmap)
    let scale = Int(image.scale)
    #expect(bitmap.rawPixel(x: 24 * scale, y: 24 * scale) & 0xFFFFFF == 0x43A047)
    #expect(bitmap.rawPixel(x: 1, y: 1) >> 24 == 0, "outside the oval stays transparent")
    // PNG bytes read back to the same pixels.
    let png = try #require(image.pngData())
    let again = try #require(UIImage(data: png))
    let againPixels = try #require(again.bitmap)
    #expect(againPixels.rawPixel(x: 24 * scale, y: 24 * scale) & 0xFFFFFF == 0x43A047)
    #expect(UIImage(data: Data("not a picture".utf8)) == nil)
  }

  @Test func copyingPutsTheNameOnTheHostsClipboard() throws {
    let h = try card()
    try h.click(text: "Copy name")
    h.settle()
    #expect(h.host.memoryClipboard.texts[.clipboard] == "Ada")
    #expect(h.frame(ofText: "Copied") != nil)
    #expect(UIPasteboard.general.string == "Ada")
  }

  @Test func aRepresentableIsMadeOnceAndUpdatedOnEachEvaluation() throws {
    let counter = RepresentableCounter()
    let h = try PortedHarness(CountingHost(counter: counter))
    #expect(counter.made == 1 && counter.updates == 1)
    try h.click(text: "More")
    h.settle()
    #expect(counter.made == 1, "the UIKit view is kept")
    #expect(counter.updates == 2)
    #expect(h.frame(ofText: "1") != nil, "the updated label shows the new value")
  }

  @Test func namedColoursComeFromTheAssetCatalogsColourSets() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("colorsets-\(UUID().uuidString)")
    let set = directory.appendingPathComponent("Assets.xcassets/Colors/Brand.colorset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    let contents = """
      {"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0x1E","green":"136","blue":"0.898","alpha":"1.000"}}},
      {"idiom":"universal","appearances":[{"appearance":"luminosity","value":"dark"}],
       "color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}}}],
       "info":{"author":"xcode","version":1}}
      """
    try contents.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    ImageResources.register(directory: directory.path)
    let brand = Color("Brand")
    #expect(abs(brand.resolved(dark: false).red - 0x1E / 255.0) < 0.001)
    #expect(abs(brand.resolved(dark: false).green - 136 / 255.0) < 0.001)
    #expect(abs(brand.resolved(dark: false).blue - 0.898) < 0.001)
    #expect(brand.resolved(dark: true) == Color(red: 1, green: 1, blue: 1))
    #expect(UIColor(named: "Brand") != nil)
    #expect(UIColor(named: "NoSuchColour") == nil)
    #expect(Color("NoSuchColour") == .clear)
  }
}

/// Counts what a representable's calls did.
@MainActor
final class RepresentableCounter {
  var made = 0
  var updates = 0
}

/// A UILabel showing a count, counting its makes and updates.
struct CountingLabel: UIViewRepresentable {
  let value: Int
  let counter: RepresentableCounter

  func makeUIView(context: Context) -> UILabel {
    counter.made += 1
    return UILabel()
  }

  func updateUIView(_ uiView: UILabel, context: Context) {
    counter.updates += 1
    uiView.text = "\(value)"
  }
}

struct CountingHost: View {
  let counter: RepresentableCounter
  @State private var value = 0

  var body: some View {
    VStack {
      CountingLabel(value: value, counter: counter)
      Button("More") { value += 1 }
    }
  }
}
