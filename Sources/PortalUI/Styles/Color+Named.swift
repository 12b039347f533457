import Foundation
import Logging
import PortalGraphics

extension Color {
  /// The colour set `name` of the app's asset catalogs (`Assets.xcassets/name.colorset`), with
  /// its dark-appearance variant when the set has one, as an iOS app names its colours:
  /// `Color("Brand")`. The catalogs are looked for where `Image("name")` looks for pictures
  /// (`ImageResources.searchDirectories`); `bundle` is accepted and not needed.
  ///
  /// A name no catalog has is drawn clear and logged once, as SwiftUI does on iOS.
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {
    self = Color.assetCatalogColor(named: name) ?? {
      NamedColors.reportMissing(name)
      return .clear
    }()
  }

  /// The colour set `name` of the app's asset catalogs, or nil when none has it.
  nonisolated public static func assetCatalogColor(named name: String) -> Color? {
    NamedColors.color(named: name)
  }
}

/// The colour sets (`*.colorset/Contents.json`) of the asset catalogs in the resource
/// directories, read once per directory.
enum NamedColors {
  nonisolated(unsafe) private static var sets: [String: [String: Color]] = [:]
  nonisolated(unsafe) private static var reported: Set<String> = []
  private static let lock = NSLock()
  private static let log = Logger(label: "portal.ui.colors")

  static func color(named name: String) -> Color? {
    lock.lock()
    defer { lock.unlock() }
    for directory in directories() {
      if sets[directory] == nil { sets[directory] = colorSets(in: directory) }
      if let color = sets[directory]?[name] { return color }
    }
    return nil
  }

  static func reportMissing(_ name: String) {
    lock.lock()
    let first = reported.insert(name).inserted
    lock.unlock()
    if first { log.warning("No color named '\(name)' found in asset catalog; it is drawn clear") }
  }

  /// The image search directories: the registered ones only when read on the main thread,
  /// where they live.
  private static func directories() -> [String] {
    if MainQueue.isCurrent { return MainActor.assumeIsolated { ImageResources.searchDirectories } }
    return ImageResources.unregisteredSearchDirectories
  }

  private static func colorSets(in directory: String) -> [String: Color] {
    let manager = FileManager.default
    let catalogs = ((try? manager.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".xcassets") }
    var found: [String: Color] = [:]
    for catalog in catalogs {
      let root = (directory as NSString).appendingPathComponent(catalog)
      guard let walker = manager.enumerator(atPath: root) else { continue }
      while let relative = walker.nextObject() as? String {
        guard relative.hasSuffix(".colorset") else { continue }
        let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
        let contents = (root as NSString).appendingPathComponent(relative + "/Contents.json")
        guard found[name] == nil, let data = manager.contents(atPath: contents) else { continue }
        if let color = parse(data) { found[name] = color } else {
          log.warning("cannot read the colour set \(contents): not a colour set's Contents.json")
        }
      }
    }
    return found
  }

  /// A colour set's `Contents.json`: its universal (or first) colour, and the one for the dark
  /// luminosity appearance when there is one.
  static func parse(_ data: Data) -> Color? {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = json["colors"] as? [[String: Any]]
    else { return nil }
    var light: Color?
    var dark: Color?
    for entry in entries {
      guard let color = (entry["color"] as? [String: Any]).flatMap(components) else { continue }
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      let isDark = appearances.contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
      let isOther = !appearances.isEmpty && !isDark
      if isDark { dark = dark ?? color } else if !isOther { light = light ?? color }
    }
    guard let light = light ?? dark else { return nil }
    if let dark, dark != light { return Color(light: light, dark: dark) }
    return light
  }

  /// One colour of a set: `components` as 0…1 numbers, 0…255 integers or `0xFF` hex bytes;
  /// grey spaces give `white`.
  private static func components(_ color: [String: Any]) -> Color? {
    guard let values = color["components"] as? [String: Any] else { return nil }
    func number(_ key: String) -> Double? {
      let raw: String
      if let string = values[key] as? String { raw = string.trimmingCharacters(in: .whitespaces) }
      else if let number = values[key] as? NSNumber { raw = number.stringValue }
      else { return nil }
      if raw.lowercased().hasPrefix("0x") { return UInt8(raw.dropFirst(2), radix: 16).map { Double($0) / 255 } }
      guard let value = Double(raw) else { return nil }
      // Xcode writes integers 0…255 for 8-bit components and decimals 0…1 otherwise.
      return value > 1 || (!raw.contains(".") && value == 1 && key != "alpha") ? value / 255 : value
    }
    let alpha = number("alpha") ?? 1
    if let white = number("white") { return Color(red: white, green: white, blue: white, alpha: alpha) }
    guard let r = number("red"), let g = number("green"), let b = number("blue") else { return nil }
    return Color(red: r, green: g, blue: b, alpha: alpha)
  }
}
