import PortalGraphics
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// The seed's examples written as the seed writes them: `.flowingHeader` outside the
/// `NavigationStack`, the destination on the scroll view inside it.
@Suite("Flowing header, the seed's spellings") @MainActor
struct SeedSpellingTests {
  struct Item: Identifiable {
    let id: Int
  }

  struct ItemRow: View {
    let item: Item
    var body: some View {
      Text("Item \(item.id)").frame(maxWidth: .infinity, alignment: .leading).frame(height: 44)
    }
  }

  static let items = (0..<40).map(Item.init)

  /// The seed's scrolling pane: `header`, the header's place, above the rows.
  func pane(_ header: FlowingHeaderView = FlowingHeaderView()) -> some View {
    ScrollView {
      VStack(spacing: 0) {
        header
        ForEach(Self.items) { item in ItemRow(item: item) }
      }
    }
  }

  /// A session on the seed's window size showing `root`.
  func session(_ root: some View) throws -> HeaderSession {
    try HeaderSession(size: Size(width: 400, height: 600), root)
  }

  /// Scrolls down over the pane far enough for any flow to finish, then lets it settle.
  func scrollThrough(_ s: HeaderSession) {
    for _ in 0..<6 { s.wheel(30, at: Point(x: 200, y: 400)) }
    s.settle()
  }

  @Test func headerWithAccessory() throws {
    let s = try session(
      NavigationStack {
        pane()
          .flowingHeaderDestination(displays: [.title, .accessory])
      }
      .flowingHeader(
        title: "Favorites",
        subtitle: "Your starred items",
        displays: [.title, .accessory]
      ) {
        Image(systemName: "star.fill")
          .font(.system(size: 64))
          .foregroundStyle(.yellow)
      })
    let state = try #require(s.state())
    #expect(state.flowingParts == [.title, .accessory])
    #expect(s.flowingTitleFrame() == state.titleSource)
    scrollThrough(s)
    #expect(s.progress() == 1)
    let accessory = try #require(state.presentation.accessory)
    #expect(accessory.frame.center == state.presentation.accessoryDestination?.center)
    #expect(
      max(accessory.frame.width, accessory.frame.height) <= FlowingHeaderTokens.titleStripAccessorySize + 1e-9
    )
  }

  @Test func customViewWithLayoutControl() throws {
    let s = try session(
      NavigationStack {
        pane()
          .flowingHeaderDestination(displays: [.title, .accessory])
      }
      .flowingHeader(
        title: "Profile",
        subtitle: "Account settings",
        displays: [.title, .accessory],
        layout: .vertical
      ) {
        Image(systemName: "person.circle")
          .font(.system(size: 64))
          .foregroundStyle(.blue)
      })
    let state = try #require(s.state())
    #expect(state.stripHeight == FlowingHeaderTokens.verticalTitleStripHeight)
    scrollThrough(s)
    #expect(s.progress() == 1)
    let accessory = try #require(state.presentation.accessory)
    let title = try #require(s.flowingTitleFrame("Profile"))
    #expect(accessory.frame.maxY <= title.minY + 1)
  }

  @Test func photosShowsTheAccessoryButOnlyTheTitleFlows() throws {
    let s = try session(
      NavigationStack {
        pane(FlowingHeaderView(displays: [.title, .accessory]))
          .flowingHeaderDestination(displays: [.title])
      }
      .flowingHeader(
        title: "Photos",
        subtitle: "Your collection",
        displays: [.title]
      ) {
        Image(systemName: "photo.on.rectangle.angled")
          .font(.system(size: 64))
      })
    let state = try #require(s.state())
    #expect(state.flowingParts == [.title])
    #expect(state.accessorySource != nil)
    scrollThrough(s)
    #expect(s.progress() == 1)
    #expect(state.presentation.accessory == nil)
    #expect(!state.isFlowing(.accessory))
    #expect(state.presentation.accessoryFade == FlowingHeaderTokens.accessoryFadeMinimum)
  }

  @Test func textOnlyHeader() throws {
    let s = try session(
      NavigationStack {
        pane()
          .flowingHeaderDestination()
      }
      .flowingHeader(
        title: "Settings",
        subtitle: "Manage your preferences"
      ))
    let state = try #require(s.state())
    #expect(state.flowingParts == [.title])
    scrollThrough(s)
    #expect(s.progress() == 1)
    let strip = try #require(state.presentation.titleDestination)
    let drawn = try #require(s.flowingTitleFrame("Settings"))
    #expect(abs(drawn.midX - strip.midX) <= 1 && abs(drawn.midY - strip.midY) <= 1)
  }

  @Test func theShortFormFromTheLimitationsSection() throws {
    let s = try session(
      NavigationStack {
        pane()
          .flowingHeaderDestination("Title")
      }
      .flowingHeader("Title"))
    let state = try #require(s.state())
    #expect(state.configuration.title == "Title" && state.configuration.subtitle.isEmpty)
    #expect(state.flowingParts == [.title])
    scrollThrough(s)
    #expect(s.progress() == 1)
    #expect(s.flowingTitleFrame("Title") != nil)
  }
}
