import Observation
import PortalHost
import Testing

@testable import PortalGraphics
@testable import PortalUI

/// Which screen the app shows, and an offset to animate.
@Observable
@MainActor
private final class Screen {
  enum Page { case home, first, second, noisy, card }
  var page = Page.home
  var offset = 0.0
  /// Read only by `Titled`.
  var title = "A title only the prewarmed view reads"
}

/// What the app's actions did, in order.
@MainActor
private final class ActionLog {
  var entries: [String] = []
}

private struct First: View {
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("First page title").font(.title)
      Text("A first line of the first page")
      Text("A second line of the first page").font(.footnote)
    }
  }
}

private struct Second: View {
  var body: some View {
    HStack(spacing: 8) {
      Text("Second page")
      Text("with its own words").font(.caption)
    }
  }
}

/// Shows the screen's title, which nothing else reads.
private struct Titled: View {
  let screen: Screen
  var body: some View { Text(screen.title) }
}

/// The texts `First` and `Second` show.
private let firstTexts = ["First page title", "A first line of the first page", "A second line of the first page"]
private let secondTexts = ["Second page", "with its own words"]

private struct CountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// A view whose every action writes to the log.
private struct Noisy: View {
  let log: ActionLog
  var body: some View {
    ScrollView {
      VStack(spacing: 4) {
        ForEach(0..<30) { index in
          Text("Noisy row \(index)").preference(key: CountKey.self, value: 1)
        }
      }
    }
    .onScrollGeometryChange(
      for: Double.self,
      of: { geometry in
        log.entries.append("scroll geometry read")
        return geometry.contentOffset.y
      },
      action: { _, _ in log.entries.append("scroll geometry changed") }
    )
    .onPreferenceChange(CountKey.self) { _ in log.entries.append("preference") }
    .onAppear { log.entries.append("appear") }
    .onDisappear { log.entries.append("disappear") }
    .task { log.entries.append("task") }
    .onChange(of: 1, initial: true) { log.entries.append("change") }
  }
}

/// Text, a shape with a shadow and a symbol.
private struct Card: View {
  var body: some View {
    VStack(spacing: 12) {
      Text("A prewarmed card").font(.headline)
      RoundedRectangle(cornerRadius: 14)
        .fill(Color(hex: 0x3070E0))
        .frame(width: 140, height: 90)
        .shadow(color: .black.opacity(0.4), radius: 9, x: 2, y: 5)
      Image(systemName: "star.fill").foregroundStyle(.orange)
    }
  }
}

/// Shows the screen's page, filling the window; prewarms `prewarmed` when it has any.
private struct App<Prewarmed: View>: View {
  let screen: Screen
  let log: ActionLog
  let prewarmed: Prewarmed?

  var body: some View {
    let page = ZStack {
      switch screen.page {
      case .home: Text("Home")
      case .first: First()
      case .second: Second()
      case .noisy: Noisy(log: log)
      case .card: Card()
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .overlay(alignment: .topLeading) {
      Text("moving").offset(x: screen.offset)
    }
    if let prewarmed {
      page.prewarm { prewarmed }
    } else {
      page
    }
  }
}

@MainActor
private func app<Prewarmed: View>(
  _ screen: Screen, log: ActionLog = ActionLog(), @ViewBuilder prewarm: () -> Prewarmed
) -> App<Prewarmed> {
  App(screen: screen, log: log, prewarmed: prewarm())
}

@MainActor
private func unprewarmedApp(_ screen: Screen) -> App<EmptyView> {
  App(screen: screen, log: ActionLog(), prewarmed: nil)
}

/// How many pixels of two bitmaps of the same size differ in any byte.
private func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
  guard a.width == b.width, a.height == b.height else { return Int.max }
  a.flush()
  b.flush()
  var count = 0
  for y in 0..<a.height {
    for x in 0..<a.width where a.rawPixel(x: x, y: y) != b.rawPixel(x: x, y: y) { count += 1 }
  }
  return count
}

/// Pixels of `bitmap` close to `color`.
private func count(_ color: Color, in bitmap: Bitmap, tolerance: Double = 0.03) -> Int {
  var n = 0
  for y in 0..<bitmap.height {
    for x in 0..<bitmap.width where bitmap.pixel(x: x, y: y).isClose(to: color, tolerance) { n += 1 }
  }
  return n
}

/// A view of the window itself, built once and never compared until something changes.
private struct ShownOnce: View {
  let title: String
  let count: Int
  var body: some View { Text("\(title) \(count)") }
}

/// `.prewarm { … }` rehearses views off screen while the app is idle: in pieces, only at rest,
/// running none of the app's actions, and filling the caches of the window they will show in.
@Suite("Prewarmed views are rehearsed while the app is idle") @MainActor
struct PrewarmTests {
  @Test func theIdleWorkRehearsesEachViewOnceInPieces() throws {
    let screen = Screen()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: app(screen) { First(); Second() }, host: host)
    // Nothing is queued before the modified view has been laid out.
    #expect(graph.rehearsals.isEmpty)
    host.runUntilIdle()
    #expect(graph.rehearsals.count == 2)
    let framesDrawn = host.framesDrawn
    let presents = host.main.presentCount
    // Eight pieces (evaluate, lay out, the pictures' decoding awaited, draw for each view); the
    // call doing the last one returns false, so seven calls report more work left.
    #expect(host.runIdleWork() == 7)
    #expect(graph.rehearsals.isEmpty)
    #expect(host.runIdleWork() == 0)
    // The rehearsals drew nothing in the window and asked it for no frame.
    #expect(!host.frameRequested)
    #expect(host.framesDrawn == framesDrawn)
    #expect(host.main.presentCount == presents)
    // Laid out again in full, the view queues nothing more.
    graph.setNeedsLayout()
    host.runUntilIdle()
    #expect(graph.rehearsals.isEmpty)
  }

