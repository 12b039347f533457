import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
import PortalTransitionsFlowingHeader
@testable import PortalUI
@testable import PortedExamples

/// The ported examples, compiled from files written for iOS (only `import SwiftUI` and the
/// Portal modules), run headless as a person would use them.
@Suite("Ported examples") @MainActor
struct PortedExampleTests {
  /// The window frames of every node whose view is of type `T`.
  func frames<T>(of type: T.Type, in h: PortedHarness) -> [Rect] {
    var found: [Rect] = []
    h.graph.root.forEachDescendant { if $0.view is T { found.append($0.windowFrame) } }
    return found
  }

  /// A point just inside a card's top-leading corner: its colour, not its symbol or title.
  func swatch(_ frame: Rect) -> Point { Point(x: frame.minX + 14, y: frame.minY + 14) }

  @Test func theCardGridFliesACardIntoItsSheetAndBack() throws {
    let h = try PortedHarness(CardGridExample())
    let source = try #require(h.frame(ofText: "Portal").flatMap { _ in
      frames(of: CardFace.self, in: h).first { $0.contains(h.frame(ofText: "Portal")!.center) }
    })
    let cardColour = try h.pixel(swatch(source))
    try h.snapshot("grid-rest")
    try h.click(text: "Portal")
    h.advance(0.1)
    try h.snapshot("grid-flight")
    let midFlight = try #require(h.flyingFrame, "no layer flies after the tap")
    #expect(midFlight != source, "the layer does not move towards the sheet's card")
    h.settle()
    try h.snapshot("grid-landed")
    #expect(h.flyingLayers.isEmpty, "a layer is left in the overlay after landing")
    let destination = try #require(frames(of: CardFace.self, in: h).first { $0.width == 240 })
    #expect(close(try h.pixel(swatch(destination)), cardColour), "the sheet's card is not the tapped card")
    #expect(h.frame(ofText: "Done") != nil)

    try h.click(text: "Done")
    h.advance(0.1)
    #expect(h.flyingFrame != nil, "nothing flies back when the sheet closes")
    h.settle()
    #expect(h.flyingLayers.isEmpty)
    #expect(h.frame(ofText: "Done") == nil, "the sheet did not close")
    #expect(close(try h.pixel(swatch(source)), cardColour), "the card is not back in the grid")
  }

  @Test func theBottomBarButtonAddsACard() throws {
    let h = try PortedHarness(CardGridExample())
    let before = frames(of: CardFace.self, in: h).count
    try h.click(text: "Add Card")
    h.settle()
    #expect(frames(of: CardFace.self, in: h).count == before + 1)
    #expect(h.frame(ofText: "Card 7") != nil)
  }

  @Test func aListRowPushesItsPageAndTheIconFliesIntoIt() throws {
    let h = try PortedHarness(ListPushExample())
    let row = try #require(h.frame(ofText: "Cedar Lake"))
    let icon = try #require(frames(of: PlaceIcon.self, in: h).first { abs($0.midY - row.midY) < 30 })
    let blue = try h.pixel(swatch(icon))
    h.click(row)
    h.advance(0.1)
    #expect(h.flyingFrame != nil, "the icon does not fly")
    h.settle()
    #expect(h.flyingLayers.isEmpty)
    let page = try #require(frames(of: PlaceIcon.self, in: h).first { $0.width == 160 })
    #expect(close(try h.pixel(swatch(page)), blue), "the pushed page's icon is not the row's")
  }

  @Test func theStaticIDBadgeFliesIntoTheSheetAndBack() async throws {
    let h = try PortedHarness(StaticIDExample())
    let badge = try #require(frames(of: Badge.self, in: h).first)
    let orange = try h.pixel(swatch(badge))
    h.click(badge)
    h.advance(0.1)
    let flying = try #require(h.flyingFrame, "the badge does not fly")
    #expect(flying.width > badge.width)
    h.settle()
    // The landed badge is an animated layer too: its portal is open, so it bounces, and
    // settles back to its size a fifth of a second later (on the main queue, in real time).
    try await Task.sleep(for: .milliseconds(400))
    h.settle()
    let landed = try #require(frames(of: Badge.self, in: h).first { $0.width == 220 })
    #expect(close(try h.pixel(swatch(landed)), orange))
    try h.click(text: "Close")
    h.advance(0.1)
    #expect(h.flyingFrame != nil, "the badge does not fly home")
    h.settle()
    #expect(h.flyingLayers.isEmpty)
    #expect(close(try h.pixel(swatch(badge)), orange), "the badge is not back")
  }

  @Test func theCarouselPagesAndFliesBackToTheCardNowShown() throws {
    let h = try PortedHarness(CarouselExample())
    let faces = frames(of: CardFace.self, in: h)
    let first = try #require(h.frame(ofText: "Swift").flatMap { title in faces.first { $0.contains(title.center) } })
    let second = try #require(h.frame(ofText: "Portal").flatMap { title in faces.first { $0.contains(title.center) } })
    let secondColour = try h.pixel(swatch(second))
    h.click(first)
    h.advance(0.1)
    #expect(h.flyingFrame != nil, "the card does not fly into the carousel")
    h.settle()
    // Page to the next card with the arrow key over the pages.
    h.host.send(.pointerMoved(Point(x: 450, y: 350)))
    h.press(.right)
    h.settle()
    let shown = try #require(frames(of: CardFace.self, in: h).first { $0.width == 260 && $0.minX > 0 && $0.maxX < 900 })
    #expect(close(try h.pixel(swatch(shown)), secondColour), "the carousel did not page to the second card")
    let closeButton = try #require(frames(of: Image.self, in: h).last)
    h.click(closeButton)
    h.advance(0.15)
    let back = try #require(h.flyingFrame, "nothing flies back on close")
    h.settle()
    // The flight went home to the second card, the one shown when the carousel closed.
    #expect(abs(back.midX - second.midX) < abs(back.midX - first.midX), "the flight does not head for the card shown")
    #expect(h.flyingLayers.isEmpty)
  }

  @Test func theZoomTransitionFliesTheTileIntoTheSheet() throws {
    let h = try PortedHarness(ZoomExample())
    let tile = try #require(h.frame(ofText: "Zoom")).offsetBy(dx: 0, dy: 90)
    try h.snapshot("zoom-rest")
    h.click(tile)
    h.advance(0.1)
    try h.snapshot("zoom-flight")
    let flying = try #require(h.flyingFrame, "the tile does not fly")
    #expect(flying.width > 160)
    h.settle()
    #expect(h.flyingLayers.isEmpty)
    #expect(h.frame(ofText: "Grown out of the tile") != nil)
    try h.click(text: "Close")
    h.advance(0.1)
    #expect(h.flyingFrame != nil, "the tile does not fly back when the sheet closes")
    h.settle()
    #expect(h.flyingLayers.isEmpty)
  }

  @Test(arguments: [0, 1, 2])
  func theHeaderTitleFlowsIntoTheStripAsTheListScrolls(example: Int) throws {
    let view: AnyView =
      switch example {
      case 0: AnyView(HeaderWithAccessoryExample())
      case 1: AnyView(HeaderTitleOnlyExample())
      default: AnyView(HeaderNoAccessoryExample())
      }
    let titles = ["Photos", "Analytics", "Settings"]
    let h = try PortedHarness(view)
    let atRest = try #require(h.frame(ofText: titles[example]))
    for _ in 0..<6 {
      h.host.send(.scrolled(Point(x: 450, y: 400), dx: 0, dy: 60, precise: true))
      h.advance(0.05)
    }
    h.settle()
    let flowed = try #require(h.frame(ofText: titles[example]), "the title left the screen")
    #expect(flowed.minY < atRest.minY, "the title did not move up into the strip")
    #expect(flowed.minY < 80, "the title is not in the strip")
  }

  @Test func aHeaderWithAnAccessoryLetsItFlowByDefault() throws {
    let h = try PortedHarness(HeaderWithAccessoryExample())
    var content: PortalHeaderContent?
    h.graph.root.forEachDescendant { node in
      if content == nil, let declared = node.environment.portalHeaderContent { content = declared }
    }
    #expect(content?.displays == Set<PortalHeaderDisplayComponent>([.title, .accessory]))
    #expect(content?.layout == .vertical)
  }

  @Test func viewsAreBuiltOutsideAnyBody() {
    #expect(ExampleConstants.emptyState.string == "Nothing here yet")
    let status = ExampleStatus()
    status.message = "Done"
    _ = status.label
    _ = ExampleConstants.badge("New")
  }
}
