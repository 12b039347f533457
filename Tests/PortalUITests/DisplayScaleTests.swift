import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct ScaleLabel: View {
  @Environment(\.displayScale) private var scale
  var body: some View { Text("scale \(scale)") }
}

@Suite("Display scale") @MainActor
struct DisplayScaleTests {
  /// `view` pinned to the top-leading corner of a 200×100 window at `scale` device pixels per point.
  func draw<V: View>(_ view: V, scale: Double) throws -> (HeadlessHost, ViewGraph) {
    let host = try HeadlessHost(size: Size(width: 200, height: 100), scale: scale)
    let graph = ViewGraph(
      root: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), host: host)
    host.runUntilIdle()
    return (host, graph)
  }

  @Test func viewsSeeTheHostsScaleAndFramesLandOnHalfPoints() throws {
    let view = VStack(alignment: .leading, spacing: 0) {
      Color.black.frame(width: 10.3, height: 10)
      ScaleLabel()
    }
    let (host, graph) = try draw(view, scale: 2)
    #expect(host.main.bitmap.width == 400 && host.main.bitmap.height == 200)
    #expect(graph.environment.displayScale == 2)
    var label: String?
    var black: Rect?
    graph.root.forEachDescendant { node in
      if let text = node.view as? Text { label = text.content }
      if let color = node.view as? Color, color == .black { black = node.frame }
    }
    #expect(label == "scale 2.0")
    // 10.3 pt is 20.6 device pixels: the edge lands on the 21st, half a point past 10.
    #expect(black?.width == 10.5)
    let bitmap = host.main.bitmap
    #expect(bitmap.pixel(x: 20, y: 10).isClose(to: .black))
    #expect(bitmap.pixel(x: 21, y: 10).isClose(to: .white))
    #expect(bitmap.pixel(x: 10, y: 19).isClose(to: .black))
  }

  @Test func atScaleOneTheSameFrameLandsOnAWholePoint() throws {
    let (host, graph) = try draw(Color.black.frame(width: 10.3, height: 10), scale: 1)
    var black: Rect?
    graph.root.forEachDescendant { if let c = $0.view as? Color, c == .black { black = $0.frame } }
    #expect(black?.width == 10)
    #expect(host.main.bitmap.pixel(x: 9, y: 5).isClose(to: .black))
    #expect(host.main.bitmap.pixel(x: 10, y: 5).isClose(to: .white))
  }

  @Test func textIsDrawnWithTwiceTheDevicePixelsAtScaleTwo() throws {
    func ink(scale: Double) throws -> Int {
      let (host, _) = try draw(Text("Portal").font(.system(size: 20)), scale: scale)
      let bitmap = host.main.bitmap
      var count = 0
      for y in 0..<bitmap.height { for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).luminance < 0.5 { count += 1 } }
      return count
    }
    let one = try ink(scale: 1)
    let two = try ink(scale: 2)
    // Four device pixels per point: about four times the dark pixels for the same text.
    #expect(one > 50)
    #expect(Double(two) > 3.2 * Double(one) && Double(two) < 4.8 * Double(one))
  }
}