  @Test func onceTheRehearsalsAreDoneTheWindowsOwnViewTypesCompareWithoutASearch() throws {
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(
      root: VStack {
        ShownOnce(title: "Shown", count: 1)
        Color.clear.frame(width: 100, height: 100).prewarm { Text("Rehearsed") }
      }, host: host)
    host.runUntilIdle()
    // Built once, never compared: the first change (a scene switch) would work it out then.
    #expect(!SameValueComparator.knowsComparison(for: ShownOnce.self))
    host.runIdleWork()
    #expect(graph.rehearsals.isEmpty)
    #expect(SameValueComparator.knowsComparison(for: ShownOnce.self))
  }

  @Test func eachIdleCallDoesOnePieceEvaluateLayOutAwaitDraw() throws {
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: app(Screen()) { First(); Second() }, host: host)
    host.runUntilIdle()
    let first = graph.rehearsals.first
    var results: [Bool] = []
    var queued: [Int] = []
    var layouts: [Int] = []
    for _ in 0..<8 {
      results.append(graph.performIdleWork(for: host))
      queued.append(graph.rehearsals.count)
      layouts.append(graph.typesetter.cachedLayoutCount)
    }
    #expect(results == [true, true, true, true, true, true, true, false])
    #expect(queued == [2, 2, 2, 1, 1, 1, 1, 0])
    // The first rehearsal is the first view's, and it stays first until it is done.
    #expect(first != nil && first !== graph.rehearsals.first)
    // Text is laid out in the second piece of each rehearsal, not while evaluating, waiting
    // for pictures or drawing.
    #expect(layouts[1] > layouts[0])
    #expect(layouts[2] == layouts[1])
    #expect(layouts[3] == layouts[2])
    #expect(layouts[4] == layouts[3])
    #expect(layouts[5] > layouts[4])
    #expect(layouts[6] == layouts[5])
    #expect(layouts[7] == layouts[6])
    #expect(graph.performIdleWork(for: host) == false)
  }

  @Test func thePrewarmedTextsAreLaidOutInTheWindowsTypesetter() throws {
    let screen = Screen()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: app(screen) { First(); Second() }, host: host)
    host.runUntilIdle()
    let before = graph.typesetter.cachedLayoutCount
    host.runIdleWork()
    #expect(graph.rehearsals.isEmpty)
    // Every text of both views is now in the window's cache.
    #expect(graph.typesetter.cachedLayoutCount >= before + firstTexts.count + secondTexts.count)
    let prewarmed = graph.typesetter.cachedLayoutCount

    // Showing the first view lays out no text anew, nor does the second.
    screen.page = .first
    host.runUntilIdle()
    #expect(graph.root.descendants(where: { ($0.view as? Text)?.content == firstTexts[0] }).count == 1)
    #expect(graph.typesetter.cachedLayoutCount == prewarmed)
    screen.page = .second
    host.runUntilIdle()
    #expect(graph.root.descendants(where: { ($0.view as? Text)?.content == secondTexts[0] }).count == 1)
    #expect(graph.typesetter.cachedLayoutCount == prewarmed)
  }

  @Test func withoutPrewarmTheFirstAppearanceLaysOutItsTexts() throws {
    // The control for the test above: the same switch without `.prewarm` adds layouts.
    let screen = Screen()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: unprewarmedApp(screen), host: host)
    host.runUntilIdle()
    #expect(host.runIdleWork() == 0)
    let before = graph.typesetter.cachedLayoutCount
    screen.page = .first
    host.runUntilIdle()
    #expect(graph.typesetter.cachedLayoutCount >= before + firstTexts.count)
  }

  @Test func aRehearsalRunsNoneOfTheAppsActions() async throws {
    let screen = Screen()
    let log = ActionLog()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: app(screen, log: log) { Noisy(log: log) }, host: host)
    host.runUntilIdle()
    #expect(graph.rehearsals.count == 1)
    #expect(host.runIdleWork() == 3)
    #expect(graph.rehearsals.isEmpty)
    // A task would have been started on the main actor: give it every chance to run.
    for _ in 0..<20 { await Task.yield() }
    try await Task.sleep(for: .milliseconds(20))
    host.runUntilIdle()
    #expect(log.entries.isEmpty)
    #expect(!host.frameRequested)

    // Shown for real, the same view runs every one of them.
    screen.page = .noisy
    host.runUntilIdle()
    for _ in 0..<1000 where !log.entries.contains("task") {
      try await Task.sleep(for: .milliseconds(1))
    }
    #expect(log.entries.contains("appear"))
    #expect(log.entries.contains("task"))
    #expect(log.entries.contains("change"))
    #expect(log.entries.contains("preference"))
    #expect(log.entries.contains("scroll geometry read"))
    #expect(!log.entries.contains("disappear"))
    screen.page = .home
    host.runUntilIdle()
    #expect(log.entries.contains("disappear"))
  }

  @Test func nothingIsRehearsedWhileSomethingMovesOrWaitsToDraw() throws {
    let screen = Screen()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: app(screen) { First(); Second() }, host: host)
    host.runUntilIdle()
    #expect(graph.rehearsals.count == 2)

    // A change waiting to be evaluated.
    withAnimation(.linear(duration: 1)) { screen.offset = 100 }
    #expect(!graph.isAtRest)
    #expect(host.runIdleWork() == 0)
    #expect(graph.performIdleWork(for: host) == false)
    // The animation under way.
    host.step(by: 1.0 / 60)
    host.step(by: 0.25)
    #expect(!graph.isAtRest)
    #expect(host.frameRequested)
    #expect(host.runIdleWork() == 0)
    #expect(graph.rehearsals.count == 2)
    // At rest, with the whole first rehearsal still to do.
    host.runUntilIdle()
    #expect(graph.isAtRest)
    #expect(graph.rehearsals.count == 2)

    // Damage waiting to be drawn.
    graph.addDamage(Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(graph.isAtRest)
    #expect(host.runIdleWork() == 0)
    #expect(graph.rehearsals.count == 2)
    host.drawIfRequested()

    #expect(host.runIdleWork() == 7)
    #expect(graph.rehearsals.isEmpty)
  }

  @Test func aModelTheRehearsedViewReadsReachesOnlyTheRehearsal() throws {
    let screen = Screen()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: app(screen) { Titled(screen: screen) }, host: host)
    host.runUntilIdle()
    let evaluations = graph.evaluations
    // Changed after the rehearsal's views were evaluated, before they are laid out.
    #expect(graph.performIdleWork(for: host))
    screen.title = "Changed while rehearsing"
    #expect(graph.isAtRest)
    #expect(!host.frameRequested)
    #expect(host.runIdleWork() == 2)
    #expect(graph.rehearsals.isEmpty)
    // Changed after the rehearsal was let go: nothing in the window reads it.
    screen.title = "Changed after the rehearsal"
    #expect(graph.isAtRest)
    #expect(!host.frameRequested)
    host.runUntilIdle()
    #expect(graph.evaluations == evaluations)
    // Nor does any window show it.
    let title = screen.title
    let shown = graph.root.descendants(where: { ($0.view as? Text)?.content == title })
    #expect(shown.isEmpty)
  }

  @Test func aPrewarmedViewShowsTheSamePixelsAsOneShownWithoutPrewarm() throws {
    let size = Size(width: 360, height: 280)

    let screen = Screen()
    let host = try HeadlessHost(size: size)
    let graph = ViewGraph(root: app(screen) { Card() }, host: host)
    host.runUntilIdle()
    let blursBefore = graph.silhouetteMasks.blurs
    #expect(host.runIdleWork() == 3)
    #expect(graph.rehearsals.isEmpty)
    // The rehearsal blurred the card's shadow into the window's cache.
    #expect(graph.silhouetteMasks.blurs > blursBefore)
    let blursPrewarmed = graph.silhouetteMasks.blurs
    screen.page = .card
    host.runUntilIdle()
    // Shown, the card finds its shadow blurred.
    #expect(graph.silhouetteMasks.blurs == blursPrewarmed)

    // The same switch without prewarm.
    let plainScreen = Screen()
    let plainHost = try HeadlessHost(size: size)
    let plainGraph = ViewGraph(root: unprewarmedApp(plainScreen), host: plainHost)
    plainHost.runUntilIdle()
    plainScreen.page = .card
    plainHost.runUntilIdle()

    // The card shown from the start.
    let freshScreen = Screen()
    freshScreen.page = .card
    let freshHost = try HeadlessHost(size: size)
    let freshGraph = ViewGraph(root: unprewarmedApp(freshScreen), host: freshHost)
    freshHost.runUntilIdle()

    #expect(graph.root.descendants(where: { $0.view is Card }).count == 1)
    #expect(differingPixels(host.main.bitmap, plainHost.main.bitmap) == 0)
    #expect(differingPixels(host.main.bitmap, freshHost.main.bitmap) == 0)
    // The card is there: its blue, and the star's orange.
    #expect(count(Color(hex: 0x3070E0), in: host.main.bitmap) > 100 * 60)
    #expect(count(Color.orange, in: host.main.bitmap, tolerance: 0.1) > 20)
    withExtendedLifetime((plainGraph, freshGraph)) {}
  }
}

