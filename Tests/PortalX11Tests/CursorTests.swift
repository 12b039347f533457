import CX11
import Foundation
import PortalApp
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// The cursor the X server shows over a real window as the pointer, moved by XTest, crosses a
/// button, a text field and empty space: read back through XFixes, by the name the host gives
/// each cursor and by its pixels against the theme's own image for that name.
@Suite("Cursors over a window", .serialized) @MainActor
struct CursorTests {
  /// A button in the top 60 points, a text field in the next 60, both 200 wide, and empty
  /// space beside and below them.
  private struct Form: View {
    @State private var text = "typed"
    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Button(action: {}) { Text("Press me").frame(width: 200, height: 60) }
          .buttonStyle(.plain)
        TextField("Name", text: $text).frame(width: 200, height: 60)
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
  }

  /// The middle of the button, of the text field, and a point of empty space.
  static let button = Point(x: 100, y: 30)
  static let field = Point(x: 100, y: 90)
  static let space = Point(x: 350, y: 250)

  /// The cursor the server shows now, from a connection of the test's own.
  struct ShownCursor {
    var name: String
    var width: Int
    var height: Int
    var hotspot: (x: Int, y: Int)
    var pixels: [UInt]
  }

  static func shownCursor(on server: XvfbServer) -> ShownCursor? {
    guard let display = XOpenDisplay(server.displayName) else { return nil }
    defer { XCloseDisplay(display) }
    guard let image = XFixesGetCursorImage(display) else { return nil }
    defer { XFree(image) }
    let c = image.pointee
    let count = Int(c.width) * Int(c.height)
    return ShownCursor(
      name: c.name.map { String(cString: $0) } ?? "", width: Int(c.width), height: Int(c.height),
      hotspot: (Int(c.xhot), Int(c.yhot)),
      // Xlib hands each 32-bit ARGB pixel over as a long, sign-extended.
      pixels: UnsafeBufferPointer(start: c.pixels, count: count).map { UInt($0) & 0xFFFF_FFFF })
  }

  /// The theme's image for `name` at `size`, as libXcursor loads it; nil when the theme lacks it.
  static func themeImage(_ name: String, theme: String?, size: Int) -> (
    width: Int, height: Int, pixels: [UInt]
  )? {
    guard let image = XcursorLibraryLoadImage(name, theme, Int32(size)) else { return nil }
    defer { XcursorImageDestroy(image) }
    let c = image.pointee
    let count = Int(c.width) * Int(c.height)
    return (Int(c.width), Int(c.height), UnsafeBufferPointer(start: c.pixels, count: count).map { UInt($0) })
  }

  /// Moves the pointer over the window point `point` (logical) and runs the host until the
  /// server shows the cursor named `expected`; returns what it shows then (or last).
  static func move(
    to point: Point, in host: X11Host, input: XTestInput, server: XvfbServer, expecting expected: String
  ) -> ShownCursor? {
    let origin = host.window.rootOrigin
    let scale = host.window.scale
    input.move(to: Int(origin.x + point.x * scale), Int(origin.y + point.y * scale))
    var shown: ShownCursor?
    _ = run(host) {
      shown = shownCursor(on: server)
      return shown?.name == expected
    }
    return shown
  }

