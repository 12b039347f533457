import CX11
import Foundation

/// Keeps X protocol errors on the test harness's own connections from ending the test process.
///
/// Tests read windows that the program under test may destroy at any moment (a window listed
/// by `XQueryTree` can be gone by the time its properties are read). Xlib's default handler
/// would print the error and exit; for the harness's connections such an error just means "that
/// window is gone", and the call reports nothing. Errors on any other connection go on to the
/// handler that was installed before.
enum TestConnectionErrors {
  // Tests run on several threads at once; the set is only touched under the lock.
  private static let lock = NSLock()
  nonisolated(unsafe) private static var harnessDisplays: Set<OpaquePointer> = []
  nonisolated(unsafe) private static var previous: XErrorHandler?
  nonisolated(unsafe) private static var installed = false

  /// Opens `name` with the tolerant handler in place for it; `purpose` ("to capture") says in
  /// the error what the connection was for.
  static func open(_ name: String, _ purpose: String) throws -> OpaquePointer {
    guard let display = XOpenDisplay(name) else {
      throw XvfbServer.StartError.failedToStart("cannot connect to \(name) \(purpose)")
    }
    lock.lock()
    defer { lock.unlock() }
    harnessDisplays.insert(display)
    if !installed {
      installed = true
      previous = XSetErrorHandler { display, event in
        if let display, TestConnectionErrors.isHarness(display) { return 0 }
        return TestConnectionErrors.previous?(display, event) ?? 0
      }
    }
    return display
  }

  /// Closes a display opened with `open`.
  static func close(_ display: OpaquePointer) {
    XCloseDisplay(display)
    lock.lock()
    harnessDisplays.remove(display)
    lock.unlock()
  }

  private static func isHarness(_ display: OpaquePointer) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return harnessDisplays.contains(display)
  }
}
