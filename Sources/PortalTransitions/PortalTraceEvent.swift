import PortalUI

/// What the portal engine reports for `--trace`. Rectangles are in window coordinates.
public enum PortalTraceEvent {
  public struct AnchorInfo {
    public let id: String
    public let role: String
    public let frame: Rect
  }
  /// A flight took off, or turned around: `from` is where the layer is (the end it leaves, or
  /// the frame on screen when it turns), `to` the end it heads for.
  case transitionBegan(id: String, direction: String, from: Rect?, to: Rect?)
  /// A flight landed, faded out or was cut short by a transfer: `from` is the end it left,
  /// `to` the end it arrived at, `at` where the layer was last shown.
  case transitionEnded(id: String, direction: String, from: Rect?, to: Rect?, at: Rect?)
  /// Where every registered end is, once per layout pass that moved one.
  case anchors([AnchorInfo])
}
