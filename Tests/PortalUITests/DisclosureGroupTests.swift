import PortalGraphics
import Testing

@testable import PortalUI

private struct Expandable: View {
  @State var expanded = false
  var body: some View {
    VStack(alignment: .leading) {
      DisclosureGroup("Advanced", isExpanded: $expanded) { Text("Verbose logging") }
      Text(expanded ? "open" : "closed")
    }
    .frame(width: 300)
  }
}

@Suite("Disclosure groups, grouped and labelled content") @MainActor
struct DisclosureGroupTests {
  @Test func clickingTheLabelShowsAndHidesTheContent() throws {
    let h = try Harness(atOrigin { DisclosureGroup("Advanced") { Text("Verbose logging") }.frame(width: 300) })
    #expect(h.frame(ofText: "Verbose logging") == nil)
    h.click(try #require(h.frame(ofText: "Advanced")).center)
    #expect(h.frame(ofText: "Verbose logging") != nil)
    h.click(try #require(h.frame(ofText: "Advanced")).center)
    #expect(h.frame(ofText: "Verbose logging") == nil)
  }

  @Test func aBoundGroupWritesItsBinding() throws {
    let h = try Harness(atOrigin { Expandable() })
    h.click(try #require(h.frame(ofText: "Advanced")).center)
    #expect(h.frame(ofText: "open") != nil)
    #expect(h.frame(ofText: "Verbose logging") != nil)
  }

  @Test func labeledContentPutsTheValueAtTheTrailingEdge() throws {
    let h = try Harness(atOrigin { LabeledContent("Version", value: "2.1").frame(width: 300) })
    #expect(try #require(h.frame(ofText: "Version")).minX == 0)
    #expect(try #require(h.frame(ofText: "2.1")).maxX == 300)
  }

  @Test func aGroupBoxSetsItsContentOnAPanel() throws {
    let h = try Harness(atOrigin { GroupBox("Storage") { Text("12 GB used") }.frame(width: 300) })
    let title = try #require(h.frame(ofText: "Storage"))
    let content = try #require(h.frame(ofText: "12 GB used"))
    #expect(title.maxY <= content.minY)
    #expect(h.pixel(4, 4).isClose(to: Color(hex: 0xF2F2F7), 0.02))
  }

  @Test func contentUnavailableShowsItsTitleAndDescriptionCentred() throws {
    let h = try Harness(
      ContentUnavailableView("No Photos", systemImage: "photo", description: Text("Imported photos appear here.")))
    let title = try #require(h.frame(ofText: "No Photos"))
    #expect(abs(title.midX - 200) <= 1)
    #expect(try #require(h.frame(ofText: "Imported photos appear here.")).minY > title.maxY)
    let search = try Harness(ContentUnavailableView.search(text: "cats"))
    #expect(search.frame(ofText: "No Results for \u{201C}cats\u{201D}") != nil)
  }
}
