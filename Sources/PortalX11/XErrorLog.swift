import CX11
import Foundation
import Logging

/// Routes X protocol errors to the log instead of Xlib's default handler, which exits the process.
///
/// An X error is nearly always a recoverable mistake in one request (a window that died, a
/// resource that went away), so the host logs it and carries on. A short-lived "probe" mode lets
/// callers ask whether a particular request failed, which is how the MIT-SHM attach is tested
/// (it fails on remote displays and across IPC namespaces).
enum XErrorLog {
  nonisolated(unsafe) static var logger = Logger(label: "portal.x11")
  nonisolated(unsafe) private static var probing = false
  nonisolated(unsafe) private static var probeFailed = false
  nonisolated(unsafe) private(set) static var errorCount = 0

  static func install() {
    _ = XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      if XErrorLog.probing {
        XErrorLog.probeFailed = true
        return 0
      }
      XErrorLog.errorCount += 1
      var text = [CChar](repeating: 0, count: 256)
      XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
      let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
      XErrorLog.logger.warning(
        "X error: \(message) (request \(event.pointee.request_code).\(event.pointee.minor_code), resource 0x\(String(event.pointee.resourceid, radix: 16)))"
      )
      return 0
    }
    _ = XSetIOErrorHandler { _ in
      // Xlib cannot continue after the connection is gone; say so plainly instead of its
      // cryptic default, then leave with a distinct status.
      let message = "portal: lost the connection to the X server (it exited or the display was closed)\n"
      FileHandle.standardError.write(Data(message.utf8))
      exit(3)
    }
  }

  /// Runs `body` and reports whether any X error was raised by its requests.
  static func probe(_ display: OpaquePointer, _ body: () -> Void) -> Bool {
    XSync(display, 0)
    probing = true
    probeFailed = false
    body()
    XSync(display, 0)
    probing = false
    return !probeFailed
  }
}
