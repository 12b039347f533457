import PortalGraphics
import PortalHost

/// The pointer's shape over a window: decided from the innermost view under the pointer when
/// it moves, and sent to the host only when it changes.
extension InputState {
  /// The pointer style over `hit` (nil: nothing, the window's empty space). From the hit view
  /// outwards, the first that decides: a view with a style of its own (`pointerStyle(_:)`, text
  /// entry, selectable text, a control following presses), or a tap handler (a button, a link,
  /// a toggle, a view with `onTapGesture`), which shows the pointing hand while enabled and the
  /// arrow while disabled, unless `pointerStyle(_:)` was applied to that control itself.
  /// Nothing deciding: the arrow.
  ///
  /// Walks the hit view's ancestors once, asking each primitive's witness table, with no
  /// casts and no allocation: it runs on every pointer motion.
  static func pointerStyle(over hit: Node?) -> PointerStyle {
    var node = hit
    while let current = node {
      if let primitive = current.primitive {
        if let source = primitive.pointerStyleSource, let style = source.pointerStyle(node: current) {
          return source.isChosenStyle ? style : chosenStyle(around: current) ?? style
        }
        if primitive.tapHandler != nil {
          return chosenStyle(around: current) ?? (current.environment.isEnabled ? .link : .default)
        }
      }
      node = current.parent
    }
    return .default
  }

  /// The style chosen with `pointerStyle(_:)` for the control at `node` itself: on a view
  /// around it with nothing beside it (a modifier of the control, not a stack holding it).
  private static func chosenStyle(around node: Node) -> PointerStyle? {
    var inner = node
    while let parent = inner.parent, parent.children.count == 1 {
      if let source = parent.primitive?.pointerStyleSource, source.isChosenStyle,
        let style = source.pointerStyle(node: parent)
      {
        return style
      }
      inner = parent
    }
    return nil
  }

  /// Tells the host the cursor over `hit` when it differs from the one it shows.
  func showCursor(over hit: Node?) {
    let shape = Self.pointerStyle(over: hit).shape
    guard shape != shownCursor else { return }
    shownCursor = shape
    graph.host.setCursor(shape, of: graph.windowID)
  }

  /// The views under a resting pointer may have changed (a click acted, a page was pushed):
  /// the cursor is decided again in the next frame.
  func cursorMayHaveChanged() {
    guard pointerLocation != nil else { return }
    cursorStale = true
  }
}
