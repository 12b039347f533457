import Foundation
import Testing

@testable import PortalGraphics

@Suite("PNG header")
struct PNGHeaderTests {
  private func temporaryFile(_ name: String) -> String {
    NSTemporaryDirectory() + "portal-png-header-\(UUID().uuidString)-\(name)"
  }

  @Test func theHeaderGivesTheSizeThePixelsDecodeAt() throws {
    let path = temporaryFile("wide.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Bitmap(width: 301, height: 7).writePNG(to: path)
    #expect(PNGHeader.size(atPath: path) == Size(width: 301, height: 7))
    #expect(try Bitmap(pngFile: path).size == Size(width: 301, height: 7))
  }

  @Test func aFileThatDoesNotStartLikeAPNGHasNoSize() throws {
    let path = temporaryFile("text.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Data("this is not a PNG, only text long enough".utf8).write(to: URL(fileURLWithPath: path))
    #expect(PNGHeader.size(atPath: path) == nil)
    #expect(PNGHeader.size(atPath: path + ".missing") == nil)
  }

  @Test func aHeaderCutShortOrOfZeroSizeHasNoSize() throws {
    let path = temporaryFile("whole.png")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try Bitmap(width: 4, height: 4).writePNG(to: path)
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(PNGHeader.size(ofHeader: Array(bytes.prefix(24))) == Size(width: 4, height: 4))
    #expect(PNGHeader.size(ofHeader: Array(bytes.prefix(23))) == nil)
    var zeroWidth = Array(bytes.prefix(24))
    for i in 16..<20 { zeroWidth[i] = 0 }
    #expect(PNGHeader.size(ofHeader: zeroWidth) == nil)
  }
}
