import PortalGraphics

/// Blinks a focused field's caret as GTK does: shown two thirds of a 1.2 s cycle, hidden the
/// rest, and steady once 10 s pass without typing. It wakes the host only when the caret
/// shows or hides (`AppHost.setNeedsFrame(at:)`), and then redraws the caret's rectangle alone.
@MainActor
final class CaretBlink: FrameParticipant {
  static let cycle = 1.2
  static let shownPart = 0.8
  static let timeout = 10.0

  /// The field's node while it has focus.
  private var handle: NodeHandle?
  /// When the current run of blinking started (host clock).
  private var epoch = 0.0
  /// Whether the caret is drawn now.
  private(set) var isShown = true
  /// The caret's rectangle as last drawn (window coordinates).
  var drawnRect: Rect?

  /// Shows the caret steadily and starts blinking again from now (focus came, a key was typed).
  func restart(node: Node) {
    handle = node.handle
    node.graph.register(self)
    epoch = node.graph.host.clock.now
    if !isShown {
      isShown = true
      damageCaret(node)
    }
    node.graph.host.setNeedsFrame(at: epoch + Self.shownPart)
  }

  /// Stops blinking (focus left); the caret shows again next time.
  func stop() {
    handle = nil
    isShown = true
  }

  func graphWillDraw(_ graph: ViewGraph) {
    guard let node = handle?.node, node.isAttached else { return }
    let elapsed = graph.host.clock.now - epoch
    let shown: Bool
    if elapsed >= Self.timeout {
      shown = true
    } else {
      let phase = elapsed.truncatingRemainder(dividingBy: Self.cycle)
      shown = phase < Self.shownPart
      let next = elapsed - phase + (shown ? Self.shownPart : Self.cycle)
      graph.host.setNeedsFrame(at: epoch + min(next, Self.timeout))
    }
    if shown != isShown {
      isShown = shown
      damageCaret(node)
    }
  }

  private func damageCaret(_ node: Node) {
    guard let rect = drawnRect else { return }
    node.graph.addDamage(rect.insetBy(dx: -1, dy: -1), from: node, changed: true)
  }
}
