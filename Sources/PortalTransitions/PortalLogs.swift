import Foundation
import Logging

/// The logging facade the original library's code calls, over swift-log:
///
/// ```swift
/// PortalLogs.logger.log("Selected \(item.title)", level: .info, tags: [PortalLogs.Tags.transition])
/// ```
///
/// Messages go to swift-log's handler (standard error by default) under the label
/// `portal.transitions`, with their tags and metadata as metadata. The most recent entries are
/// also kept in memory (`PortalLogs.logger.recentEntries`) for an in-app console.
public enum PortalLogs {
  /// The shared logger.
  public static let logger = PortalLogger(label: "portal.transitions")

  /// Changes the subsystem shown with each message and which levels are written.
  public static func configure(subsystem: String? = nil, allowedLevels: Set<LogLevel>? = nil) {
    logger.configure(subsystem: subsystem, allowedLevels: allowedLevels)
  }

  /// Tags the library's messages carry.
  public enum Tags {
    public static let container = LogTag("PortalContainer")
    public static let overlay = LogTag("OverlayWindow")
    public static let transition = LogTag("PortalTransitions")
    public static let diagnostics = LogTag("Diagnostics")
  }
}

/// How serious a message is, from `.debug` to `.fault`.
public enum LogLevel: String, CaseIterable, Hashable, Sendable {
  case debug, info, notice, warning, error, fault

  var swiftLogLevel: Logger.Level {
    switch self {
    case .debug: .debug
    case .info: .info
    case .notice: .notice
    case .warning: .warning
    case .error: .error
    case .fault: .critical
    }
  }
}

/// A label grouping related messages.
public struct LogTag: Hashable, Sendable, CustomStringConvertible {
  public let name: String
  public init(_ name: String) { self.name = name }
  public var description: String { name }
}

/// A logger with levels, tags and metadata, writing through swift-log.
public final class PortalLogger: @unchecked Sendable {
  /// One message as it was logged.
  public struct Entry: Sendable {
    public let date: Date
    public let level: LogLevel
    public let message: String
    public let tags: [LogTag]
    public let metadata: [String: String]
  }

  private let lock = NSLock()
  private var logger: Logger
  private var allowed: Set<LogLevel>
  private var entries: [Entry] = []
  /// How many entries `recentEntries` keeps.
  public var maxEntries = 1_000

  /// A logger writing under `label`, allowing `.notice` and above.
  package init(label: String) {
    logger = Logger(label: label)
    logger.logLevel = .trace
    allowed = [.notice, .warning, .error, .fault]
  }

  /// Changes the subsystem shown with each message and which levels are written.
  package func configure(subsystem: String?, allowedLevels: Set<LogLevel>?) {
    lock.withLock {
      if let subsystem { logger[metadataKey: "subsystem"] = "\(subsystem)" }
      if let allowedLevels { allowed = allowedLevels }
    }
  }

  /// Logs a message if its level is allowed (`.notice` and above unless configured).
  public func log(
    _ message: String, level: LogLevel = .info, tags: [LogTag] = [], metadata: [String: String] = [:]
  ) {
    let entry = Entry(date: Date(), level: level, message: message, tags: tags, metadata: metadata)
    let (logger, write) = lock.withLock {
      entries.append(entry)
      if entries.count > maxEntries { entries.removeFirst(entries.count - maxEntries) }
      return (self.logger, allowed.contains(level))
    }
    guard write else { return }
    var fields: Logger.Metadata = [:]
    for (key, value) in metadata { fields[key] = "\(value)" }
    if !tags.isEmpty { fields["tags"] = "\(tags.map(\.name).joined(separator: ","))" }
    logger.log(level: level.swiftLogLevel, "\(message)", metadata: fields)
  }

  /// The latest messages of every level, oldest first.
  public var recentEntries: [Entry] { lock.withLock { entries } }
}
