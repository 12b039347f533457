import Foundation

// iOS 16's `URL.documentsDirectory` and its kin, which Foundation on Linux lacks. An iOS app's
// documents live in its own sandbox; on the desktop the nearest is the app's data directory
// (`$XDG_DATA_HOME/<program>`, else `~/.local/share/<program>`), so the files an app keeps
// never land among the person's own documents. The app's directories are made when first
// asked for, as they always exist on iOS.

/// The directories a program keeps its files in, as the XDG base directories name them.
package enum AppDirectories {
  /// `$XDG_DATA_HOME/<program>` (`~/.local/share/<program>` when the variable is unset).
  package static var data: URL {
    base("XDG_DATA_HOME", default: ".local/share").appendingPathComponent(ProcessInfo.processInfo.processName)
  }

  /// `$XDG_CACHE_HOME/<program>` (`~/.cache/<program>`).
  package static var cache: URL {
    base("XDG_CACHE_HOME", default: ".cache").appendingPathComponent(ProcessInfo.processInfo.processName)
  }

  private static func base(_ variable: String, default relative: String) -> URL {
    ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
      ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(relative)
  }

  /// `url`, made if it is missing.
  static func made(_ url: URL) -> URL {
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

extension URL {
  /// The app's documents: `Documents` in its data directory (see the file's note).
  public static var documentsDirectory: URL { AppDirectories.made(AppDirectories.data.appendingPathComponent("Documents")) }
  /// The app's support files: its data directory.
  public static var applicationSupportDirectory: URL { AppDirectories.made(AppDirectories.data) }
  /// The app's library: `Library` in its data directory.
  public static var libraryDirectory: URL { AppDirectories.made(AppDirectories.data.appendingPathComponent("Library")) }
  /// The app's caches: its cache directory.
  public static var cachesDirectory: URL { AppDirectories.made(AppDirectories.cache) }
  /// The person's downloads folder.
  public static var downloadsDirectory: URL { homeDirectory.appendingPathComponent("Downloads") }
  /// The person's desktop folder.
  public static var desktopDirectory: URL { homeDirectory.appendingPathComponent("Desktop") }
  /// The person's music folder.
  public static var musicDirectory: URL { homeDirectory.appendingPathComponent("Music") }
  /// The person's videos folder.
  public static var moviesDirectory: URL { homeDirectory.appendingPathComponent("Videos") }
  /// The person's pictures folder.
  public static var picturesDirectory: URL { homeDirectory.appendingPathComponent("Pictures") }
}
