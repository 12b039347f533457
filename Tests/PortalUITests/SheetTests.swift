import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

private struct SheetBody: View {
  let log: PresentationLog
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack(spacing: 12) {
      Text("Edit profile").font(.headline)
      Text("Changes are saved when you close the sheet.").foregroundStyle(.secondary)
      Text("inside").onTapGesture { log.insideTaps += 1 }
      Button("Done") { dismiss() }
    }
    .padding(24)
  }
}

private struct Page: View {
  let log: PresentationLog
  @State var shown = false
  var body: some View {
    PresentingPage(log: log, shown: $shown)
      .sheet(isPresented: $shown, onDismiss: { log.dismissals += 1 }) { SheetBody(log: log) }
  }
}

private struct ScrollingPage: View {
  @State var shown = false
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        Text("open").onTapGesture { shown = true }.frame(height: 40)
        ForEach(0..<60) { Text("row \($0)").frame(height: 30) }
      }
      .frame(maxWidth: .infinity)
    }
    .sheet(isPresented: $shown) { Text("sheet").padding(40) }
  }
}

private struct ItemPage: View {
  @State var selected: PresentedAlbum?
  var body: some View {
    AlbumListPage(opened: $selected).sheet(item: $selected) { album in ItemSheet(album: album) }
  }
}

private struct ItemSheet: View {
  let album: PresentedAlbum
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text(album.title); Text("close").onTapGesture { dismiss() }
    }.padding(20)
  }
}

/// Whether a sheet shows, kept outside the view tree.
@Observable
@MainActor
private final class Presentation {
  var shown = false
  var dismissals = 0
}

/// A page whose sheet is bound to a model that code outside the views changes.
private struct ModelPage: View {
  let model: Presentation
  var body: some View {
    Color.white.frame(maxWidth: .infinity, maxHeight: .infinity)
      .sheet(isPresented: Binding(get: { model.shown }, set: { model.shown = $0 }), onDismiss: { model.dismissals += 1 }) {
        Text("bound sheet").padding(40)
      }
  }
}

@Suite("Sheets") @MainActor
struct SheetTests {
  static let size = Size(width: 640, height: 480)

  func card(_ h: Harness) -> Node? { h.node(SheetCard.self) }

  func present(_ h: Harness, settle: Bool = true) throws {
    let open = try #require(h.frame(ofText: "open"))
    h.click(open.center)
    if !settle { return }
  }

