import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

extension Harness {
  /// How much darker than white the pixels of `rect` are, summed (1 per black pixel).
  func ink(in rect: Rect) -> Double {
    let rect = rect.intersection(Rect(origin: .zero, size: host.main.size))
    var total = 0.0
    for y in Int(rect.minY)..<Int(rect.maxY) {
      for x in Int(rect.minX)..<Int(rect.maxX) { total += 1 - host.main.bitmap.pixel(x: x, y: y).luminance }
    }
    return total
  }

  /// The leftmost and rightmost columns of `rect` holding a dark pixel.
  func inkedColumns(in rect: Rect) -> ClosedRange<Double>? {
    let rect = rect.intersection(Rect(origin: .zero, size: host.main.size))
    var columns: [Int] = []
    for x in Int(rect.minX)..<Int(rect.maxX) {
      for y in Int(rect.minY)..<Int(rect.maxY) where host.main.bitmap.pixel(x: x, y: y).luminance < 0.5 {
        columns.append(x)
        break
      }
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return Double(first)...Double(last + 1)
  }
}

@Suite("Drawn pixels") @MainActor
struct DrawnPixelTests {
  /// A long first line and a short second one, aligned as asked, in a 300 pt frame.
  func drawTwoLines(_ alignment: TextAlignment) throws -> (Harness, Rect, ClosedRange<Double>) {
    let h = try Harness(
      atOrigin {
        Text("A much longer first line of text\nend").font(.system(size: 16)).foregroundStyle(.black)
          .multilineTextAlignment(alignment).padding(20)
      })
    let text = try #require(h.frame(ofText: "A much longer first line of text\nend"))
    #expect(text.height > 30)
    let secondLine = Rect(x: text.minX, y: text.midY + 2, width: text.width, height: text.height / 2 - 2)
    return (h, text, try #require(h.inkedColumns(in: secondLine)))
  }

  @Test func theShortLineIsDrawnLeadingCentredOrTrailing() throws {
    let (_, text, leading) = try drawTwoLines(.leading)
    let (_, _, centre) = try drawTwoLines(.center)
    let (_, _, trailing) = try drawTwoLines(.trailing)
    // The line is much narrower than the text; each alignment puts its ink somewhere else.
    #expect(leading.upperBound - leading.lowerBound < text.width / 3)
    #expect(abs(leading.lowerBound - text.minX) <= 3)
    #expect(abs((centre.lowerBound + centre.upperBound) / 2 - text.midX) <= 3)
    #expect(abs(trailing.upperBound - text.maxX) <= 3)
    #expect(leading.lowerBound < centre.lowerBound && centre.lowerBound < trailing.lowerBound)
  }

  @Test func boldTextInksMoreThanRegular() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 10) {
          Text("Portal transitions").font(.system(size: 20)).foregroundStyle(.black)
          Text("Portal transitions").font(.system(size: 20)).bold().foregroundStyle(.black)
        }
      })
    let texts = h.nodes(Text.self).map(\.frame)
    #expect(texts.count == 2)
    let regular = h.ink(in: texts[0].insetBy(dx: -2, dy: -2))
    let bold = h.ink(in: texts[1].insetBy(dx: -2, dy: -2))
    #expect(regular > 100)
    #expect(bold > 1.2 * regular)
  }

  @Test func continuousCornersDifferFromCircularOnes() throws {
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          RoundedRectangle(cornerRadius: 40, style: .circular).fill(.black).frame(width: 120, height: 120)
          RoundedRectangle(cornerRadius: 40, style: .continuous).fill(.black).frame(width: 120, height: 120)
        }
      })
    let circular = Rect(x: 0, y: 0, width: 60, height: 60)
    let continuous = Rect(x: 120, y: 0, width: 60, height: 60)
    // The continuous curve eases in from 51 pt along each edge, and so passes further from
    // the corner on the diagonal (13.3 pt in, against 11.7 pt for a quarter circle): the
    // pixel at (12, 12) is inside the circular corner and outside the continuous one.
    #expect(h.pixel(12, 12).luminance < 0.1)
    #expect(h.pixel(132, 12).luminance > 0.9)
    // Along the edge it is the other way round: 37 pt in, the quarter circle is within
    // 0.1 pt of the top edge while the continuous curve is still 1 pt below it.
    #expect(h.pixel(37, 0).luminance < 0.2)
    #expect(h.pixel(157, 0).luminance > 0.9)
    // And the two corners cover different areas.
    #expect(abs(h.ink(in: circular) - h.ink(in: continuous)) > 20)
  }
}
