import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Records what images report while `body` runs.
@MainActor
private func reports(during body: () throws -> Void) rethrows -> [String] {
  var messages: [String] = []
  let previous = ImageProblems.sink
  ImageProblems.sink = { messages.append($0) }
  defer { ImageProblems.sink = previous }
  try body()
  return messages
}

private func temporaryDirectory() throws -> String {
  let path = NSTemporaryDirectory() + "portal-images-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

private func writePNG(_ color: Color, width: Int, height: Int, to path: String) throws {
  let bitmap = try Bitmap(width: width, height: height)
  bitmap.clear(to: color)
  try bitmap.writePNG(to: path)
}

/// The bitmap the PNG at `path` loads as (from the cache after the first time); nil when it
/// loads as the placeholder.
@MainActor
private func loadedBitmap(atPath path: String) -> Bitmap? {
  guard case .bitmap(let bitmap) = ImageResources.image(atPath: path) else { return nil }
  return bitmap
}

private struct Redrawn<Content: View>: View {
  let content: Content
  @State private var tick = 0
  var body: some View {
    VStack {
      content
      Text("tick \(tick)").onTapGesture { tick += 1 }
    }
  }
}

@Suite("Image") @MainActor
struct ImageViewTests {
  @Test func aSymbolDrawsInkInTheForegroundColour() throws {
    let h = try Harness(
      atOrigin { Image(systemName: "star.fill").foregroundStyle(.red).font(.system(size: 40)) })
    let frame = try #require(h.node(Image.self)?.frame)
    #expect(h.count(.red, in: frame) > 200)
    #expect(h.count(.black, in: frame, tolerance: 0.3) == 0)
  }

  @Test func aSymbolIsSizedByTheFont() throws {
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Image(systemName: "star.fill").font(.system(size: 20))
          Image(systemName: "heart").font(.system(size: 40))
        }
      })
    var heights: [Double] = []
    h.graph.root.forEachDescendant { if $0.view is Image { heights.append($0.frame.height) } }
    #expect(heights == [24, 48])
  }

  @Test func anUnknownSymbolDrawsAPlaceholderAndLogsOnce() throws {
    let name = "no.such.symbol.\(UUID().uuidString)"
    var h: Harness!
    let messages = try reports {
      h = try Harness(atOrigin { Redrawn(content: Image(systemName: name).font(.system(size: 40))) })
      h.click(try #require(h.frame(ofText: "tick 0")).center)
      h.click(try #require(h.frame(ofText: "tick 1")).center)
    }
    #expect(messages.filter { $0.contains(name) }.count == 1)
    let frame = try #require(h.node(Image.self)?.frame)
    #expect(frame.size == Size(width: 48, height: 48))
    #expect(h.count(Color(hex: 0x1C1C1E), in: frame, tolerance: 0.15) > 20)
  }

  @Test func aMissingFileDrawsAPlaceholderAndLogsThePathOnce() throws {
    let path = "/nonexistent/portal-\(UUID().uuidString).png"
    var h: Harness!
    let messages = try reports {
      h = try Harness(atOrigin { Redrawn(content: Image(filePath: path)) })
      h.click(try #require(h.frame(ofText: "tick 0")).center)
    }
    #expect(messages.filter { $0.contains(path) }.count == 1)
    let frame = try #require(h.node(Image.self)?.frame)
    #expect(frame.size == Size(width: 32, height: 32))
    #expect(h.count(.white, in: frame) < 100)
  }

  @Test func aCorruptFileDrawsAPlaceholderAndSaysWhy() throws {
    let path = try temporaryDirectory() + "/corrupt.png"
    try Data("this is not a PNG".utf8).write(to: URL(fileURLWithPath: path))
    var h: Harness!
    let messages = try reports {
      h = try Harness(atOrigin { Image(filePath: path).resizable().frame(width: 50, height: 40) })
    }
    let message = try #require(messages.first { $0.contains(path) })
    #expect(message.contains("PNG"))
    #expect(h.count(.white, in: Rect(x: 0, y: 0, width: 50, height: 40)) < 200)
  }

  @Test func aFileDamagedPastItsHeaderKeepsItsSizeDrawsThePlaceholderAndSaysWhyByItsFirstFrame() throws {
    let path = try temporaryDirectory() + "/truncated.png"
    try writePNG(.green, width: 60, height: 30, to: path)
    // The header stays; the pixel data is cut off.
    let whole = try Data(contentsOf: URL(fileURLWithPath: path))
    try whole.prefix(40).write(to: URL(fileURLWithPath: path))
    var h: Harness!
    let messages = try reports { h = try Harness(atOrigin { Image(filePath: path) }) }
    #expect(messages.filter { $0.contains(path) }.count == 1)
    let frame = try #require(h.node(Image.self)?.frame)
    #expect(frame.size == Size(width: 60, height: 30))
    #expect(h.count(.green, in: frame) == 0)
    #expect(h.count(Color(hex: 0xE5E5EA), in: frame, tolerance: 0.02) > 200)
  }

  @Test func layoutTakesTheSizeFromTheHeaderAndEachFileIsDecodedOnceForAllFrames() throws {
    let directory = try temporaryDirectory()
    let paths = (0..<6).map { directory + "/card-\($0).png" }
    for (index, path) in paths.enumerated() { try writePNG(.blue, width: 20 + index, height: 10, to: path) }
    let h = try Harness(
      atOrigin {
        Redrawn(
          content: VStack(alignment: .leading, spacing: 0) {
            ForEach(paths, id: \.self) { Image(filePath: $0) }
          })
      })
    h.click(try #require(h.frame(ofText: "tick 0")).center)
    h.click(try #require(h.frame(ofText: "tick 1")).center)
    var frames: [Rect] = []
    h.graph.root.forEachDescendant { if $0.view is Image { frames.append($0.frame) } }
    #expect(frames.map(\.size) == (0..<6).map { Size(width: Double(20 + $0), height: 10) })
    for path in paths { #expect(ImageResources.decodeCounts[path] == 1, "\(path)") }
    for frame in frames { #expect(h.pixel(frame.midX, frame.midY).isClose(to: .blue)) }
  }

  @Test func aDecodeStartedByLayoutIsTheOneDrawingCollects() throws {
    let path = try temporaryDirectory() + "/pending.png"
    try writePNG(.red, width: 12, height: 8, to: path)
    #expect(ImageResources.naturalSize(atPath: path) == Size(width: 12, height: 8))
    #expect(ImageResources.decodeCounts[path] == nil)
    let bitmap = try #require(loadedBitmap(atPath: path), "the PNG did not load")
    #expect(bitmap.size == Size(width: 12, height: 8))
    #expect(ImageResources.naturalSize(atPath: path) == Size(width: 12, height: 8))
    let again = try #require(loadedBitmap(atPath: path), "the PNG loaded once, then not again")
    #expect(again === bitmap)
    #expect(ImageResources.decodeCounts[path] == 1)
  }

  @Test func aNamedImageIsFoundInARegisteredDirectory() throws {
    let directory = try temporaryDirectory()
    let name = "swatch-\(UUID().uuidString)"
    try writePNG(.green, width: 30, height: 10, to: directory + "/\(name).png")
    ImageResources.register(directory: directory)
    #expect(ImageResources.searchDirectories.first == directory)
    #expect(ImageResources.path(forImageNamed: name) == directory + "/\(name).png")
    let h = try Harness(atOrigin { Image(name) })
    #expect(h.node(Image.self)?.frame == Rect(x: 0, y: 0, width: 30, height: 10))
    #expect(h.pixel(15, 5).isClose(to: .green))
  }

  @Test func anUnknownNameIsReportedWithTheDirectoriesSearched() throws {
    let name = "missing-\(UUID().uuidString)"
    let messages = try reports { _ = try Harness(atOrigin { Image(name) }) }
    let message = try #require(messages.first { $0.contains(name) })
    #expect(message.contains("Resources"))
  }

  @Test func decodedBitmapsAreCachedByPath() throws {
    let path = try temporaryDirectory() + "/cached.png"
    try writePNG(.blue, width: 4, height: 4, to: path)
    let first = try #require(loadedBitmap(atPath: path), "the PNG did not load")
    let second = try #require(loadedBitmap(atPath: path), "the PNG loaded once, then not again")
    #expect(first === second)
  }

  @Test func aResizableImageFillsTheProposalAndAPlainOneKeepsItsSize() throws {
    let bitmap = try Bitmap(width: 40, height: 20)
    bitmap.clear(to: .red)
    let h = try Harness(
      atOrigin {
        VStack(alignment: .leading, spacing: 0) {
          Image(bitmap: bitmap).frame(width: 100, height: 100)
          Image(bitmap: bitmap).resizable().frame(width: 100, height: 100)
        }
      })
    var frames: [Rect] = []
    h.graph.root.forEachDescendant { if $0.view is Image { frames.append($0.frame) } }
    #expect(
      frames == [Rect(x: 30, y: 40, width: 40, height: 20), Rect(x: 0, y: 100, width: 100, height: 100)])
    #expect(h.pixel(99, 199).isClose(to: .red))
  }
}
