import Foundation
import PortalUI

/// A panel listing the latest messages of `PortalLogs.logger`, newest last, for an in-app
/// console (present it in a sheet). It shows the messages kept when it appears.
///
/// ```swift
/// .sheet(isPresented: $showConsole) { LogConsolePanel() }
/// .logConsole(enabled: true, logger: PortalLogs.logger, maxEntries: 1_000)
/// ```
public struct LogConsolePanel: View {
  let logger: PortalLogger

  public init(logger: PortalLogger = PortalLogs.logger) { self.logger = logger }

  public var body: some View {
    let entries = logger.recentEntries
    return VStack(alignment: .leading, spacing: 0) {
      Text("Log").font(.headline).padding(12)
      Divider()
      ScrollView {
        VStack(alignment: .leading, spacing: 4) {
          if entries.isEmpty {
            Text("No messages yet").foregroundStyle(.secondary)
          }
          ForEach(entries.indices, id: \.self) { index in
            let entry = entries[index]
            Text("\(entry.level.rawValue.uppercased())  \(entry.message)")
              .font(.system(size: 12))
              .foregroundStyle(Self.color(entry.level))
              .frame(maxWidth: .infinity, alignment: .leading)
          }
        }
        .padding(12)
      }
    }
  }

  static func color(_ level: LogLevel) -> Color {
    switch level {
    case .debug, .info: .secondary
    case .notice: .primary
    case .warning: .orange
    case .error, .fault: .red
    }
  }
}

extension View {
  /// Keeps the latest `maxEntries` messages of `logger` for a `LogConsolePanel`. Messages are
  /// always kept, so `enabled` only decides whether the limit is applied.
  public func logConsole(enabled: Bool = true, logger: PortalLogger, maxEntries: Int = 2_000) -> some View {
    if enabled { logger.maxEntries = maxEntries }
    return self
  }
}
