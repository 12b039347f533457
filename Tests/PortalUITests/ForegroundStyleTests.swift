import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

extension Harness {
  /// The pixels of `rect` that are not (nearly) white: what was drawn over the window.
  func inkedPixels(in rect: Rect) -> [Color] {
    var found: [Color] = []
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) {
        let pixel = host.main.bitmap.pixel(x: x, y: y)
        if pixel.luminance < 0.8 { found.append(pixel) }
      }
    }
    return found
  }
}

@Suite("Foreground styles and colour gradients") @MainActor
struct ForegroundStyleTests {
  private let red = Color(red: 1, green: 0, blue: 0)
  private let blue = Color(red: 0, green: 0, blue: 1)

  @Test func aColoursGradientIsLighterAtTheTopAndTheColourAtTheBottom() throws {
    let h = try Harness(atOrigin { Rectangle().fill(Color.blue.gradient).frame(width: 40, height: 100) })
    let top = h.pixel(20, 1)
    let bottom = h.pixel(20, 98)
    #expect(bottom.isClose(to: .blue, 0.03))
    #expect(top.luminance > bottom.luminance + 0.05)
    #expect(top.blue > top.red && top.blue > top.green)
  }

  @Test func aColoursGradientFillsABackgroundInTheDarkVariant() throws {
    let h = try Harness(
      atOrigin {
        Color.clear.frame(width: 40, height: 100).background(Color(.systemBlue).gradient)
          .environment(\.colorScheme, .dark)
      })
    #expect(h.pixel(20, 98).isClose(to: Color(hex: 0x0A84FF), 0.03))
    #expect(h.pixel(20, 1).luminance > h.pixel(20, 98).luminance)
  }

  @Test func aGradientForegroundPaintsTextFromTopToBottom() throws {
    let h = try Harness(
      atOrigin {
        Text("MMMM").font(.system(size: 60, weight: .bold))
          .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .top, endPoint: .bottom))
      })
    let frame = try #require(h.frame(ofText: "MMMM"))
    let upper = h.inkedPixels(
      in: Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 3))
    let lower = h.inkedPixels(
      in: Rect(x: frame.minX, y: frame.maxY - frame.height / 3, width: frame.width, height: frame.height / 3))
    #expect(upper.count > 50 && lower.count > 50)
    #expect(upper.allSatisfy { $0.red > $0.blue })
    #expect(lower.allSatisfy { $0.blue > $0.red })
  }

  @Test func aGradientForegroundFillsShapesThatSetNoFill() throws {
    let h = try Harness(
      atOrigin {
        Rectangle().frame(width: 100, height: 20)
          .foregroundStyle(.linearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
      })
    #expect(h.pixel(1, 10).isClose(to: red, 0.03))
    #expect(h.pixel(98, 10).isClose(to: blue, 0.03))
  }

  @Test func theTintForegroundFollowsTheTint() throws {
    let h = try Harness(
      atOrigin { Text("MMMM").font(.system(size: 40, weight: .bold)).foregroundStyle(.tint).tint(.green) })
    let frame = try #require(h.frame(ofText: "MMMM"))
    #expect(h.count(.green, in: frame) > 50)
  }

  @Test func theSecondLevelGoesWhereTheSecondaryStyleIsAsked() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          Rectangle().frame(width: 20, height: 20)
          Rectangle().fill(.secondary).frame(width: 20, height: 20)
          Rectangle().fill(.primary).frame(width: 20, height: 20)
        }
        .foregroundStyle(red, blue)
      })
    #expect(h.pixel(10, 10).isClose(to: red))
    #expect(h.pixel(30, 10).isClose(to: blue))
    #expect(h.pixel(50, 10).isClose(to: red))
  }

  /// Three squares 20 points wide side by side, filled with the levels `a`, `b` and `c`: read
  /// at x 10, 30 and 50.
  private func levels(_ a: HierarchicalShapeStyle, _ b: HierarchicalShapeStyle, _ c: HierarchicalShapeStyle)
    -> some View
  {
    HStack(spacing: 0) {
      Rectangle().fill(a).frame(width: 20, height: 20)
      Rectangle().fill(b).frame(width: 20, height: 20)
      Rectangle().fill(c).frame(width: 20, height: 20)
    }
  }

  @Test func levelsNotGivenAreThePrimaryFaded() throws {
    let h = try Harness(atOrigin { levels(.secondary, .tertiary, .quaternary).foregroundStyle(blue) })
    // Blue at 60 %, 30 % and 18 % over the white window.
    #expect(h.pixel(10, 10).isClose(to: Color(red: 0.4, green: 0.4, blue: 1), 0.01))
    #expect(h.pixel(30, 10).isClose(to: Color(red: 0.7, green: 0.7, blue: 1), 0.01))
    #expect(h.pixel(50, 10).isClose(to: Color(red: 0.82, green: 0.82, blue: 1), 0.01))
  }

  @Test func withNoForegroundTheLevelsAreTheLabelColours() throws {
    let h = try Harness(atOrigin { levels(.primary, .secondary, .tertiary) })
    #expect(h.pixel(10, 10).isClose(to: Color.primary))
    #expect(h.pixel(30, 10).isClose(to: Color.secondary))
    // tertiaryLabel: (60, 60, 67) at 30 % over white.
    #expect(abs(h.pixel(50, 10).red * 255 - (255 - 0.3 * (255 - 60))) < 2)
  }

  @Test func aSecondaryForegroundOnAContainerIsTheSurroundingsSecondLevel() throws {
    let h = try Harness(
      atOrigin {
        VStack { Text("MMMM").font(.system(size: 40, weight: .bold)) }
          .foregroundStyle(.secondary)
          .foregroundStyle(red, blue)
      })
    let frame = try #require(h.frame(ofText: "MMMM"))
    #expect(h.count(blue, in: frame) > 50)
    #expect(h.count(red, in: frame) == 0)
  }

  @Test func aSymbolTakesAGradientForeground() throws {
    let h = try Harness(
      atOrigin {
        Image(systemName: "heart.fill").resizable().frame(width: 60, height: 60)
          .foregroundStyle(LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing))
      })
    let left = h.inkedPixels(in: Rect(x: 0, y: 0, width: 20, height: 60))
    let right = h.inkedPixels(in: Rect(x: 40, y: 0, width: 20, height: 60))
    #expect(left.count > 30 && right.count > 30)
    #expect(left.allSatisfy { $0.red > $0.blue })
    #expect(right.allSatisfy { $0.blue > $0.red })
  }
}
