import PortalGraphics
import Testing

@testable import PortalUI

@Suite("Label and label styles") @MainActor
struct LabelTests {
  @Test func theIconLeadsTheTitleByDefault() throws {
    let h = try Harness(atOrigin { Label("Favourites", systemImage: "star") })
    let title = try #require(h.frame(ofText: "Favourites"))
    let icon = try #require(h.node(Image.self)).frame
    #expect(icon.maxX < title.minX)
    #expect(abs(icon.midY - title.midY) <= 1)
  }

  @Test func iconOnlyHidesTheTitle() throws {
    let h = try Harness(atOrigin { Label("Favourites", systemImage: "star").labelStyle(.iconOnly) })
    #expect(h.frame(ofText: "Favourites") == nil)
    #expect(h.node(Image.self) != nil)
  }

  @Test func titleOnlyHidesTheIcon() throws {
    let h = try Harness(atOrigin { Label("Favourites", systemImage: "star").labelStyle(.titleOnly) })
    #expect(h.frame(ofText: "Favourites") != nil)
    #expect(h.node(Image.self) == nil)
  }

  @Test func aCustomStyleArrangesTheTitleAndIcon() throws {
    struct TrailingIcon: LabelStyle {
      func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.title; configuration.icon }
      }
    }
    let h = try Harness(atOrigin { Label("Next", systemImage: "chevron.right").labelStyle(TrailingIcon()) })
    let title = try #require(h.frame(ofText: "Next"))
    #expect(try #require(h.node(Image.self)).frame.minX > title.maxX)
  }

  @Test func aLabelTakesAnyViewsAsTitleAndIcon() throws {
    let h = try Harness(
      atOrigin { Label { Text("Ana") } icon: { Color.green.frame(width: 16, height: 16) } })
    let title = try #require(h.frame(ofText: "Ana"))
    #expect(h.pixel(8, title.midY).isClose(to: .green, 0.02))
  }
}
