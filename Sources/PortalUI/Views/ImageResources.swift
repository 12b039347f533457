import Foundation
import Logging
import PortalGraphics

/// Where `Image("name")` looks for `name.png`, and the cache of decoded images.
///
/// Layout reads a picture's size from its PNG header and starts decoding its pixels on another
/// thread, so the pictures of a frame decode while the rest of the frame is laid out; drawing
/// collects them. Each file is decoded once.
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
  private static var decoding: [String: BackgroundDecode] = [:]
  /// How many times each file was decoded (once, unless the cache was bypassed).
  private(set) static var decodeCounts: [String: Int] = [:]

  /// The directories searched for named images, in order.
  public static var searchDirectories: [String] { registered + unregisteredSearchDirectories }

  /// The search directories other than the registered ones: what a thread other than the
  /// main one can read.
  nonisolated static var unregisteredSearchDirectories: [String] {
    let current = FileManager.default.currentDirectoryPath + "/Resources"
    let fromEnvironment = (ProcessInfo.processInfo.environment["PORTAL_RESOURCES"] ?? "")
      .split(separator: ":").map(String.init)
    return [current] + fromEnvironment + programDirectories
  }

  /// The program's own resource directories, as an app ported from iOS ships its pictures: the
  /// main bundle's (the executable's directory) and the resource bundles the package manager
  /// copies beside the executable (`<package>_<target>.resources`).
  nonisolated private static let programDirectories: [String] = {
    guard let main = Bundle.main.resourcePath else { return [] }
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: main)) ?? []
    let bundles = entries.filter { $0.hasSuffix(".resources") || $0.hasSuffix(".bundle") }.sorted()
    return [main] + bundles.map { (main as NSString).appendingPathComponent($0) }
  }()

  /// Searches `directory` for named images before every directory registered earlier.
  public static func register(directory: String) {
    registered.removeAll { $0 == directory }
    registered.insert(directory, at: 0)
    resolvedNames.removeAll()
  }

  /// The file `Image(name)` shows, from the first search directory that has one: `name.png`
  /// (or `name` itself when it already ends in `.png`), else `name@3x.png` or `name@2x.png`,
  /// else the sharpest PNG of `name.imageset` in an asset catalog (`*.xcassets`, in any of its
  /// folders) there, as an iOS app ships its pictures; nil when none has one.
  public static func path(forImageNamed name: String) -> String? {
    if let cached = resolvedNames[name] { return cached }
    let fileNames = name.hasSuffix(".png") ? [name] : [name + ".png", name + "@3x.png", name + "@2x.png"]
    for directory in searchDirectories {
      for fileName in fileNames {
        let candidate = (directory as NSString).appendingPathComponent(fileName)
        if FileManager.default.fileExists(atPath: candidate) {
          resolvedNames[name] = candidate
          return candidate
        }
      }
      if let inCatalog = AssetCatalogs.imagePath(named: name, in: directory) {
        resolvedNames[name] = inCatalog
        return inCatalog
      }
    }
    return nil
  }

  /// How many pixels of the file at `path` make one point: 2 for `name@2x.png`, 3 for `@3x`.
  nonisolated static func pixelsPerPoint(ofFile path: String) -> Double {
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard let at = stem.lastIndex(of: "@"), stem.hasSuffix("x"),
      let scale = Double(stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]), scale > 0
    else { return 1 }
    return scale
  }

  /// Whether every picture layout started decoding is decoded, waiting until `deadline` at
  /// most: a rehearsal draws once they are, rather than block the main thread on them.
  static func decodesFinished(waitingUntil deadline: Date) -> Bool {
    decoding.values.allSatisfy { $0.isFinished(waitingUntil: deadline) }
  }

  /// The decoded PNG at `path`, read once and kept; a failure is reported once and remembered.
  /// Waits for a decode that layout started, if there is one.
  static func image(atPath path: String) -> LoadedImage {
    if let cached = decoded[path] { return cached }
    decodeCounts[path, default: 0] += 1
    let outcome = decoding.removeValue(forKey: path)?.result() ?? Result { try Bitmap(pngFile: path) }
    let result: LoadedImage
    switch outcome {
    case .success(let bitmap):
      // A picture read from a file is never drawn into: it may be kept scaled.
      bitmap.isImmutable = true
      result = .bitmap(bitmap)
    case .failure(let error):
      ImageProblems.report(
        key: "file:" + path,
        "cannot show image file '\(path)': \(error); check that the file exists and is a valid PNG")
      result = .unavailable
    }
    decoded[path] = result
    return result
  }

  /// The size of the PNG at `path`, for layout: the decoded bitmap's, or else its header's,
  /// and then its pixels start decoding on another thread. A file whose header cannot be read
  /// is decoded here, so the reason is reported now; nil when it cannot be shown. A file
  /// damaged past its header keeps the header's size and draws the placeholder in it.
  static func naturalSize(atPath path: String) -> Size? {
    if let cached = decoded[path] { return cached.size }
    if let pending = decoding[path] { return pending.size }
    guard let size = PNGHeader.size(atPath: path) else { return image(atPath: path).size }
    decoding[path] = BackgroundDecode(path: path, size: size)
    return size
  }

  /// The layout size of the image named `name`; nil (reported once) when no directory has it.
  static func naturalSize(named name: String) -> Size? {
    guard let path = path(forImageNamed: name) else { return image(named: name).size }
    guard let pixels = naturalSize(atPath: path) else { return nil }
    let scale = pixelsPerPoint(ofFile: path)
    return Size(width: pixels.width / scale, height: pixels.height / scale)
  }

  /// The decoded image for a resource name, reporting once when no directory has it.
  static func image(named name: String) -> LoadedImage {
    guard let path = path(forImageNamed: name) else {
      ImageProblems.report(
        key: "name:" + name,
        "no image named '\(name)': looked for \(name).png (or @2x, @3x, or an asset catalog's \(name).imageset) in \(searchDirectories); add it to one of "
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

  /// The bitmap's size; nil when there is none.
  var size: Size? {
    if case .bitmap(let bitmap) = self { return bitmap.size }
    return nil
  }
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