/// A main window that opens a second window, which prewarms the first page inside it.
private struct TwoWindows: View {
  let screen: Screen
  @State private var open = true
  var body: some View {
    Text("Main window")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .window(isPresented: $open, title: "Second", size: Size(width: 320, height: 240)) {
        WindowPage(screen: screen)
      }
  }
}

private struct WindowPage: View {
  let screen: Screen
  var body: some View {
    ZStack {
      if screen.page == .first { First() } else { Text("Window home") }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .prewarm { First() }
  }
}

/// Prewarm's edges: where the rehearsed view's caches go, and the package's own layout reports.
@Suite("Prewarm edge cases") @MainActor
struct PrewarmEdgeTests {
  @Test func aRehearsalReportsNoScrollGeometryToAScrollGeometryHook() throws {
    // `scrollGeometryHook` is what a flowing header destination uses to hand its live
    // `FlowingHeaderState` the scroll view's geometry; `layoutHook`, beside it, is kept quiet.
    let log = ActionLog()
    let screen = Screen()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(
      root: app(screen, log: log) {
        ScrollView { Text("Hooked content") }
          .scrollGeometryHook { _ in log.entries.append("scroll geometry hook") }
          .layoutHook(report: { _, _ in log.entries.append("layout hook") })
      },
      host: host)
    host.runUntilIdle()
    #expect(graph.rehearsals.count == 1)
    host.runIdleWork()
    #expect(graph.rehearsals.isEmpty)
    #expect(!log.entries.contains("layout hook"))
    #expect(!log.entries.contains("scroll geometry hook"))
  }

