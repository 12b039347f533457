import CX11
import Foundation

/// The main thread's run loop, served from the host's own wait: work queued on the main queue
/// (`Task { @MainActor in … }`, `.task { … }`, `DispatchQueue.main.async`) and timers on
/// `RunLoop.main` (`Timer.scheduledTimer`, `Timer.publish(every:on: .main, in: .common)`) run
/// between frames, and the host wakes for them as it wakes for X events.
///
/// Only on the main thread: a program whose main queue something else drains (a test runner
/// under `dispatchMain()`) keeps it as it is.
@MainActor
struct MainRunLoop {
  /// Readable when work is queued on the main queue.
  let descriptor: Int32

  /// The main thread's run loop, or nil off the main thread.
  static func attach() -> MainRunLoop? {
    guard Thread.isMainThread else { return nil }
    return MainRunLoop(descriptor: _dispatch_get_main_queue_handle_4CF())
  }

  /// Runs what is due (queued work, timers whose time has come) and returns how long until the
  /// next timer, in seconds, or nil when none is scheduled.
  func serve() -> Double? {
    // One pass through the run loop (queued work, due timers), then the next timer's date.
    guard let next = RunLoop.main.limitDate(forMode: .default) else { return nil }
    let wait = next.timeIntervalSinceNow
    return wait < 1e9 ? max(0, wait) : nil
  }
}
