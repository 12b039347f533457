/// The flowing header's timing and geometry constants.
///
/// The first four are the seed's; the next five come from the original library's latest
/// release; the rest are this platform's own (a wheel has no "scroll ended" event, so the stop
/// is a quiet time, and a fling is judged by projecting the last velocity).
public enum FlowingHeaderTokens {
  /// Duration of animated header transitions, in seconds.
  public static let transitionDuration: Double = 0.4
  /// Duration of scroll-driven animations (a snap), in seconds.
  public static let scrollAnimationDuration: Double = 0.3
  /// The scroll distance, in points, over which the header flows from 0 to 1.
  public static let transitionRange: Double = 40
  /// When the accessory flows, the flow starts once scrolled past `accessoryHeight / 3`.
  public static let accessoryStartDivisor: Double = 3
  /// Where the flow starts when the accessory does not flow (or has no height).
  public static let fallbackStartOffset: Double = 5
  /// How much faster than the title a non-flowing accessory fades.
  public static let accessoryFadeMultiplier: Double = 4
  /// The side of the accessory once it sits in the title strip.
  public static let titleStripAccessorySize: Double = 25
  /// The current release's name for `titleStripAccessorySize`.
  public static let navigationBarAccessorySize: Double = titleStripAccessorySize
  /// Scroll deltas at or below this many points do not change the remembered direction.
  public static let scrollDirectionThreshold: Double = 0.1
  /// A non-flowing accessory never fades below this opacity (and scale).
  public static let accessoryFadeMinimum: Double = 0.6

  /// Seconds without a wheel event after which scrolling counts as stopped.
  public static let scrollStopDelay: Double = 0.12
  /// How far ahead, in seconds, the last scroll velocity is projected to judge a fling.
  public static let flingProjectionTime: Double = 0.15
  /// Wheel events older than this, in seconds, before the last one do not count for velocity.
  public static let velocityWindow: Double = 0.1
  /// Below this speed, in points per second, the scroll is no fling: `.directional` snapping
  /// follows the remembered direction instead of the velocity.
  public static let flingMinimumSpeed: Double = 60
  /// With reduced motion a snap moves the content at once; the header's title and strip
  /// dissolve between the two ends over this many seconds instead.
  public static let reducedMotionDissolveDuration: Double = 0.2
  /// The progress at which `.nearest` snapping changes its mind.
  public static let snapMidpoint: Double = 0.5
  /// The title strip's height with the title alone or the accessory beside it.
  public static let titleStripHeight: Double = 44
  /// The title strip's height with the accessory stacked above the title (`.vertical`).
  public static let verticalTitleStripHeight: Double = 64
  /// The large title's font size in the header and the compact title's in the strip; the
  /// title flows as one element scaled between the two.
  public static let largeTitleSize: Double = 30
  public static let compactTitleSize: Double = 17
  /// Space between the accessory and the title in the strip.
  public static let titleStripSpacing: Double = 8
}

/// The latest release's name for the tokens.
public typealias PortalHeaderTokens = FlowingHeaderTokens
