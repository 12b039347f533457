/// Runs an action when the phase of the scroll view inside changes.
struct ScrollPhaseObserverView<Content: View>: View, SingleChildModifier, ScrollPhaseObserving {
  let content: Content
  let action: (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  func scrollPhaseChanged(from oldPhase: ScrollPhase, to newPhase: ScrollPhase) { action(oldPhase, newPhase) }
}

@MainActor
protocol ScrollPhaseObserving {
  func scrollPhaseChanged(from oldPhase: ScrollPhase, to newPhase: ScrollPhase)
}

extension ScrollViewState {
  /// Tells the handlers around this scroll view (up to the next scroll view out) when what
  /// moves its content changed.
  func reportPhase() {
    let current = phase
    guard current != reportedPhase, let node else { return }
    let old = reportedPhase
    reportedPhase = current
    settleOnTarget(from: old, to: current)
    for ancestor in node.ancestry.dropFirst() {
      if ancestor.primitive?.dragScrollable != nil { break }
      (ancestor.view as? ScrollPhaseObserving)?.scrollPhaseChanged(from: old, to: current)
    }
  }
}

extension View {
  /// Runs `action` with the old and new phase when what moves the content of the scroll view
  /// inside changes: a press (`tracking`), a drag (`interacting`), a coast or a spring back
  /// from an end (`decelerating`), a wheel notch's glide (`animating`), rest (`idle`).
  ///
  /// ```swift
  /// ScrollView { Rows() }
  ///   .onScrollPhaseChange { _, phase in showsToolbar = !phase.isScrolling }
  /// ```
  public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    ScrollPhaseObserverView(content: self, action: action)
  }
}
