import Foundation
import PortalTestSupport

/// A `portal-demo` process with one of its streams (standard error by default) captured,
/// for what it tells the person who started it.
final class DemoLog {
  enum Stream { case errors, output }

  let demo: ChildProcess
  private let stream: FileHandle?
  private var captured: String?

  /// Starts the demo with `arguments` in `environment` (this process's when nil).
  init(_ arguments: [String] = [], environment: [String: String]? = nil, capturing stream: Stream = .errors) throws {
    demo = try ChildProcess(
      path: try demoExecutable(), arguments: arguments, environment: environment, captureOutput: stream == .output,
      captureErrors: stream == .errors)
    self.stream = stream == .output ? demo.output : demo.errorOutput
  }

  /// Everything the demo wrote to the stream. The first call reads until the demo closes it,
  /// which it does when it ends: ask once the demo has ended or been stopped.
  var text: String {
    if let captured { return captured }
    let text = ChildProcess.readAll(stream)
    captured = text
    return text
  }

  /// How many times the demo wrote `phrase`.
  func count(of phrase: String) -> Int { text.components(separatedBy: phrase).count - 1 }

  /// Waits up to `timeout` seconds for the demo to exit and returns its exit status; nil when
  /// it was still running, and is then stopped, so that reading `text` cannot hang.
  func exitStatus(timeout: Double = 10) -> Int32? {
    let status = demo.wait(timeout: timeout)
    if status == nil { demo.stop() }
    return status
  }
}
