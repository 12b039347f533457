import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A main window with a button that opens a second window holding a counter.
private struct Opener: View {
  let log: Log
  @State var open = false

  var body: some View {
    VStack {
      Color.blue.frame(width: 100, height: 100).onTapGesture { log.entries.append("main tapped") }
      Text("open").onTapGesture { open = true }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .window(isPresented: $open, title: "Counter", size: Size(width: 200, height: 150)) {
      Counter(log: log)
    }
    .environment(\.colorScheme, .dark)
  }
}

private struct Counter: View {
  let log: Log
  @State var count = 0
  @Environment(\.colorScheme) var scheme

  var body: some View {
    Color.green.frame(width: 200, height: 150)
      .onTapGesture {
        count += 1
        log.entries.append("window tapped \(count) \(scheme == .dark ? "dark" : "light")")
      }
      .onKeyPress(.space) {
        log.entries.append("window key")
        return true
      }
  }
}

@Suite("Windows opened by views") @MainActor
struct WindowTests {
  private func opened(_ log: Log) throws -> (HeadlessHost, ViewGraph, HostWindowID) {
    let host = try HeadlessHost(size: Size(width: 400, height: 300))
    let graph = ViewGraph(root: Opener(log: log), host: host)
    host.drawIfRequested()
    var point: Point?
    graph.root.forEachDescendant { node in
      if let text = node.view as? Text, text == Text("open") { point = node.windowFrame.center }
    }
    let open = try #require(point)
    host.send(.pointerPressed(open, button: .primary))
    host.send(.pointerReleased(open, button: .primary))
    host.step()
    let id = try #require(host.windowIDs.dropFirst().first)
    return (host, graph, id)
  }

  @Test func theWindowOpensBesideTheMainWindowWithItsTitleAndSize() throws {
    let (host, graph, id) = try opened(Log())
    let window = try #require(host.window(id))
    #expect(window.title == "Counter")
    #expect(window.size == Size(width: 200, height: 150))
    #expect(window.screenOrigin == Point(x: 424, y: 0))
    #expect(graph.windowGraphs.all.map(\.windowID) == [id])
    // Its content is drawn in it, not in the main window.
    #expect(window.bitmap.rawPixel(x: 100, y: 75) & 0xFFFFFF == 0x34C759)
  }

  @Test func inputGoesToTheWindowItHappenedIn() throws {
    let log = Log()
    // The graph is kept: the host holds its client weakly.
    let (host, graph, id) = try opened(log)
    #expect(graph.windowGraphs.all.count == 1)
    let inside = Point(x: 50, y: 50)
    host.send(.pointerPressed(inside, button: .primary), to: id)
    host.send(.pointerReleased(inside, button: .primary), to: id)
    host.send(.keyPressed(.space, modifiers: []), to: id)
    host.step()
    // The same point in the main window hits the main window's view.
    host.send(.pointerPressed(inside, button: .primary))
    host.send(.pointerReleased(inside, button: .primary))
    host.step()
    // The window's views read the environment of the view that opened it.
    #expect(log.entries == ["window tapped 1 dark", "window key", "main tapped"])
  }

  @Test func theWindowManagersCloseButtonClosesOnlyTheWindow() throws {
    let (host, graph, id) = try opened(Log())
    host.send(.closeRequested, to: id)
    host.step()
    #expect(host.windowIDs == [.main])
    #expect(graph.windowGraphs.isEmpty)
    // Open again: the binding went back to false, so a new window opens with fresh state.
    var point: Point?
    graph.root.forEachDescendant { node in
      if let text = node.view as? Text, text == Text("open") { point = node.windowFrame.center }
    }
    host.send(.pointerPressed(point!, button: .primary))
    host.send(.pointerReleased(point!, button: .primary))
    host.step()
    #expect(host.windowIDs.count == 2)
    #expect(host.windowIDs.last != id)
  }

  @Test func aResizedWindowLaysItsContentOutAgain() throws {
    let (host, graph, id) = try opened(Log())
    let window = try #require(graph.windowGraphs.all.first)
    #expect(window.windowID == id)
    #expect(graph.isAtRest)
    host.send(.resized(Size(width: 260, height: 180)), to: id)
    host.step()
    #expect(host.window(id)?.size == Size(width: 260, height: 180))
    #expect(window.root.frame.size == Size(width: 200, height: 150))
    #expect(window.root.frame.origin == Point(x: 30, y: 15))
  }
}
