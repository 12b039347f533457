import Foundation
import PortalTestSupport
import Testing

/// The scenes' grids in windows of several widths: as many columns as fit, so no card's title
/// is cut to a few letters.
@Suite("portal-demo grids at several widths")
struct NarrowWindowTests {
  /// The columns of the first cards, read from their portal sources' frames; the first card's
  /// frame is checked against the layout report's for the same scene and size, which the
  /// tests of every scene at several sizes (`SceneSizeTests`) rely on instead of a window.
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
    let count = first.filter { $0.y == top.y }.count
    let report = try SceneLayout.cached(scene: scene, size: size).firstRowOfCards
    let reported = try #require(report.first)
    // Anchors are in screen coordinates; the window sits at the screen's origin on a server
    // with no window manager.
    #expect(
      abs(reported.x - Double(top.x)) <= 1 && abs(reported.y - Double(top.y)) <= 1
        && abs(reported.width - Double(top.width)) <= 1 && abs(reported.height - Double(top.height)) <= 1,
      "the window's first card is at \(top), the layout report's at \(reported)")
    #expect(report.count == count, "columns: \(count) in the window, \(report.count) in the report")
    return (count, top.width)
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
