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
  /// turned off (for example "MIT-SHM" to test the XPutImage fallback).
  public init(screen: String = "1280x800x24", disabledExtensions: [String] = []) throws {
    guard let xvfb = Self.which("Xvfb") else { throw StartError.notInstalled }
    server = try ChildProcess(
      path: xvfb,
      arguments: ["-displayfd", "1", "-screen", "0", screen, "-nolisten", "tcp", "-noreset"]
        + disabledExtensions.flatMap { ["-extension", $0] },
      captureOutput: true)
    // -displayfd writes the number once the server accepts connections, then nothing more.
    var text = ""
    while !text.contains("\n"), let chunk = server.output?.availableData, !chunk.isEmpty {
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
      server.stop()
      throw StartError.failedToStart("no display number reported (is another X server misbehaving?)")
    }
    displayName = ":\(number)"
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