  @Test func aViewPrewarmedInASecondWindowFillsThatWindowsTypesetter() throws {
    let screen = Screen()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: TwoWindows(screen: screen), host: host)
    host.runUntilIdle()
    let window = try #require(graph.windowGraphs.all.first)
    // Each window has caches of its own.
    #expect(window.typesetter !== graph.typesetter)
    // Queued on the main graph, which the host asks when idle.
    #expect(graph.rehearsals.count == 1)
    host.runIdleWork()
    #expect(graph.rehearsals.isEmpty)
    let prewarmed = window.typesetter.cachedLayoutCount
    screen.page = .first
    host.runUntilIdle()
    #expect(window.root.descendants(where: { ($0.view as? Text)?.content == firstTexts[0] }).count == 1)
    // The window finds the page's texts laid out.
    #expect(window.typesetter.cachedLayoutCount == prewarmed)
  }

  @Test func aParentEvaluatedAgainLeavesThePrewarmedAreaUndrawn() throws {
    let model = MarkModel()
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: MarkBesidePrewarmed(model: model), host: host)
    host.runUntilIdle()
    host.runIdleWork()
    model.shown = true
    #expect(host.drawIfRequested())
    // The mark's 20 × 20 points, not the 400 × 240 under `.prewarm` (its value, holding a
    // ForEach's closure, is never the same one: it draws nothing of its own either way).
    #expect(graph.lastFrame.mainDrawnArea <= 20 * 20 * 2)
    #expect(graph.lastFrame.mainDrawnArea >= 20 * 20)
  }
}

extension Node {
  /// Every node below this one (itself included) for which `condition` holds.
  fileprivate func descendants(where condition: (Node) -> Bool) -> [Node] {
    var found: [Node] = []
    forEachDescendant { if condition($0) { found.append($0) } }
    return found
  }

}

/// A large area under `.prewarm` beside a small mark its parent shows or hides.
private struct MarkBesidePrewarmed: View {
  let model: MarkModel
  var body: some View {
    VStack(spacing: 0) {
      Color.blue.frame(width: 400, height: 240)
        .prewarm { ForEach(0..<2) { index in Text("Page \(index)") } }
      Color.orange.frame(width: 20, height: 20).opacity(model.shown ? 1 : 0)
      Spacer(minLength: 0)
    }
  }
}

@Observable private final class MarkModel { var shown = false }
