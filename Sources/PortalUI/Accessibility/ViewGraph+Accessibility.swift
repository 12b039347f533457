import PortalGraphics
import PortalHost

/// The accessibility tree of a graph's windows, built when asked and kept until the graph
/// changes. Nothing here runs in a frame: without a listener no tree is ever built.
@MainActor
final class AccessibilityTreeCache {
  /// What the graphs looked like when the tree was built (see `ViewGraph.accessibilityStamp`).
  var stamp: [Int] = []
  var snapshot: AccessibilitySnapshot?
  /// The elements of `snapshot` as the main thread acts on them.
  var live: [Int: AccessibilityTreeBuilder.LiveElement] = [:]
  var revision = 0
  /// Trees built so far (a test reads it to see the cache at work).
  var builds = 0
}

extension ViewGraph {
  /// What changes whenever the tree may change: evaluations, layout passes, frames drawn, the
  /// focused view and the windows open, of this graph and each window it opened. Reading it
  /// costs a few integer reads.
  private var accessibilityStamp: [Int] {
    var stamp: [Int] = []
    forEachAccessibleGraph { graph in
      stamp += [
        graph.windowID.rawValue, graph.evaluations, graph.layoutPasses, graph.framesPresented, graph.nodeCount,
        graph.input.focusedNode.map { Int(bitPattern: ObjectIdentifier($0)) } ?? 0,
      ]
    }
    return stamp
  }

  private func forEachAccessibleGraph(_ body: (ViewGraph) -> Void) {
    body(self)
    for window in windowGraphs.all { body(window) }
  }

  /// The windows' accessibility tree as it is now: built on the first request after the graph
  /// changed, else the one built last (its `revision` unchanged).
  public func accessibilitySnapshot() -> AccessibilitySnapshot {
    let cache = mainGraph.accessibilityCache
    let stamp = accessibilityStamp
    if let snapshot = cache.snapshot, cache.stamp == stamp { return snapshot }
    var builder = AccessibilityTreeBuilder()
    var windows: [Int] = []
    forEachAccessibleGraph { windows.append(builder.addWindow(of: $0)) }
    cache.revision += 1
    cache.builds += 1
    let snapshot = AccessibilitySnapshot(
      revision: cache.revision, windows: windows, elements: builder.elements, focused: builder.focusedElement)
    cache.snapshot = snapshot
    cache.live = builder.live
    cache.stamp = stamp
    return snapshot
  }

  /// Forgets the tree built last, so the next request builds it again (to measure a build).
  package func discardAccessibilityTree() { mainGraph.accessibilityCache.stamp = [] }

  /// Trees built so far for this graph's windows.
  package var accessibilityTreeBuilds: Int { mainGraph.accessibilityCache.builds }

  /// Performs action `index` of element `id` of the last tree (its click, or a named
  /// `.accessibilityAction`); false when there is no such element or action any more.
  @discardableResult
  public func performAccessibilityAction(_ index: Int, on id: Int) -> Bool {
    guard let element = mainGraph.accessibilityCache.live[id], element.node.node?.isAttached == true,
      element.actions.indices.contains(index)
    else { return false }
    element.actions[index]()
    host.setNeedsFrame()
    return true
  }

  /// Moves keyboard focus to element `id` of the last tree, when a click reaches it.
  @discardableResult
  public func focusAccessibilityElement(_ id: Int) -> Bool {
    guard let element = mainGraph.accessibilityCache.live[id], let target = element.clickTarget?.node,
      target.isAttached
    else { return false }
    target.graph.input.focus(target)
    host.setNeedsFrame()
    return true
  }

  // MARK: HostClient

  public func accessibilitySnapshot(for host: any AppHost) -> AccessibilitySnapshot? { accessibilitySnapshot() }

  public func host(_ host: any AppHost, performAccessibilityAction index: Int, on element: Int) -> Bool {
    performAccessibilityAction(index, on: element)
  }

  public func host(_ host: any AppHost, focusAccessibilityElement element: Int) -> Bool {
    focusAccessibilityElement(element)
  }
}
