@_exported import PortalUI
import Foundation
import PortalHost
import PortalX11

extension App {
  /// Opens the app's first window on the X server named by `DISPLAY` and runs until it closes.
  /// Exits with status 2 and a message saying what to do when there is no usable display.
  @MainActor
  public static func main() {
    AppLauncher.run(Self())
  }
}

/// Why an app could not open.
public enum AppLaunchError: Error, CustomStringConvertible, Equatable {
  /// The app's body lists no window.
  case noWindow

  public var description: String {
    switch self {
    case .noWindow: "the app's body describes no window: give it a Window(\"Title\") { ContentView() } scene"
    }
  }
}

/// Runs an `App` on X11.
@MainActor
public enum AppLauncher {
  /// Opens the first window of `app` on the X server `displayName` (nil: the one `DISPLAY`
  /// names) with its title and default size, and its root view in it; the window shows once
  /// the host runs. Later windows of the body are not opened (one warning says so): a view
  /// opens further windows with `.window(isPresented:)`.
  ///
  /// The windows' WM_CLASS class is the app type's name (what a desktop file's
  /// `StartupWMClass` names). `icon` is what they show in docks; by default the icon named
  /// after the app type is looked up (`AppIcon.lookUp(named:)`: `PORTAL_APP_ICON`, then the
  /// icon theme beside the executable and in the user's and system's data folders). The
  /// window manager is told the smallest size the root view fits in.
  public static func open<A: App>(_ app: A, displayName: String? = nil, icon: AppIcon? = nil) throws -> (
    host: X11Host, graph: ViewGraph
  ) {
    let windows = app.body.windows
    guard let window = windows.first else { throw AppLaunchError.noWindow }
    if windows.count > 1 {
      FileHandle.standardError.write(
        Data(
          "portal: warning: the app describes \(windows.count) windows; only the first, '\(window.title)', opens (open more with .window(isPresented:))\n"
            .utf8))
    }
    let className = String(describing: A.self)
    let host = try X11Host(
      displayName: displayName, title: window.title, className: className,
      icon: icon ?? AppIcon.lookUp(named: className), size: window.defaultSize)
    let graph = ViewGraph(root: window.makeRoot(), host: host)
    host.setMinimumSize(graph.minimumContentSize(within: window.defaultSize), of: .main)
    graph.onCloseRequest = { host.stop() }
    return (host, graph)
  }

  /// Opens `app` and runs it until its window closes; exits with status 2 and a message when it
  /// cannot open.
  public static func run<A: App>(_ app: A) {
    do {
      let (host, graph) = try open(app)
      withExtendedLifetime(graph) { host.run() }
    } catch {
      FileHandle.standardError.write(Data("portal: \(error)\n".utf8))
      exit(2)
    }
  }
}
