import PortalGraphics

/// A view that follows a primary-button press from where it went down until it is released
/// (a slider's knob, a stepper's button): the press, each move while held, and the release,
/// wherever the pointer goes meanwhile. A press it takes is not a click of the views around it
/// and does not scroll a scroll view around it.
@MainActor
protocol PointerTracking {
  func pointerPressed(at point: Point, node: Node)
  func pointerDragged(to point: Point, node: Node)
  func pointerReleased(at point: Point, node: Node)
}

/// `PointerTracking` with closures, around a piece of content.
struct PointerTrackingView<Content: View>: View, SingleChildModifier, PointerTracking, PointerStyleSource {
  let content: Content
  var pressed: (Point, Rect) -> Void = { _, _ in }
  var dragged: (Point, Rect) -> Void = { _, _ in }
  var released: (Point, Rect) -> Void = { _, _ in }

  /// A control a press acts on: the pointing hand while enabled.
  func pointerStyle(node: Node) -> PointerStyle? { controlStyle(.link, node: node) }

  func pointerPressed(at point: Point, node: Node) { pressed(point, node.frame) }
  func pointerDragged(to point: Point, node: Node) { dragged(point, node.frame) }
  func pointerReleased(at point: Point, node: Node) { released(point, node.frame) }
}

extension View {
  /// Follows a press on this view: `pressed`, `dragged` and `released` get the pointer's
  /// window point and this view's frame.
  func trackingPointer(
    pressed: @escaping (Point, Rect) -> Void = { _, _ in }, dragged: @escaping (Point, Rect) -> Void = { _, _ in },
    released: @escaping (Point, Rect) -> Void = { _, _ in }
  ) -> some View {
    PointerTrackingView(content: self, pressed: pressed, dragged: dragged, released: released)
  }

  /// Runs `action` when a press on this view is released over it: a click that does not make
  /// the view a stop of the focus chain, for the parts of a control that takes focus whole.
  func onClickWithoutFocus(perform action: @escaping () -> Void) -> some View {
    trackingPointer(released: { point, frame in if frame.contains(point) { action() } })
  }
}
