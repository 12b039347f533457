import Foundation

/// Opens a URL: read from `@Environment(\.openURL)` and called, as `Link` does. By default it
/// hands the URL to the desktop with `xdg-open` (found on `PATH`), which opens web pages in
/// the browser and files in their application; with no `xdg-open` it writes one warning to
/// standard error and opens nothing. `.environment(\.openURL, OpenURLAction { … })` puts a
/// handler of one's own in its place.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Outcome: Sendable { case handled, discarded, system(URL?) }
    let outcome: Outcome

    /// The handler opened the URL.
    public static let handled = Result(outcome: .handled)
    /// The handler did not open the URL, and nothing else should.
    public static let discarded = Result(outcome: .discarded)
    /// The system should open the URL (with `xdg-open`).
    public static let systemAction = Result(outcome: .system(nil))
    /// The system should open `url` instead.
    public static func systemAction(_ url: URL) -> Result { Result(outcome: .system(url)) }
  }

  private let handler: @Sendable @MainActor (URL) -> Result

  /// An action that gives each URL to `handler`.
  public init(handler: @escaping @MainActor (URL) -> OpenURLAction.Result) {
    let unchecked = UncheckedHandler(handler)
    self.handler = { @MainActor url in unchecked.handler(url) }
  }

  /// Opens `url`.
  @MainActor public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

  /// Opens `url`, then tells `completion` whether it was opened.
  @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    switch handler(url).outcome {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .system(let other): completion(Self.openWithDesktop(other ?? url))
    }
  }

  /// The default action: every URL to the desktop.
  static let system = OpenURLAction(systemHandler: { _ in .systemAction })

  private init(systemHandler: @escaping @Sendable @MainActor (URL) -> Result) { handler = systemHandler }

  /// Whether the desktop's opener has been missed already (the warning is written once).
  nonisolated(unsafe) private static var warnedMissingOpener = false

  /// Starts `xdg-open` on `url`; false when it cannot be found or started.
  @MainActor package static func openWithDesktop(_ url: URL) -> Bool {
    guard let opener = ExecutableSearch.find("xdg-open") else {
      if !warnedMissingOpener {
        warnedMissingOpener = true
        FileHandle.standardError.write(
          Data("warning: cannot open \(url.absoluteString): xdg-open was not found on PATH\n".utf8))
      }
      return false
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [url.isFileURL ? url.path : url.absoluteString]
    do {
      try process.run()
      return true
    } catch {
      FileHandle.standardError.write(Data("warning: cannot start \(opener): \(error)\n".utf8))
      return false
    }
  }
}

/// A main-actor handler carried through a `Sendable` value; it is only called on the main
/// actor.
private struct UncheckedHandler: @unchecked Sendable {
  let handler: @MainActor (URL) -> OpenURLAction.Result
  init(_ handler: @escaping @MainActor (URL) -> OpenURLAction.Result) { self.handler = handler }
}

/// Finding programs as a shell does.
enum ExecutableSearch {
  /// The path of the first executable file named `name` in the directories of `PATH`.
  static func find(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") where !directory.isEmpty {
      let candidate = "\(directory)/\(name)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

private struct OpenURLKey: EnvironmentKey {
  static var defaultValue: OpenURLAction { .system }
}

extension EnvironmentValues {
  /// Opens URLs: `xdg-open` unless a view above sets another action.
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
