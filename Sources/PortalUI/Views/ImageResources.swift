import Foundation
import Logging
import PortalGraphics

/// Where `Image("name")` looks for `name.png`, and the cache of decoded images.
///
/// The search directories are, in order: those registered with `register(directory:)` (the
/// latest first), then `Resources/` in the current directory, then each directory listed in
/// the `PORTAL_RESOURCES` environment variable (separated by colons).
///
/// ```swift
/// ImageResources.register(directory: "/usr/share/my-app/images")
/// Image("logo")   // /usr/share/my-app/images/logo.png
/// ```
@MainActor
public enum ImageResources {
  private static var registered: [String] = []
  private static var resolvedNames: [String: String] = [:]
  private static var decoded: [String: LoadedImage] = [:]

  /// The directories searched for named images, in order.
  public static var searchDirectories: [String] {
    let current = FileManager.default.currentDirectoryPath + "/Resources"
    let fromEnvironment = (ProcessInfo.processInfo.environment["PORTAL_RESOURCES"] ?? "")
      .split(separator: ":").map(String.init)
    return registered + [current] + fromEnvironment
  }

  /// Searches `directory` for named images before every directory registered earlier.
  public static func register(directory: String) {
    registered.removeAll { $0 == directory }
    registered.insert(directory, at: 0)
    resolvedNames.removeAll()
  }

  /// The file `Image(name)` shows: `name.png` (or `name` itself when it already ends in
  /// `.png`) in the first search directory that has it; nil when none does.
  public static func path(forImageNamed name: String) -> String? {
    if let cached = resolvedNames[name] { return cached }
    let fileName = name.hasSuffix(".png") ? name : name + ".png"
    for directory in searchDirectories {
      let candidate = (directory as NSString).appendingPathComponent(fileName)
      if FileManager.default.fileExists(atPath: candidate) {
        resolvedNames[name] = candidate
        return candidate
      }
    }
    return nil
  }

  /// The decoded PNG at `path`, read once and kept; a failure is reported once and remembered.
  static func image(atPath path: String) -> LoadedImage {
    if let cached = decoded[path] { return cached }
    let result: LoadedImage
    do {
      result = .bitmap(try Bitmap(pngFile: path))
    } catch {
      ImageProblems.report(
        key: "file:" + path,
        "cannot show image file '\(path)': \(error); check that the file exists and is a valid PNG")
      result = .unavailable
    }
    decoded[path] = result
    return result
  }

  /// The decoded image for a resource name, reporting once when no directory has it.
  static func image(named name: String) -> LoadedImage {
    guard let path = path(forImageNamed: name) else {
      ImageProblems.report(
        key: "name:" + name,
        "no image named '\(name)': looked for \(name).png in \(searchDirectories); add it to one of "
          + "them, set PORTAL_RESOURCES, or call ImageResources.register(directory:)")
      return .unavailable
    }
    return image(atPath: path)
  }
}

/// A decoded image, or the fact that there is none to show (a placeholder draws instead).
enum LoadedImage {
  case bitmap(Bitmap)
  case unavailable
}

/// Problems showing images, logged once each so a missing file in a list does not flood
/// the log on every frame.
@MainActor
enum ImageProblems {
  private static let logger = Logger(label: "portal.ui")
  /// Where each report goes, once; tests swap in a recorder.
  static var sink: (String) -> Void = { logger.warning("\($0)") }
  /// Every problem reported so far, by key (`name:…`, `file:…`, `symbol:…`).
  private(set) static var reported: [String: String] = [:]

  static func report(key: String, _ message: String) {
    guard reported[key] == nil else { return }
    reported[key] = message
    sink(message)
  }
}
