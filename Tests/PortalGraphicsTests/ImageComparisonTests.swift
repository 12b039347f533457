import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

@Suite("Golden image comparison")
struct ImageComparisonTests {
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("portal-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func square(_ color: Color, dot: Color? = nil) throws -> Bitmap {
    let bitmap = try Bitmap(width: 8, height: 8)
    bitmap.clear(to: color)
    if let dot { Canvas(bitmap: bitmap).fill(Rect(x: 2, y: 2, width: 2, height: 2), with: dot) }
    return bitmap
  }

  /// Recording writes only missing goldens: an existing one is kept, and a difference fails.
  @Test(arguments: [false, true])
  func aMismatchFailsKeepsTheGoldenAndWritesTheActualImageAndTheDiffBesideIt(recording: Bool) throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let golden = dir.appendingPathComponent("card.png").path
    try square(.white).writePNG(to: golden)
    let result = try ImageComparison().check(try square(.white, dot: .blue), againstGolden: golden, record: recording)
    #expect(!result.passed)
    #expect(result.mismatchedPixels == 4)
    #expect(try Bitmap(pngFile: golden).pixel(x: 3, y: 3) == .white)
    let actual = try Bitmap(pngFile: dir.appendingPathComponent("card.actual.png").path)
    #expect(actual.pixel(x: 3, y: 3) == .blue)
    #expect(actual.pixel(x: 6, y: 6) == .white)
    let diff = try Bitmap(pngFile: dir.appendingPathComponent("card.diff.png").path)
    #expect(diff.rawPixel(x: 3, y: 3) == 0xFFFF_0000)
    #expect(diff.rawPixel(x: 6, y: 6) != 0xFFFF_0000)
  }

  @Test func aMatchWritesNothing() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let golden = dir.appendingPathComponent("card.png").path
    try square(.white).writePNG(to: golden)
    #expect(try ImageComparison().check(try square(.white), againstGolden: golden, record: false).passed)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["card.png"])
  }

  @Test func aMissingGoldenIsAnErrorUnlessRecording() throws {
    let dir = try folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let golden = dir.appendingPathComponent("new/card.png").path
    #expect { try ImageComparison().check(try square(.white), againstGolden: golden, record: false) } throws: {
      "\($0)".contains("PORTAL_RECORD_GOLDENS=1")
    }
    #expect(try ImageComparison().check(try square(.white, dot: .blue), againstGolden: golden, record: true).passed)
    #expect(try Bitmap(pngFile: golden).pixel(x: 3, y: 3) == .blue)
  }
}
