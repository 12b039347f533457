import PortalGraphics

/// Sees every wheel event over its content before the scroll view inside takes it.
struct ScrollInputObserverView<Content: View>: View, SingleChildModifier, ScrollInputObserving {
  let content: Content
  let action: (_ dx: Double, _ dy: Double, _ precise: Bool) -> Void
  func observeScroll(dx: Double, dy: Double, precise: Bool) { action(dx, dy, precise) }
}

@MainActor
protocol ScrollInputObserving {
  func observeScroll(dx: Double, dy: Double, precise: Bool)
}

extension View {
  /// For modules of this package: `action` receives every wheel event over this view (a wheel
  /// has no "ended" event; what needs one counts quiet time from these). It does not consume
  /// the event: the scroll view inside still scrolls.
  package func onScrollInput(_ action: @escaping (_ dx: Double, _ dy: Double, _ precise: Bool) -> Void)
    -> some View
  {
    ScrollInputObserverView(content: self, action: action)
  }
}
