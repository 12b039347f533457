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

/// Runs an `App` on X11.
@MainActor
public enum AppLauncher {
  public static func run<A: App>(_ app: A) {
    guard let window = app.body.windows.first else {
      FileHandle.standardError.write(Data("portal: the app's body describes no window\n".utf8))
      exit(2)
    }
    do {
      let host = try X11Host(title: window.title, className: String(describing: A.self), size: window.defaultSize)
      let graph = ViewGraph(root: window.makeRoot(), host: host)
      graph.onCloseRequest = { host.stop() }
      host.run()
    } catch {
      FileHandle.standardError.write(Data("portal: \(error)\n".utf8))
      exit(2)
    }
  }
}
