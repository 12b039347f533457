import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Tab") @MainActor
struct TabTests {
  enum Section: Hashable { case library, search }

  struct Tabs: View {
    @State var selected = Section.library
    var body: some View {
      TabView(selection: $selected) {
        Tab("Library", systemImage: "books.vertical", value: Section.library) { Text("Library page") }
        Tab("Search", systemImage: "magnifyingglass", value: Section.search) { Text("Search page") }.badge(3)
      }
    }
  }

  @Test func eachTabsTitleIsInTheBarAndTheFirstShows() throws {
    let h = try Harness(Tabs())
    #expect(h.frame(ofText: "Library") != nil)
    #expect(h.frame(ofText: "Search") != nil)
    #expect(h.frame(ofText: "Library page") != nil)
    #expect(h.frame(ofText: "Search page") == nil)
  }

  @Test func aClickOnATabShowsItsContentAndSetsTheSelection() throws {
    let h = try Harness(Tabs())
    h.click(try #require(h.frame(ofText: "Search")).center)
    #expect(h.frame(ofText: "Search page") != nil)
    #expect(h.frame(ofText: "Library page") == nil)
  }

  @Test func aBadgeShowsItsCountOnTheTab() throws {
    let h = try Harness(Tabs())
    let badge = try #require(h.frame(ofText: "3"))
    let tab = try #require(h.frame(ofText: "Search"))
    #expect(abs(badge.midX - tab.midX) < 60)
    #expect(badge.maxY <= tab.minY + 4)
  }

  @Test func tabsWithoutValuesAreSelectedByPosition() throws {
    let h = try Harness(
      TabView {
        Tab("One", systemImage: "1.circle") { Text("First") }
        TabSection("More") {
          Tab("Two", systemImage: "2.circle") { Text("Second") }
        }
      })
    h.click(try #require(h.frame(ofText: "Two")).center)
    #expect(h.frame(ofText: "Second") != nil)
  }
}
