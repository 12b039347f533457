import Foundation
import PortalHost

/// With `PORTAL_STARTUP_TRACE=1`, writes one line to standard error at each step of start-up,
/// up to the first frame presented: the milliseconds since `main` began and what was done.
/// The first line also gives `main`'s start on the monotonic clock, so a program that
/// spawned the demo can add the time before `main` (loading the executable and its
/// libraries).
enum StartupTrace {
  nonisolated(unsafe) private static var start: Double?

  /// Starts the clock when the variable asks for a trace; does nothing otherwise.
  static func begin(environment: [String: String] = ProcessInfo.processInfo.environment) {
    guard environment["PORTAL_STARTUP_TRACE"] == "1" else { return }
    let now = MonotonicClock.seconds()
    start = now
    FileHandle.standardError.write(
      Data("portal-demo startup: main began at monotonic \(String(format: "%.6f", now)) s\n".utf8))
  }

  /// Notes that `milestone` was reached.
  static func mark(_ milestone: @autoclosure () -> String) {
    guard let start else { return }
    let elapsed = (MonotonicClock.seconds() - start) * 1000
    FileHandle.standardError.write(
      Data("portal-demo startup: \(String(format: "%7.1f", elapsed)) ms  \(milestone())\n".utf8))
  }

  /// Stops tracing: start-up is over.
  static func end() { start = nil }
}
