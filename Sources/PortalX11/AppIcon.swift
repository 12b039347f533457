import Foundation
import PortalGraphics

/// An app's icon at one or more sizes, as a window carries it in `_NET_WM_ICON` for docks,
/// task bars and window switchers.
///
/// `lookUp(named:in:)` finds the icon a program ships: `PORTAL_APP_ICON` (a PNG, or a folder of
/// square PNGs) when set, else the given folders, else the freedesktop icon theme (`hicolor`)
/// beside the executable (`<prefix>/bin/../share/icons`, where `make install` puts it), under
/// `$XDG_DATA_HOME` (`~/.local/share`) and under each of `$XDG_DATA_DIRS`.
public struct AppIcon: Sendable, Equatable {
  /// One size of the icon: straight (not premultiplied) ARGB, row by row.
  public struct Image: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let argb: [UInt32]
  }

  /// The sizes, smallest first.
  public let images: [Image]

  /// The icon made of `bitmaps` (premultiplied, as `Bitmap` holds them); empty ones are left out.
  public init(bitmaps: [Bitmap]) {
    images = bitmaps.filter { $0.width > 0 && $0.height > 0 }.map(Self.straight).sorted { $0.width < $1.width }
  }

  /// The icon made of the PNG files at `paths`; a file that cannot be read is left out.
  /// Nil when none can be read.
  public init?(pngFiles paths: [String]) {
    let bitmaps = paths.compactMap { try? Bitmap(pngFile: $0) }
    guard !bitmaps.isEmpty else { return nil }
    self.init(bitmaps: bitmaps)
  }

  /// The sizes docks and launchers ask for, in pixels.
  public static let standardSizes = [16, 24, 32, 48, 64, 128, 256]

  /// The icon named `name`, from the first place that has it (see the type's description), or
  /// nil when none does. `folders` are looked in first for `<size>.png` or `<name>.png` files.
  public static func lookUp(
    named name: String, in folders: [String] = [],
    environment: [String: String] = ProcessInfo.processInfo.environment,
    executablePath: String? = Bundle.main.executablePath
  ) -> AppIcon? {
    if let given = environment["PORTAL_APP_ICON"], !given.isEmpty {
      return folderIcon(given, name: name) ?? AppIcon(pngFiles: [given])
    }
    for folder in folders { if let icon = folderIcon(folder, name: name) { return icon } }
    for base in themeBases(environment: environment, executablePath: executablePath) {
      let files = standardSizes.map { "\(base)/icons/hicolor/\($0)x\($0)/apps/\(name).png" }
        .filter { FileManager.default.fileExists(atPath: $0) }
      if let icon = AppIcon(pngFiles: files) { return icon }
    }
    return nil
  }

  /// Where icon themes live, most specific first: the prefix the executable was installed
  /// into, then the user's and the system's data folders.
  static func themeBases(environment: [String: String], executablePath: String?) -> [String] {
    var bases: [String] = []
    if let executablePath {
      let bin = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
      bases.append(bin.deletingLastPathComponent().appendingPathComponent("share").path)
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    bases.append(environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.local/share")
    let dirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
    bases += dirs.split(separator: ":").map(String.init)
    var seen = Set<String>()
    return bases.filter { seen.insert($0).inserted }
  }

  /// The square PNGs in `folder` named by size (`48.png`) or by `name` (`name.png`); nil when
  /// it is not a folder or holds none.
  private static func folderIcon(_ folder: String, name: String) -> AppIcon? {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return nil }
    let wanted = entries.filter { entry in
      guard entry.hasSuffix(".png") else { return false }
      let stem = String(entry.dropLast(4))
      return Int(stem) != nil || stem == name
    }
    return AppIcon(pngFiles: wanted.sorted().map { folder + "/" + $0 })
  }

  /// A bitmap's pixels unpremultiplied: `_NET_WM_ICON` holds straight alpha.
  private static func straight(_ bitmap: Bitmap) -> Image {
    var pixels: [UInt32] = []
    pixels.reserveCapacity(bitmap.width * bitmap.height)
    for y in 0..<bitmap.height {
      for x in 0..<bitmap.width {
        let p = bitmap.rawPixel(x: x, y: y)
        let a = p >> 24
        guard a != 0 else {
          pixels.append(0)
          continue
        }
        guard a != 255 else {
          pixels.append(p)
          continue
        }
        func channel(_ shift: UInt32) -> UInt32 { min(255, ((p >> shift) & 0xFF) * 255 / a) << shift }
        pixels.append(a << 24 | channel(16) | channel(8) | channel(0))
      }
    }
    return Image(width: bitmap.width, height: bitmap.height, argb: pixels)
  }

  /// The `_NET_WM_ICON` value: for each size its width, height and pixels, one CARDINAL each.
  var propertyItems: [CLong] {
    var items: [CLong] = []
    items.reserveCapacity(images.reduce(0) { $0 + 2 + $1.argb.count })
    for image in images {
      items.append(CLong(image.width))
      items.append(CLong(image.height))
      items += image.argb.map { CLong($0) }
    }
    return items
  }
}
