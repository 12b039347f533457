import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("NavigationSplitView") @MainActor
struct NavigationSplitViewTests {

  @Test func theSidebarAndTheDetailStandSideBySide() throws {
    let h = try Harness(
      size: Size(width: 800, height: 500),
      NavigationSplitView {
        List { Text("Inbox") }.navigationTitle("Folders")
      } detail: {
        Text("Pick a folder")
      })
    let sidebar = try #require(h.frame(ofText: "Inbox"))
    let detail = try #require(h.frame(ofText: "Pick a folder"))
    #expect(sidebar.maxX <= 260)
    #expect(detail.minX > 260)
    #expect(h.frame(ofText: "Folders") != nil)
  }

  struct Mail: View {
    @State var folder: String?
    var body: some View {
      NavigationSplitView {
        List(["Inbox", "Sent"], id: \.self, selection: $folder) { Text($0) }
      } detail: {
        if let folder { Text("Showing \(folder)") } else { Text("Pick a folder") }
      }
    }
  }

  @Test func aSelectionInTheSidebarRebuildsTheDetail() throws {
    let h = try Harness(size: Size(width: 800, height: 500), Mail())
    #expect(h.frame(ofText: "Pick a folder") != nil)
    h.click(try #require(h.frame(ofText: "Sent")).center)
    #expect(h.frame(ofText: "Showing Sent") != nil)
  }

  @Test func aLinkInTheSidebarShowsItsPageInTheDetailColumn() throws {
    let h = try Harness(
      size: Size(width: 800, height: 500),
      NavigationSplitView {
        List { NavigationLink("Settings") { Text("Settings page") } }
      } detail: {
        Text("Nothing yet")
      })
    h.click(try #require(h.frame(ofText: "Settings")).center)
    let page = try #require(h.frame(ofText: "Settings page"))
    #expect(page.minX > 260)
    #expect(h.frame(ofText: "Nothing yet") == nil)
  }

  @Test func theColumnWidthModifierSetsTheSidebarsWidth() throws {
    let h = try Harness(
      size: Size(width: 800, height: 500),
      NavigationSplitView {
        Text("Narrow").navigationSplitViewColumnWidth(150)
      } detail: {
        Text("Detail")
      })
    #expect(try #require(h.frame(ofText: "Detail")).minX > 150)
    #expect(try #require(h.frame(ofText: "Detail")).minX < 260 + 200)
    #expect(try #require(h.frame(ofText: "Narrow")).maxX <= 150)
  }
}
