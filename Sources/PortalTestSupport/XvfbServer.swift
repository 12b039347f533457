import Foundation

/// A private X server for one test: started on a free display, torn down when released.
///
/// Xvfb picks the display number itself and reports it on `-displayfd` once it accepts
/// connections, so parallel tests never race for a number and never connect too early.
public final class XvfbServer: @unchecked Sendable {
  public enum StartError: Error, CustomStringConvertible {
    case notInstalled
    case failedToStart(String)

    public var description: String {
      switch self {
      case .notInstalled:
        return "Xvfb is not installed: run `make test` (it installs xvfb) or `apt-get install xvfb`"
      case .failedToStart(let why): return "Xvfb did not start: \(why)"
      }
    }
  }

  /// The display name to connect to, such as ":12".
  public let displayName: String
  private let server: ChildProcess
  private var helpers: [ChildProcess] = []

  /// Starts Xvfb with one screen of `screen` (WIDTHxHEIGHTxDEPTH), with the named extensions
  /// turned off (for example "MIT-SHM" to test the XPutImage fallback; Xvfb ignores
  /// "-extension SHAPE", so SHAPE is always present). Throws `.failedToStart` when the server
  /// exits or has not reported its display within `startTimeout` seconds.
  public convenience init(
    screen: String = "1280x800x24", disabledExtensions: [String] = [], startTimeout: Double = 10
  ) throws {
    guard let xvfb = Self.which("Xvfb") else { throw StartError.notInstalled }
    try self.init(
      command: [xvfb], screen: screen, disabledExtensions: disabledExtensions, startTimeout: startTimeout)
  }

  /// Starts `command` (a program and its first arguments) as the server; tests of the harness
  /// pass stand-ins that misbehave.
  init(command: [String], screen: String, disabledExtensions: [String], startTimeout: Double) throws {
    server = try ChildProcess(
      path: command[0],
      arguments: command.dropFirst() + ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"]
        + disabledExtensions.flatMap { ["-extension", $0] },
      captureOutput: true)
    do {
      displayName = ":\(try Self.readDisplayNumber(from: server, timeout: startTimeout))"
    } catch {
      server.stop()
      throw error
    }
  }

  /// The server's process id.
  public var processID: pid_t { server.pid }

  /// Reads what -displayfd writes once the server accepts connections: the display number and
  /// a newline, then nothing more.
  private static func readDisplayNumber(from server: ChildProcess, timeout: Double) throws -> Int {
    guard let fd = server.output?.fileDescriptor else { throw StartError.failedToStart("its output is not captured") }
    let deadline = Date().addingTimeInterval(timeout)
    var text = ""
    while !text.contains("\n") {
      let remaining = deadline.timeIntervalSinceNow
      guard remaining > 0 else {
        throw StartError.failedToStart("no display number reported within \(timeout) s (is it hanging?)")
      }
      var request = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&request, 1, Int32((min(remaining, 1) * 1000).rounded(.up)))
      if ready < 0, errno == EINTR { continue }
      guard ready >= 0 else { throw StartError.failedToStart("cannot read its output: \(String(cString: strerror(errno)))") }
      if ready == 0 { continue }
      var buffer = [UInt8](repeating: 0, count: 64)
      let count = read(fd, &buffer, buffer.count)
      guard count > 0 else {
        throw StartError.failedToStart("it exited before reporting a display number (is another X server misbehaving?)")
      }
      text += String(decoding: buffer[..<count], as: UTF8.self)
    }
    guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      throw StartError.failedToStart("it reported '\(text.trimmingCharacters(in: .whitespacesAndNewlines))', not a display number")
    }
    return number
  }

  deinit { stop() }

  /// Starts a program against this server (a compositor or a window manager); it is stopped
  /// with the server.
  @discardableResult
  public func launch(_ program: String, _ arguments: [String] = []) throws -> ChildProcess {
    guard let path = Self.which(program) else {
      throw StartError.failedToStart("\(program) is not installed (run `make test`, which installs it)")
    }
    let child = try ChildProcess(path: path, arguments: arguments, environment: environment)
    helpers.append(child)
    return child
  }

  /// The current environment with DISPLAY pointing at this server.
  public var environment: [String: String] {
    var env = ProcessInfo.processInfo.environment
    env["DISPLAY"] = displayName
    return env
  }

  /// Stops helpers and the server. Safe to call more than once.
  public func stop() {
    helpers.reversed().forEach { $0.stop() }
    helpers.removeAll()
    server.stop()
  }

  static func which(_ program: String) -> String? {
    let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    for dir in paths + ["/usr/bin", "/usr/local/bin"] {
      let candidate = "\(dir)/\(program)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}
