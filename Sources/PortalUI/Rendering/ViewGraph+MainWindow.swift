import Foundation
import PortalGraphics
import PortalHost

// Code ported from iOS asks global questions of the app (`UIScreen.main.bounds`,
// `UIPasteboard.general`) that on the desktop are questions about the app's main window.
// The graph being evaluated answers them, else the main window opened last.

extension ViewGraph {
  /// The main window opened last (a weak reference: a closed window's graph is gone).
  nonisolated(unsafe) private static weak var latestMain: ViewGraph?

  /// Notes `graph` as the app's main window; rehearsals and child windows are not.
  static func noteMainWindow(_ graph: ViewGraph) {
    guard !graph.isRehearsal, graph.owner == nil else { return }
    latestMain = graph
  }

  /// The main window of the graph being evaluated, else the main window opened last.
  package static var currentMain: ViewGraph? { EnvironmentReads.reader?.graph.mainGraph ?? latestMain }

  /// The app's main window's size in points, if a window is open.
  package static var currentMainWindowSize: CGSize? {
    currentMain.map { CGSize(width: $0.size.width, height: $0.size.height) }
  }

  /// The display scale of the app's main window, if one is open.
  package static var currentMainWindowScale: Double? { currentMain?.surface.scale }
}
