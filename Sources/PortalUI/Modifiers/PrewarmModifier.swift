import PortalGraphics

/// Shows its content, and once it has been laid out, queues the views to prewarm for a
/// rehearsal at its size (see `Rehearsal`).
struct PrewarmView<Content: View, Prewarmed: View>: View, SingleChildModifier {
  let content: Content
  let prewarmed: Prewarmed

  /// Set once the views were queued: they are rehearsed once, whatever the view is given later.
  private enum Queued: NodeStateSlot { typealias Value = Bool }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    guard node[Queued.self] == nil else { return }
    // The main window's graph gets the host's idle turns; the views fill the caches of the
    // window they will appear in.
    if node.graph.mainGraph.scheduleRehearsals(
      of: prewarmed, environment: node.environment, size: frame.size, for: node.graph)
    {
      node[Queued.self] = true
    }
  }
}

extension View {
  /// Prepares views this one is likely to show next, so that their first appearance is as
  /// quick as a later one: once this view is laid out, each view in `content` is evaluated, laid
  /// out at this view's size in its environment, and drawn off screen, one at a time while the
  /// app is idle (between frames, with input read in between; a few tens of milliseconds each).
  ///
  /// ```swift
  /// ZStack {
  ///   switch selection {
  ///   case .inbox: InboxView()
  ///   case .archive: ArchiveView()
  ///   }
  /// }
  /// .prewarm {
  ///   InboxView()
  ///   ArchiveView()
  /// }
  /// ```
  ///
  /// The first appearance of a view pays for what later ones find cached: the Swift runtime
  /// meeting its types, fonts matched for its text, its pictures decoded and scaled. A
  /// prewarmed view pays that in idle time instead. Nothing of the app runs but the views'
  /// bodies: no `onAppear`, `task`, `onChange` or preference action, no portal or flowing
  /// header registration, and the state the views make is thrown away. The views are prewarmed
  /// once, with the values first given, when this view is first laid out with some size. Their
  /// bodies run off screen too, so, as SwiftUI asks, they must be free of side effects.
  ///
  /// PortalUI only: SwiftUI has no such modifier (its own first appearances are prepared by
  /// the system); code ported from SwiftUI does not use it, and removing it changes nothing but
  /// the cost of first appearances.
  public func prewarm<Prewarmed: View>(@ViewBuilder _ content: () -> Prewarmed) -> some View {
    PrewarmView(content: self, prewarmed: content())
  }
}
