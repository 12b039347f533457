import PortalUI

/// The header's arithmetic as pure functions, under the names the original library made public,
/// so code ported from it keeps working.
///
/// ```swift
/// let p = PortalHeaderCalculations.calculateProgress(scrollOffset: 25, startAt: 5, range: 40)  // 0.5
/// ```
public enum PortalHeaderCalculations {
  /// How far the flow has gone: 0 before `startAt`, then linear over `range`, clamped to 0…1.
  /// A zero range counts as done once the start is reached.
  public static func calculateProgress(scrollOffset: Double, startAt: Double, range: Double) -> Double {
    guard scrollOffset >= startAt else { return 0 }
    guard range != 0 else { return 1 }
    return min(1, max(0, (scrollOffset - startAt) / range))
  }

  /// The centre between the two rectangles' centres at `progress`, moved by `horizontalOffset`.
  public static func calculatePosition(
    sourceRect: Rect, destinationRect: Rect, progress: Double, horizontalOffset: Double = 0
  ) -> Point {
    Point(
      x: sourceRect.midX + (destinationRect.midX - sourceRect.midX) * progress + horizontalOffset,
      y: sourceRect.midY + (destinationRect.midY - sourceRect.midY) * progress)
  }

  /// Per-axis factors that scale `sourceSize` to the size interpolated at `progress`; identity
  /// when the source has no positive size (not laid out yet).
  public static func calculateScale(sourceSize: Size, destinationSize: Size, progress: Double) -> (
    x: Double, y: Double
  ) {
    guard sourceSize.width > 0, sourceSize.height > 0 else { return (1, 1) }
    let width = sourceSize.width + (destinationSize.width - sourceSize.width) * progress
    let height = sourceSize.height + (destinationSize.height - sourceSize.height) * progress
    return (width / sourceSize.width, height / sourceSize.height)
  }

  /// The opacity (and scale) of an accessory that stays in the header: it fades `fadeMultiplier`
  /// times faster than the flow but never below `minimumValue`.
  public static func calculateAccessoryFade(
    progress: Double, fadeMultiplier: Double = FlowingHeaderTokens.accessoryFadeMultiplier,
    minimumValue: Double = FlowingHeaderTokens.accessoryFadeMinimum
  ) -> Double {
    max(minimumValue, 1 - progress * fadeMultiplier)
  }
}
