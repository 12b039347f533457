import Foundation
import PortalApp
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// An app written as a SwiftUI app is: one window with a title, a size and a root view.
private struct Gallery: App {
  var body: some Scene {
    Window("Gallery ✦") {
      ZStack {
        Color(hex: 0x2A6FDB)
        Text("Hello").foregroundStyle(Color.white)
      }
    }
    .defaultSize(width: 520, height: 340)
  }
}

private struct TwoWindows: App {
  var body: some Scene {
    Window("First") { Color.red }
    Window("Second", id: "second") { Color.green }
  }
}

/// A scene that describes no window.
private struct Nothing: Scene {
  var windows: [WindowDescription] { [] }
}

private struct NoWindow: App {
  var body: some Scene { Nothing() }
}

@Suite("App entry point") @MainActor
struct AppLauncherTests {
  @Test func theFirstWindowOpensWithItsTitleSizeAndRootView() throws {
    let server = try XvfbServer(screen: "1280x800x24")
    let inspector = try WindowInspector(displayName: server.displayName)
    let (host, graph) = try AppLauncher.open(Gallery(), displayName: server.displayName)
    host.setNeedsFrame()
    host.run(until: host.clock.now + 0.1)
    host.sync()
    let window = host.window.window
    #expect(inspector.strings("_NET_WM_NAME", of: window) == ["Gallery ✦"])
    #expect(inspector.strings("WM_CLASS", of: window).last == "Gallery")
    let attributes = try #require(inspector.attributes(of: window))
    #expect((attributes.width, attributes.height) == (520, 340))
    #expect(graph.framesPresented >= 1)
    // The root view fills the window: its colour shows on the screen.
    let screen = try ScreenCapture.root(displayName: server.displayName)
    let pixel = screen.rawPixel(x: attributes.x + 20, y: attributes.y + 20) & 0x00FF_FFFF
    #expect(pixel == 0x2A6FDB)
    withExtendedLifetime(graph) {}
  }

  @Test func anAppWithoutAWindowIsAClearError() throws {
    #expect(throws: AppLaunchError.noWindow) { try AppLauncher.open(NoWindow(), displayName: ":0") }
    #expect(AppLaunchError.noWindow.description.contains("Window(\"Title\")"))
  }

  @Test func scenesListTheirWindowsInOrder() {
    let windows = TwoWindows().body.windows
    #expect(windows.map(\.title) == ["First", "Second"])
    #expect(windows.map(\.id) == ["main", "second"])
    #expect(windows[0].defaultSize == Size(width: 1280, height: 800))
  }
}