  @Test func presentingSlidesTheCardUpAndFadesTheBackdropIn() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, Page(log: log))
    try h.clickFirstFrame(onText: "open")
    let card = try #require(self.card(h))
    // First frame: the card (and its shadow) is below the window, the backdrop transparent.
    #expect(card.windowFrame.minY >= Self.size.height)
    #expect(h.pixel(600, 20).isClose(to: .white))
    h.host.step(by: 0.1)
    let mid = card.windowFrame.minY
    #expect(mid < Self.size.height && mid > card.frame.minY)
    let midBackdrop = h.pixel(600, 20).luminance
    #expect(midBackdrop < 0.98 && midBackdrop > 0.68)
    h.settle()
    #expect(card.windowFrame == card.frame)
    #expect(card.frame.maxY == Self.size.height - SheetLayer.margin)
    #expect(abs(card.frame.midX - Self.size.width / 2) <= 0.5)
    #expect(abs(h.pixel(600, 20).luminance - 0.68) < 0.02)
    #expect(h.pixel(card.frame.midX, card.frame.minY + 4).isClose(to: .white))
    #expect(!h.host.frameRequested)
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("sheet.png"))
  }

  @Test func theCardIsSizedToItsContentWithinTheWindowMargins() throws {
    let h = try Harness(size: Self.size, Page(log: PresentationLog()))
    try present(h)
    let card = try #require(self.card(h))
    #expect(card.frame.width < Self.size.width - 2 * SheetLayer.margin)
    #expect(card.frame.height < 200)
    let narrow = try Harness(size: Size(width: 200, height: 480), Page(log: PresentationLog()))
    try present(narrow)
    #expect(try #require(self.card(narrow)).frame.width == 200 - 2 * SheetLayer.margin)
  }

  @Test func escapeDismissesAndRunsOnDismiss() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, Page(log: log))
    try present(h)
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.host.step(by: 0)
    h.host.step(by: 0.1)
    // Sliding down: still drawn, below its resting place.
    let leaving = try #require(h.graph.root.allDrawnNodes.first { $0.view is SheetCard })
    #expect(leaving.windowFrame.minY > leaving.frame.minY)
    h.settle()
    #expect(card(h) == nil)
    #expect(h.graph.root.allDrawnNodes.contains { $0.view is SheetCard } == false)
    #expect(h.pixel(600, 20).isClose(to: .white))
    #expect(log.dismissals == 1)
    #expect(!h.host.frameRequested)
  }

  @Test func settingTheBindingFalseFromOutsideDismissesWithTheSlide() throws {
    let model = Presentation()
    let h = try Harness(size: Self.size, ModelPage(model: model))
    model.shown = true
    h.settle()
    let card = try #require(self.card(h))
    #expect(card.windowFrame == card.frame)
    model.shown = false
    h.host.step(by: 0)
    h.host.step(by: 0.1)
    let leaving = try #require(h.graph.root.allDrawnNodes.first { $0.view is SheetCard })
    #expect(leaving.windowFrame.minY > leaving.frame.minY)
    #expect(h.frame(ofText: "bound sheet") == nil)
    h.settle()
    #expect(h.graph.root.allDrawnNodes.contains { $0.view is SheetCard } == false)
    #expect(h.pixel(600, 20).isClose(to: .white))
    #expect(model.dismissals == 1)
    #expect(!model.shown)
    #expect(!h.host.frameRequested)
  }

  @Test func aClickOnTheBackdropDismisses() throws {
    let h = try Harness(size: Self.size, Page(log: PresentationLog()))
    try present(h)
    h.click(Point(x: 600, y: 20))
    #expect(card(h) == nil)
  }

  @Test func aClickInsideTheCardDoesNotDismiss() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, Page(log: log))
    try present(h)
    let card = try #require(self.card(h))
    h.click(Point(x: card.frame.minX + 4, y: card.frame.minY + 4))
    let inside = try #require(h.frame(ofText: "inside"))
    h.click(inside.center)
    #expect(self.card(h) != nil)
    #expect(log.insideTaps == 1)
  }

  @Test func theContentBelowIsNotClickableWhileTheSheetShows() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, Page(log: log))
    let below = try #require(h.frame(ofText: "below"))
    h.click(below.center)
    #expect(log.belowTaps == 1)
    try present(h)
    h.click(below.center)
    #expect(log.belowTaps == 1)
    // That click landed on the backdrop and dismissed the sheet; now the content answers.
    h.click(below.center)
    #expect(log.belowTaps == 2)
  }

  @Test func theWheelOverTheBackdropScrollsTheContentBehindIt() throws {
    let h = try Harness(size: Self.size, ScrollingPage())
    let open = try #require(h.frame(ofText: "open"))
    h.click(open.center)
    h.settle()
    let card = try #require(self.card(h))
    let scroll = try #require(h.node((any ClipsContent).self))
    // Over the backdrop (left of the card), a touchpad scroll moves the rows behind.
    h.scroll(at: Point(x: 20, y: 200), dy: 40)
    #expect(ScrollViewState.of(scroll).offset.y == 40)
    #expect(self.card(h) != nil)
    // Over the card, it does not.
    h.scroll(at: card.frame.center, dy: 40)
    #expect(ScrollViewState.of(scroll).offset.y == 40)
  }

  @Test func dismissFromTheEnvironmentClosesTheSheet() throws {
    let log = PresentationLog()
    let h = try Harness(size: Self.size, Page(log: log))
    try present(h)
    let done = try #require(h.frame(ofText: "Done"))
    h.click(done.center)
    #expect(card(h) == nil)
    #expect(log.dismissals == 1)
  }

  @Test func sheetForAnItemShowsItAndDismissingClearsTheItem() throws {
    let h = try Harness(size: Self.size, ItemPage())
    #expect(h.frame(ofText: "Harbour") == nil)
    h.click(try #require(h.frame(ofText: "first")).center)
    #expect(h.frame(ofText: "Harbour") != nil)
    h.click(try #require(h.frame(ofText: "close")).center)
    #expect(h.frame(ofText: "Harbour") == nil)
    #expect((h.node(ItemPage.self)?.stateSlots["_selected"] as? StateBox<PresentedAlbum?>)?.value == nil)
  }
}

extension Node {
  /// Every node drawn, disappearing ones included.
  var allDrawnNodes: [Node] {
    var result: [Node] = [self]
    for child in drawnChildren { result += child.allDrawnNodes }
    return result
  }
}

/// The card's stacked shadow leaves out the card's inside, which its opaque fill covers.
@Suite("Sheet card shadow") @MainActor
struct SheetCardShadowTests {
  @Test func leavingOutTheCardsInsideChangesNoPixel() throws {
    let frame = Rect(x: 40.5, y: 30.25, width: 220, height: 160)
    let radius = SheetLayer.cornerRadius
    let outline = RoundedRectangle.continuousPath(in: frame, radius: radius)
    let size = (width: 320, height: 260)
    let backdrop = Color(hex: 0x6A7F95)
    // Every outline filled whole, as a plain stack of translucent shapes.
    let whole = try Bitmap(width: size.width, height: size.height)
    let reference = Canvas(bitmap: whole)
    reference.clear(to: backdrop)
    for step in stride(from: 18.0, through: 1, by: -1) {
      let ring = frame.insetBy(dx: -step, dy: -step).offsetBy(dx: 0, dy: 8)
      reference.fill(RoundedRectangle.continuousPath(in: ring, radius: radius + step), with: Color.black.opacity(0.012))
    }
    reference.fill(outline, with: .white)
    whole.flush()
    let drawn = try Bitmap(width: size.width, height: size.height)
    let canvas = Canvas(bitmap: drawn)
    canvas.clear(to: backdrop)
    SheetCard.drawShadow(around: frame, radius: radius, on: canvas)
    canvas.fill(outline, with: .white)
    drawn.flush()
    var largest = 0.0
    for y in 0..<size.height {
      for x in 0..<size.width {
        let (a, b) = (whole.pixel(x: x, y: y), drawn.pixel(x: x, y: y))
        largest = max(largest, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
      }
    }
    #expect(largest <= 1.5 / 255)
    // The shadow is there: below the card, darker than the backdrop.
    #expect(drawn.pixel(x: 150, y: Int(frame.maxY) + 6).red < backdrop.red - 0.02)
  }
}
