import Foundation

/// Pictures in Xcode asset catalogs (`Assets.xcassets`), which iOS apps ship their images in:
/// `Image("France")` finds `Assets.xcassets/France.imageset/France@3x.png`, in any folder of
/// the catalog. The sharpest PNG of a set is chosen (its point size is its pixel size divided
/// by the scale its name carries), so it stays crisp at any display scale.
enum AssetCatalogs {
  /// Every image set of the catalogs in a directory, by name: listed once per directory.
  nonisolated(unsafe) private static var sets: [String: [String: String]] = [:]
  private static let lock = NSLock()

  /// The best PNG of the image set `name` in the asset catalogs of `directory`.
  static func imagePath(named name: String, in directory: String) -> String? {
    lock.lock()
    defer { lock.unlock() }
    if sets[directory] == nil { sets[directory] = imageSets(in: directory) }
    guard let set = sets[directory]?[name] else { return nil }
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: set)) ?? []).filter {
      $0.lowercased().hasSuffix(".png")
    }
    let sharpest = files.max {
      ImageResources.pixelsPerPoint(ofFile: $0) < ImageResources.pixelsPerPoint(ofFile: $1)
    }
    return sharpest.map { (set as NSString).appendingPathComponent($0) }
  }

  /// The image sets (`*.imageset`) inside the `*.xcassets` folders of `directory`, by name.
  private static func imageSets(in directory: String) -> [String: String] {
    let manager = FileManager.default
    let catalogs = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".xcassets") }
    var found: [String: String] = [:]
    for catalog in catalogs {
      let root = (directory as NSString).appendingPathComponent(catalog)
      guard let walker = manager.enumerator(atPath: root) else { continue }
      while let relative = walker.nextObject() as? String {
        guard relative.hasSuffix(".imageset") else { continue }
        let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
        if found[name] == nil { found[name] = (root as NSString).appendingPathComponent(relative) }
      }
    }
    return found
  }
}
