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

/// The card's shadow is a soft blur of its outline, kept between frames: drawn again moved by
/// whole pixels, it is the same shadow, moved.
@Suite("Sheet card shadow") @MainActor
struct SheetCardShadowTests {
  private func draw(at frame: Rect, on canvas: Canvas, backdrop: Color) {
    canvas.clear(to: backdrop)
    SheetCard.drawShadow(around: frame, radius: SheetLayer.cornerRadius, on: canvas)
    canvas.fill(RoundedRectangle.continuousPath(in: frame, radius: SheetLayer.cornerRadius), with: .white)
  }

  @Test func theShadowIsSoftBelowTheCardAndTheSameWhenTheCardMoves() throws {
    let backdrop = Color(hex: 0x6A7F95)
    let frame = Rect(x: 40, y: 30, width: 220, height: 160)
    let bitmap = try Bitmap(width: 340, height: 300)
    let canvas = Canvas(bitmap: bitmap)
    draw(at: frame, on: canvas, backdrop: backdrop)
    bitmap.flush()
    let first = try Bitmap(width: 340, height: 300)
    let copy = Canvas(bitmap: first)
    copy.draw(bitmap, at: .zero, replacing: true)
    first.flush()
    // Below the card it darkens the backdrop, less further down, and not at all far away.
    let near = first.pixel(x: 150, y: Int(frame.maxY) + 6).red
    let further = first.pixel(x: 150, y: Int(frame.maxY) + 22).red
    #expect(near < backdrop.red - 0.03)
    #expect(further > near && further < backdrop.red)
    #expect(abs(first.pixel(x: 150, y: Int(frame.maxY) + 60).red - backdrop.red) < 1.0 / 255)
    // Moved by whole pixels, the same canvas draws the same pixels, moved.
    let (dx, dy) = (17, 9)
    draw(at: frame.offsetBy(dx: Double(dx), dy: Double(dy)), on: canvas, backdrop: backdrop)
    bitmap.flush()
    var largest = 0.0
    for y in 0..<(300 - dy) {
      for x in 0..<(340 - dx) {
        let (a, b) = (first.pixel(x: x, y: y), bitmap.pixel(x: x + dx, y: y + dy))
        largest = max(largest, abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue))
      }
    }
    #expect(largest <= 1.0 / 255)
  }
}
