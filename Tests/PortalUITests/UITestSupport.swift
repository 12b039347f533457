import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A view tree on a headless host, drawn once.
@MainActor
final class Harness {
  let host: HeadlessHost
  let graph: ViewGraph

  /// By default the view is pinned to the window's top-left corner, so expected frames read
  /// plainly; `centered: true` keeps the window's own placement (centred, as in SwiftUI).
  init<V: View>(size: Size = Size(width: 400, height: 300), centered: Bool = false, _ view: V) throws {
    host = try HeadlessHost(size: size)
    if centered {
      graph = ViewGraph(root: view, host: host)
    } else {
      graph = ViewGraph(
        root: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), host: host)
    }
    host.drawIfRequested()
  }

  /// Draws frames until nothing more is requested.
  func settle() { host.runUntilIdle(limit: 1000) }

  /// The first node whose view is of type `T` (in tree order).
  func node<T>(_ type: T.Type, where condition: (T) -> Bool = { _ in true }) -> Node? {
    var found: Node?
    graph.root.forEachDescendant { node in
      if found == nil, let view = node.view as? T, condition(view) { found = node }
    }
    return found
  }

  /// Every node whose view is of type `T`, in tree order.
  func nodes<T>(_ type: T.Type, where condition: (T) -> Bool = { _ in true }) -> [Node] {
    var found: [Node] = []
    graph.root.forEachDescendant { node in
      if let view = node.view as? T, condition(view) { found.append(node) }
    }
    return found
  }

  /// Turns the wheel over `point` (positive `dy` reveals what is below) and draws the frame.
  func scroll(at point: Point, dx: Double = 0, dy: Double) {
    host.send(.scrolled(point, dx: dx, dy: dy, precise: true))
    settle()
  }

  /// The frame of what holds a text: the `.frame(…)` or modifier wrapped around it.
  func frame(ofBoxWithText text: String) -> Rect? { node(Text.self) { $0.content == text }?.parent?.frame }

  func frame(ofText text: String) -> Rect? { node(Text.self) { $0.content == text }?.frame }

  func click(_ point: Point) {
    host.send(.pointerPressed(point, button: .primary))
    host.send(.pointerReleased(point, button: .primary))
    settle()
  }

  /// Clicks the text `text` and draws just the first frame after it (t = 0), where what the
  /// click starts (an animation, a transition, a push) has not moved yet.
  func clickFirstFrame(onText text: String) throws {
    let box = try #require(self.frame(ofText: text))
    host.send(.pointerPressed(box.center, button: .primary))
    host.send(.pointerReleased(box.center, button: .primary))
    host.step(by: 0)
  }
}

/// Flips `on` inside `withAnimation(.linear(duration: 1))` when "flip" is clicked, and shows
/// `content` for it above the text.
struct Flipper<Content: View>: View {
  @State var on = false
  let content: (Bool) -> Content
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      content(on)
      Text("flip").onTapGesture { withAnimation(.linear(duration: 1)) { on.toggle() } }
    }
  }
}

/// Where tests leave pictures for a person to look at: a directory of this test process's own
/// under the system's temporary directory, so test processes running side by side never
/// write the same file.
enum TestArtifacts {
  static let directory: String = {
    var template = Array((NSTemporaryDirectory() + "/portal-ui-tests-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard let made else { return NSTemporaryDirectory() + "/portal-ui-tests-\(getpid())" }
    return String(cString: made)
  }()

  /// A path for `name` in the directory.
  static func path(_ name: String) -> String { directory + "/" + name }
}
