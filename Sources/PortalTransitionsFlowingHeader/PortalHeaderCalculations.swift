import Foundation
import PortalUI

/// The header's arithmetic as pure functions, under the names the original library made public,
/// so code ported from it keeps working.
///
/// ```swift
/// let p = PortalHeaderCalculations.calculateProgress(scrollOffset: 25, startAt: 5, range: 40)  // 0.5
/// ```
///
/// They take and return Foundation's `CGFloat`, `CGRect`, `CGSize` and `CGPoint`, as the
/// original's do (a `Double` converts to `CGFloat` implicitly).
public enum PortalHeaderCalculations {
  /// How far the flow has gone: 0 before `startAt`, then linear over `range`, clamped to 0…1.
  /// A zero range counts as done once the start is reached.
  public static func calculateProgress(scrollOffset: CGFloat, startAt: CGFloat, range: CGFloat) -> Double {
    progress(scrollOffset: Double(scrollOffset), startAt: Double(startAt), range: Double(range))
  }

  /// `calculateProgress` in plain `Double`s, for the header's own model.
  static func progress(scrollOffset: Double, startAt: Double, range: Double) -> Double {
    guard scrollOffset >= startAt else { return 0 }
    guard range != 0 else { return 1 }
    return min(1, max(0, (scrollOffset - startAt) / range))
  }

  /// The centre between the two rectangles' centres at `progress`, moved by `horizontalOffset`.
  public static func calculatePosition(
    sourceRect: CGRect, destinationRect: CGRect, progress: CGFloat, horizontalOffset: CGFloat = 0
  ) -> CGPoint {
    CGPoint(
      position(
        sourceRect: Rect(sourceRect), destinationRect: Rect(destinationRect), progress: Double(progress),
        horizontalOffset: Double(horizontalOffset)))
  }

  /// `calculatePosition` in the drawing layer's geometry, for the header's own model.
  static func position(sourceRect: Rect, destinationRect: Rect, progress: Double, horizontalOffset: Double = 0)
    -> Point
  {
    Point(
      x: sourceRect.midX + (destinationRect.midX - sourceRect.midX) * progress + horizontalOffset,
      y: sourceRect.midY + (destinationRect.midY - sourceRect.midY) * progress)
  }

  /// Per-axis factors that scale `sourceSize` to the size interpolated at `progress`; identity
  /// when the source has no positive size (not laid out yet).
  public static func calculateScale(sourceSize: CGSize, destinationSize: CGSize, progress: CGFloat) -> (
    x: CGFloat, y: CGFloat
  ) {
    guard sourceSize.width > 0, sourceSize.height > 0 else { return (1, 1) }
    let width = sourceSize.width + (destinationSize.width - sourceSize.width) * progress
    let height = sourceSize.height + (destinationSize.height - sourceSize.height) * progress
    return (width / sourceSize.width, height / sourceSize.height)
  }

  /// The opacity (and scale) of an accessory that stays in the header: it fades `fadeMultiplier`
  /// times faster than the flow but never below `minimumValue`.
  public static func calculateAccessoryFade(
    progress: Double, fadeMultiplier: CGFloat = FlowingHeaderTokens.accessoryFadeMultiplier,
    minimumValue: CGFloat = FlowingHeaderTokens.accessoryFadeMinimum
  ) -> CGFloat {
    max(minimumValue, 1 - progress * fadeMultiplier)
  }
}
