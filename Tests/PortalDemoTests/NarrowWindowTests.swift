import Foundation
import PortalTestSupport
import Testing

/// The scenes' grids in windows of several widths: as many columns as fit, so no card's title
/// is cut to a few letters.
@Suite("portal-demo grids at several widths")
struct NarrowWindowTests {
  /// The columns of the first cards, read from their portal sources' frames.
  private func columns(scene: String, size: String) throws -> (count: Int, width: Int) {
    let trace = TraceLog("columns-\(scene)-\(size)")
    let (server, inspector, _, demo) = try demoOnItsOwnServer(["--scene", scene, "--size", size], tracing: trace)
    defer { demo.stop(); withExtendedLifetime(server) {} }
    #expect(eventually { !inspector.windows(ofProcess: demo.pid).isEmpty })
    var first: [TraceLog.Box] = []
    #expect(
      eventually {
        first = (0..<5).compactMap { trace.anchor(String($0), "source") }
        return first.count == 5
      })
    let top = try #require(first.first)
    return (first.filter { $0.y == top.y }.count, top.width)
  }

  @Test(arguments: ["grid", "carousel"])
  func aNarrowWindowHasTwoColumnsAndAWideOneFour(scene: String) throws {
    let narrow = try columns(scene: scene, size: "640x480")
    #expect(narrow.count == 2)
    // Beside the sidebar, 640 points leave two columns of about 168: room for a title.
    #expect(narrow.width >= 160)
    let wide = try columns(scene: scene, size: "1280x800")
    #expect(wide.count == 4)
  }
}
