import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A main window that opens an inspector: a dialog or an ordinary window, whose content needs
/// at least 260 × 170.
private struct Inspecting: View {
  let kind: WindowKind
  var body: some View {
    Color.blue
      .window(isPresented: .constant(true), title: "Inspector", size: Size(width: 400, height: 300), kind: kind) {
        Color.green.frame(minWidth: 260, minHeight: 170)
      }
  }
}

@Suite("Window kinds and minimum sizes") @MainActor
struct WindowKindTests {
  private func openedWindow(_ kind: WindowKind) throws -> (HeadlessHost, HeadlessSurface, ViewGraph) {
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: Inspecting(kind: kind), host: host)
    host.runUntilIdle()
    let id = try #require(host.windowIDs.dropFirst().first)
    return (host, try #require(host.window(id)), graph)
  }

  @Test func aDialogBelongsToTheWindowOfTheViewThatOpenedIt() throws {
    let (_, dialog, graph) = try openedWindow(.dialog)
    #expect(dialog.kind == .dialog(owner: .main))
    let (_, window, other) = try openedWindow(.normal)
    #expect(window.kind == .normal)
    withExtendedLifetime((graph, other)) {}
  }

  @Test func aWindowsMinimumSizeIsTheSmallestItsViewsFitIn() throws {
    let (_, window, graph) = try openedWindow(.normal)
    #expect(window.minimumSize == Size(width: 260, height: 170))
    withExtendedLifetime(graph) {}
  }

  @Test func theMinimumSizeIsNeverBelowAGrabbableWindowNorAboveTheOpeningSize() throws {
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let loose = ViewGraph(root: Color.red, host: host)
    #expect(loose.minimumContentSize(within: Size(width: 400, height: 300)) == Size(width: 120, height: 80))
    let host2 = try HeadlessHost(size: Size(width: 400, height: 300))
    let large = ViewGraph(root: Color.red.frame(minWidth: 900, minHeight: 700), host: host2)
    #expect(large.minimumContentSize(within: Size(width: 400, height: 300)) == Size(width: 400, height: 300))
  }
}
