import Foundation
import Testing

@testable import PortalGraphics

@Suite("Bitmap")
struct BitmapTests {
  private func temporaryPath(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("portal-\(UUID().uuidString)-\(name)").path
  }

  @Test func pngRoundTripKeepsEveryPixel() throws {
    let (bitmap, canvas) = try makeCanvas(width: 16, height: 8)
    canvas.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .red)
    canvas.fill(Rect(x: 8, y: 0, width: 8, height: 4), with: Color.blue.opacity(0.5))
    let path = temporaryPath("round-trip.png")
    defer { try? FileManager.default.removeItem(atPath: path) }

    try bitmap.writePNG(to: path)
    let loaded = try Bitmap(pngFile: path)

    #expect(loaded.width == 16 && loaded.height == 8)
    for y in 0..<8 {
      for x in 0..<16 { #expect(loaded.rawPixel(x: x, y: y) == bitmap.rawPixel(x: x, y: y)) }
    }
  }

  /// Expects reading `path` as a PNG to fail with `cannotReadImage` naming the path.
  private func expectCannotRead(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let error = #expect(throws: GraphicsError.self, sourceLocation: sourceLocation) { try Bitmap(pngFile: path) }
    guard case .cannotReadImage(let failedPath, _) = error else {
      Issue.record("expected cannotReadImage, got \(String(describing: error))", sourceLocation: sourceLocation)
      return
    }
    #expect(failedPath == path, sourceLocation: sourceLocation)
    #expect(error?.description.contains(path) == true, sourceLocation: sourceLocation)
  }

  @Test func readingAMissingFileNamesThePath() throws {
    expectCannotRead(temporaryPath("missing.png"))
  }

  @Test func readingANonPNGFileNamesThePath() throws {
    let path = temporaryPath("garbage.png")
    try Data("this is not a PNG file at all".utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    expectCannotRead(path)
  }

  @Test func writingIntoAMissingFolderThrows() throws {
    let bitmap = try Bitmap(width: 2, height: 2)
    #expect(throws: GraphicsError.self) { try bitmap.writePNG(to: "/nonexistent-folder/x.png") }
  }
}
