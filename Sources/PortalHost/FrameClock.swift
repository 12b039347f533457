#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a host's time comes from: seconds on a monotonic timeline.
///
/// Animations read time only through a clock, so a test can step a flight frame by frame with a
/// `ManualClock` and see exactly what a user would see at that instant.
@MainActor
public protocol FrameClock: AnyObject {
  /// Seconds since an arbitrary fixed point; never goes backwards.
  var now: Double { get }
}

/// The system's monotonic clock (`CLOCK_MONOTONIC`): unaffected by wall-clock changes.
@MainActor
public final class MonotonicClock: FrameClock {
  public init() {}

  public var now: Double { Self.seconds() }

  /// The monotonic time in seconds, callable from anywhere.
  public nonisolated static func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
  }
}

/// A clock that moves only when told to: the heart of deterministic tests.
@MainActor
public final class ManualClock: FrameClock {
  public private(set) var now: Double

  public init(start: Double = 0) { now = start }

  /// Moves time forward; negative steps are ignored because time never runs backwards.
  public func advance(by seconds: Double) { now += max(0, seconds) }

  /// Sets the time, if it is not earlier than now.
  public func set(_ time: Double) { now = max(now, time) }
}
