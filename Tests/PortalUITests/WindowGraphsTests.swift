import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// Which windows the views ask for.
@Observable
@MainActor
private final class Shown {
  var first = false
  var second = false
  /// Whether the view presenting the first window is in the tree at all.
  var firstOpener = true
  /// Whether the first window's own view asks for a window of its own.
  var nested = false
}

/// A main window whose two views each present a window; every view logs the taps it gets.
private struct TwoOpeners: View {
  let shown: Shown
  let log: Log

  var body: some View {
    // Read here, so that the body is evaluated again when they change.
    let (first, second, nested) = (shown.first, shown.second, shown.nested)
    return VStack(spacing: 0) {
      if shown.firstOpener {
        Color.blue.frame(width: 100, height: 100)
          .onTapGesture { log.entries.append("main") }
          .window(
            isPresented: Binding(get: { first }, set: { shown.first = $0 }), title: "First",
            size: Size(width: 200, height: 150)
          ) {
            Tapped(name: "first", log: log)
              .window(
                isPresented: Binding(get: { nested }, set: { shown.nested = $0 }), title: "Nested",
                size: Size(width: 200, height: 150)
              ) { Tapped(name: "nested", log: log) }
          }
      }
      Color.red.frame(width: 100, height: 100)
        .window(
          isPresented: Binding(get: { second }, set: { shown.second = $0 }), title: "Second",
          size: Size(width: 200, height: 150)
        ) { Tapped(name: "second", log: log) }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

/// Fills a 200 × 150 window and logs its name when tapped.
private struct Tapped: View {
  let name: String
  let log: Log
  var body: some View {
    Color.green.frame(width: 200, height: 150).onTapGesture { log.entries.append(name) }
  }
}

@Suite("Window graphs: a main graph's child windows") @MainActor
struct WindowGraphsTests {
  private let shown = Shown()
  private let log = Log()
  private let host: HeadlessHost
  private let graph: ViewGraph

  init() throws {
    host = try HeadlessHost(size: Size(width: 400, height: 300))
    graph = ViewGraph(root: TwoOpeners(shown: shown, log: log), host: host)
    host.runUntilIdle()
  }

  /// Opens the first window, then the second; returns their host ids in that order.
  private func openBoth() throws -> (HostWindowID, HostWindowID) {
    shown.first = true
    host.runUntilIdle()
    shown.second = true
    host.runUntilIdle()
    let opened = host.windowIDs.dropFirst()
    #expect(opened.count == 2)
    return (try #require(opened.first), try #require(opened.last))
  }

  private func tap(_ point: Point, in window: HostWindowID) {
    host.send(.pointerPressed(point, button: .primary), to: window)
    host.send(.pointerReleased(point, button: .primary), to: window)
    host.runUntilIdle()
  }

  /// The nodes of the main window's `.window` modifiers, in tree order.
  private var presenters: [Node] {
    var found: [Node] = []
    graph.root.forEachDescendant { node in
      if node.view is any WindowPresenting { found.append(node) }
    }
    return found
  }

  @Test func eachWindowIsFoundByItsHostIDAndByTheViewThatOpenedIt() throws {
    #expect(graph.windowGraphs.isEmpty)
    let (first, second) = try openBoth()
    // Oldest first: the order the main graph's frames update and draw them in.
    #expect(graph.windowGraphs.all.map(\.windowID) == [first, second])
    #expect(graph.windowGraphs.graph(for: first)?.windowID == first)
    #expect(graph.windowGraphs.graph(for: second)?.windowID == second)
    // The main window is the owner's own, not one of its child windows.
    #expect(graph.windowGraphs.graph(for: .main) == nil)
    let presenters = presenters
    try #require(presenters.count == 2)
    #expect(graph.windowGraphs.graph(presentedBy: presenters[0])?.windowID == first)
    #expect(graph.windowGraphs.graph(presentedBy: presenters[1])?.windowID == second)
    #expect(graph.isAtRest)
  }

  @Test func inputReachesTheGraphOfTheWindowItsIDNames() throws {
    let (first, second) = try openBoth()
    let inside = Point(x: 50, y: 50)
    tap(inside, in: second)
    tap(inside, in: first)
    // `.main` is a window like the others: its input reaches the main graph's views.
    tap(inside, in: .main)
    #expect(log.entries == ["second", "first", "main"])
  }

  @Test func closingAWindowRemovesItsGraphAndItsLateInputGoesNowhere() throws {
    let (first, second) = try openBoth()
    shown.first = false
    host.runUntilIdle()
    #expect(graph.windowGraphs.all.map(\.windowID) == [second])
    #expect(graph.windowGraphs.graph(for: first) == nil)
    #expect(host.windowIDs == [.main, second])
    #expect(host.closedWindows == [first])
    // Input still queued for the closed window reaches no view, in it or in the main window.
    tap(Point(x: 50, y: 50), in: first)
    #expect(log.entries.isEmpty)
    // The window manager's close button closes the other one through its binding.
    host.send(.closeRequested, to: second)
    host.runUntilIdle()
    #expect(!shown.second)
    #expect(graph.windowGraphs.isEmpty)
    #expect(host.windowIDs == [.main])
  }

  @Test func aWindowClosesWhenTheViewThatOpenedItLeavesTheTree() throws {
    let (first, second) = try openBoth()
    shown.firstOpener = false
    host.runUntilIdle()
    #expect(graph.windowGraphs.all.map(\.windowID) == [second])
    #expect(host.closedWindows == [first])
  }

  @Test func closingAWindowClosesTheWindowsItsViewsOpened() throws {
    shown.first = true
    host.runUntilIdle()
    shown.nested = true
    host.runUntilIdle()
    let opened = Array(host.windowIDs.dropFirst())
    #expect(opened.count == 2)
    // The nested window belongs to the main graph too, and its input is routed by its id.
    #expect(graph.windowGraphs.all.map(\.windowID) == opened)
    tap(Point(x: 50, y: 50), in: try #require(opened.last))
    #expect(log.entries == ["nested"])
    shown.first = false
    host.runUntilIdle()
    #expect(graph.windowGraphs.isEmpty)
    #expect(host.windowIDs == [.main])
    #expect(Set(host.closedWindows) == Set(opened))
  }
}

/// Where `.beside` opens a window: right of its opener where the screen has room, else left of
/// it, else centred over it, always on the screen.
@Suite("Window placement beside its opener")
struct WindowPlacementTests {
  let size = Size(width: 400, height: 300)

  @Test func rightOfTheOpenerWhereTheScreenHasRoom() {
    let opener = Rect(x: 100, y: 50, width: 800, height: 600)
    let origin = WindowPlacement.origin(beside: opener, gap: 24, size: size, screen: Size(width: 1920, height: 1080))
    #expect(origin == Point(x: 924, y: 50))
  }

  @Test func leftOfItWhenTheRightHasNoRoom() {
    let opener = Rect(x: 800, y: 50, width: 800, height: 600)
    let origin = WindowPlacement.origin(beside: opener, gap: 24, size: size, screen: Size(width: 1700, height: 1080))
    #expect(origin == Point(x: 376, y: 50))
  }

  @Test func centredOverItWhenNeitherSideHasRoomAndNeverPastTheScreensEdge() {
    // A main window filling a 1280 × 800 screen, as the demo's does.
    let filling = Rect(x: 0, y: 0, width: 1280, height: 800)
    let screen = Size(width: 1280, height: 800)
    #expect(WindowPlacement.origin(beside: filling, gap: 24, size: size, screen: screen) == Point(x: 440, y: 250))
    // An opener low on the screen: the window is lifted to stay on it.
    let low = Rect(x: 100, y: 700, width: 1000, height: 300)
    let origin = WindowPlacement.origin(beside: low, gap: 24, size: size, screen: Size(width: 1200, height: 900))
    #expect(origin.y + size.height <= 900)
    #expect(origin.x >= 0 && origin.x + size.width <= 1200)
  }

  @Test func withoutAScreenItGoesRightOfTheOpener() {
    let opener = Rect(x: 0, y: 0, width: 1280, height: 800)
    #expect(WindowPlacement.origin(beside: opener, gap: 24, size: size, screen: nil) == Point(x: 1304, y: 0))
  }
}