  @Test func aButtonShowsTheHandATextFieldTheBeamAndEmptySpaceTheArrow() throws {
    let server = try XvfbServer()
    let input = try XTestInput(displayName: server.displayName)
    let host = try X11Host(
      displayName: server.displayName, title: "cursors", size: Size(width: 400, height: 300),
      followsSettingsPortal: false)
    let graph = ViewGraph(root: Form(), host: host)
    try withExtendedLifetime(graph) {
      host.run(until: host.clock.now + 0.1)
      let theme = host.cursorTheme.themeName
      let size = host.cursorTheme.deviceSize
      for (point, name) in [(Self.button, "pointer"), (Self.field, "text"), (Self.space, "default")] {
        let shown = try #require(
          Self.move(to: point, in: host, input: input, server: server, expecting: name))
        #expect(shown.name == name)
        #expect(host.cursor(of: .main)?.name == name)
        let source = try #require(host.cursorTheme.sources[CursorShape(name: name)])
        print("cursor \(name): from the \(source) (theme \(theme ?? "none"), \(size) px)")
        // What the server shows is the theme's picture for the name the host loaded it by.
        let loadedName: String? =
          switch source {
          case .themed: name
          case .legacy(let legacy): legacy
          case .font: nil
          }
        if let loadedName {
          let expected = try #require(Self.themeImage(loadedName, theme: theme, size: size))
          #expect(shown.width == expected.width && shown.height == expected.height)
          #expect(shown.pixels == expected.pixels, "the server shows the theme's \(loadedName)")
          #expect(shown.pixels.contains { $0 != 0 })
        }
      }
    }
  }

  @Test func theThreeShapesAreThreeDifferentPictures() throws {
    let server = try XvfbServer()
    let input = try XTestInput(displayName: server.displayName)
    let host = try X11Host(
      displayName: server.displayName, title: "cursors", size: Size(width: 400, height: 300),
      followsSettingsPortal: false)
    let graph = ViewGraph(root: Form(), host: host)
    try withExtendedLifetime(graph) {
      host.run(until: host.clock.now + 0.1)
      let hand = try #require(
        Self.move(to: Self.button, in: host, input: input, server: server, expecting: "pointer"))
      let beam = try #require(
        Self.move(to: Self.field, in: host, input: input, server: server, expecting: "text"))
      let arrow = try #require(
        Self.move(to: Self.space, in: host, input: input, server: server, expecting: "default"))
      #expect(hand.pixels != beam.pixels && beam.pixels != arrow.pixels && hand.pixels != arrow.pixels)
    }
  }

  @Test func aLayerFlyingUnderThePointerLeavesTheWindowsCursorAsItIs() throws {
    let fixture = try X11Fixture()
    fixture.showAndDraw()
    let host = fixture.host
    host.setCursor(.pointer, of: .main)
    let origin = host.window.rootOrigin
    fixture.input.move(to: Int(origin.x) + 100, Int(origin.y) + 100)
    #expect(fixture.waitUntil { Self.shownCursor(on: fixture.server)?.name == "pointer" })
    // A layer over the pointer, on the overlay window.
    fixture.client.layer = Rect(x: 50, y: 50, width: 150, height: 150)
    fixture.redraw()
    #expect(host.overlay.isShown)
    // The pointer moves within the layer: the main window still decides the cursor.
    fixture.input.move(to: Int(origin.x) + 110, Int(origin.y) + 105)
    fixture.settle()
    #expect(Self.shownCursor(on: fixture.server)?.name == "pointer")
    host.setCursor(.text, of: .main)
    #expect(fixture.waitUntil { Self.shownCursor(on: fixture.server)?.name == "text" })
    fixture.client.layer = nil
    fixture.redraw()
    #expect(Self.shownCursor(on: fixture.server)?.name == "text")
  }

  @Test func theDesktopsCursorSizeChangedLiveReloadsTheShownCursor() throws {
    let server = try XvfbServer()
    let config = try XSettingsdConfig(
      """
      Gtk/CursorThemeName "Adwaita"
      Gtk/CursorThemeSize 24

      """)
    let daemon = try startXSettingsd(on: server, config: config)
    let input = try XTestInput(displayName: server.displayName)
    let host = try X11Host(
      displayName: server.displayName, title: "cursors", size: Size(width: 400, height: 300),
      followsSettingsPortal: false)
    let graph = ViewGraph(root: Form(), host: host)
    try withExtendedLifetime(graph) {
      host.run(until: host.clock.now + 0.1)
      #expect(host.cursorTheme.themeName == "Adwaita" && host.cursorTheme.deviceSize == 24)
      let before = try #require(
        Self.move(to: Self.button, in: host, input: input, server: server, expecting: "pointer"))
      #expect(
        host.cursorTheme.sources[.pointer] == .themed,
        "the Adwaita cursor theme (adwaita-icon-theme) is installed and has \"pointer\"")
      #expect(before.width == 24)
      try config.write(
        """
        Gtk/CursorThemeName "Adwaita"
        Gtk/CursorThemeSize 48

        """)
      kill(daemon.pid, SIGHUP)
      var after: ShownCursor?
      #expect(
        run(host) {
          after = Self.shownCursor(on: server)
          return after?.width == 48
        })
      #expect(after?.name == "pointer", "the same shape, from the theme at its new size")
      #expect(host.cursorTheme.deviceSize == 48)
    }
  }

  @Test func aScaleChangedLiveScalesTheCursorAndTheWindowsMinimumSize() throws {
    let server = try XvfbServer()
    let config = try XSettingsdConfig(
      """
      Gtk/CursorThemeName "Adwaita"
      Gtk/CursorThemeSize 32
      Xft/DPI 98304

      """)
    let daemon = try startXSettingsd(on: server, config: config)
    let host = try X11Host(
      displayName: server.displayName, title: "cursors", size: Size(width: 400, height: 300),
      minimumSize: Size(width: 200, height: 100), followsSettingsPortal: false)
    let graph = ViewGraph(root: Form(), host: host)
    try withExtendedLifetime(graph) {
      host.run(until: host.clock.now + 0.1)
      #expect(host.cursorTheme.deviceSize == 32)
      #expect(Self.minimumSizeHint(of: host).map { $0 == (200, 100) } == true)
      try config.write(
        """
        Gtk/CursorThemeName "Adwaita"
        Gtk/CursorThemeSize 32
        Xft/DPI 196608

        """)
      kill(daemon.pid, SIGHUP)
      #expect(run(host) { host.window.scale == 2 })
      #expect(host.cursorTheme.deviceSize == 64)
      host.sync()
      let hint = Self.minimumSizeHint(of: host)
      #expect(
        hint.map { $0 == (400, 200) } == true,
        "WM_NORMAL_HINTS keeps the logical minimum at 2×, not \(String(describing: hint))")
    }
  }

  /// The minimum size in the main window's WM_NORMAL_HINTS, in device pixels.
  static func minimumSizeHint(of host: X11Host) -> (Int, Int)? {
    guard let hints = XAllocSizeHints() else { return nil }
    defer { XFree(hints) }
    var supplied: Int = 0
    guard XGetWMNormalHints(host.connection.display, host.window.window, hints, &supplied) != 0,
      hints.pointee.flags & PMinSize != 0
    else { return nil }
    return (Int(hints.pointee.min_width), Int(hints.pointee.min_height))
  }
}
