import Foundation
import PortalGraphics
import PortalUI

/// The shadow a flying layer casts: at take-off the one decorating the end it leaves, at landing
/// the one decorating the end it reaches, and in between a mix of the two, lifted.
///
/// A view hidden under a flying layer hides its `.shadow` with it (the shadow is cast by what the
/// view draws), so the layer carries the shadow in its place: the first frame of a flight shows
/// the shadow the end had and the frame the layer goes shows the shadow the end has, with no pop
/// at either. In mid-flight the shadow grows softer, further and darker, as a card lifted off
/// the page; the lift is zero at both ends, so it never shows at a handoff.
enum FlightShadow {
  /// The lift at its height, mid-flight: how much further the blur spreads and the shadow falls.
  static let liftRadius = 12.0
  static let liftY = 8.0
  /// The colour the shadow darkens towards mid-flight, half way at the height of the lift.
  static let liftColor = Color.black.opacity(0.28)
  static let liftMix = 0.5

  /// The shadow at `progress` (0 at the source, 1 at the destination); nil when neither end
  /// casts one (the layer flies flat, as its ends rest).
  static func shadow(source: Shadow?, destination: Shadow?, progress: Double) -> Shadow? {
    guard source != nil || destination != nil else { return nil }
    let p = min(1, max(0, progress))
    // The ends exactly, not a mix that rounds near them: the handoffs are pixel-exact.
    if p == 0 { return source }
    if p == 1 { return destination }
    // An end without a shadow casts the other's, transparent: the shadow fades as it goes
    // rather than shrinking to a hard outline.
    let from = source ?? transparent(destination!)
    let to = destination ?? transparent(source!)
    let lift = sin(.pi * p)
    let mixed = from.color.interpolated(to: to.color, p)
    return Shadow(
      color: mixed.interpolated(to: liftColor, liftMix * lift),
      radius: from.radius + (to.radius - from.radius) * p + liftRadius * lift,
      x: from.x + (to.x - from.x) * p,
      y: from.y + (to.y - from.y) * p + liftY * lift)
  }

  private static func transparent(_ shadow: Shadow) -> Shadow {
    var clear = shadow
    clear.color = shadow.color.opacity(0)
    return clear
  }
}
