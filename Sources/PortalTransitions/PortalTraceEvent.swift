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
  case transitionBegan(id: String, direction: FlightDirection, from: Rect?, to: Rect?)
  /// A flight landed, faded out, was cut short by a transfer, or was turned around
  /// (`interrupted`: a `transitionBegan` the other way follows at once): `from` is the end it
  /// left, `to` the end it was heading for, `at` where the layer was last shown. Every
  /// `transitionBegan` has exactly one `transitionEnded`.
  case transitionEnded(id: String, direction: FlightDirection, from: Rect?, to: Rect?, at: Rect?, interrupted: Bool = false)
  /// Where every registered end is, once per layout pass that moved one.
  case anchors([AnchorInfo])
}
