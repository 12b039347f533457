import CX11
import Foundation
import PortalApp
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// The desktop's XSETTINGS, published by xsettingsd, followed by a running program.
@Suite("Following XSETTINGS") @MainActor
struct XSettingsFollowTests {
  static let darkConfig = """
    Net/ThemeName "Adwaita-dark"
    Gtk/EnableAnimations 0
    Xft/DPI 147456

    """

  @Test func aDarkThemeAnimationsOffAndADpiOf144AreTheEnvironmentAtStart() throws {
    let server = try XvfbServer()
    let config = try XSettingsdConfig(Self.darkConfig)
    _ = try startXSettingsd(on: server, config: config)
    let host = try X11Host(
      displayName: server.displayName, title: "settings", size: Size(width: 400, height: 300),
      followsSettingsPortal: false)
    let probe = EnvironmentProbe()
    let graph = ViewGraph(root: EnvironmentProbeView(probe: probe), host: host)
    withExtendedLifetime(graph) {
      host.run(until: host.clock.now + 0.1)
      #expect(probe.colorScheme == .dark)
      #expect(probe.reduceMotion == true)
      #expect(probe.displayScale == 1.5)
      #expect(host.window.pixels.width == 600 && host.window.pixels.height == 450)
      #expect(xprop("_GTK_THEME_VARIANT", of: host.window.window, on: server) == "\"dark\"")
    }
  }

  @Test func changingTheSettingsUnderTheRunningProgramChangesSchemeMotionAndScale() throws {
    let server = try XvfbServer()
    let config = try XSettingsdConfig(Self.darkConfig)
    let daemon = try startXSettingsd(on: server, config: config)
    let host = try X11Host(
      displayName: server.displayName, title: "settings", size: Size(width: 400, height: 300),
      followsSettingsPortal: false)
    let probe = EnvironmentProbe()
    let graph = ViewGraph(root: EnvironmentProbeView(probe: probe), host: host)
    try withExtendedLifetime(graph) {
      host.run(until: host.clock.now + 0.1)
      #expect(probe.colorScheme == .dark)
      try config.write(
        """
        Net/ThemeName "Adwaita"
        Gtk/EnableAnimations 1
        Xft/DPI 98304

        """)
      kill(daemon.pid, SIGHUP)
      #expect(run(host, until: { probe.colorScheme == .light && probe.displayScale == 1 }))
      #expect(probe.reduceMotion == false)
      #expect(host.window.scale == 1)
      host.run(until: host.clock.now + 0.05)
      var attributes = XWindowAttributes()
      XGetWindowAttributes(host.connection.display, host.window.window, &attributes)
      #expect(attributes.width == 400 && attributes.height == 300, "the window keeps its logical size at 1×")
      #expect(host.window.pixels.width == 400)
      #expect(host.overlayWindow.scale == 1)
      #expect(xprop("_GTK_THEME_VARIANT", of: host.window.window, on: server) == "\"light\"")
    }
  }

  @Test func aManagerAnnouncedLaterIsFollowedAndACorruptPropertyKeepsWhatWasRead() throws {
    let server = try XvfbServer()
    let host = try X11Host(
      displayName: server.displayName, title: "settings", size: Size(width: 400, height: 300),
      followsSettingsPortal: false)
    let probe = EnvironmentProbe()
    let graph = ViewGraph(root: EnvironmentProbeView(probe: probe), host: host)
    try withExtendedLifetime(graph) {
      host.run(until: host.clock.now + 0.05)
      #expect(probe.colorScheme == .light)
      #expect(host.desktopSettings.preferredAppearance == nil)
      // A manager of this test's own: a window owning the selection, announced on the root.
      let manager = try FakeXSettingsManager(displayName: server.displayName)
      var dark = XSettingsBytes(bigEndian: true, serial: 1, count: 1)
      dark.string("Net/ThemeName", "Adwaita-dark")
      manager.publish(dark.bytes)
      manager.announce()
      #expect(run(host, until: { probe.colorScheme == .dark }))
      // A property cut short: the settings read before stay.
      manager.publish(Array(dark.bytes.dropLast(2)))
      host.run(until: host.clock.now + 0.1)
      #expect(host.desktopSettings.preferredAppearance == .dark)
      #expect(probe.colorScheme == .dark)
      var light = XSettingsBytes(bigEndian: false, serial: 2, count: 1)
      light.string("Net/ThemeName", "Adwaita")
      manager.publish(light.bytes)
      #expect(run(host, until: { probe.colorScheme == .light }))
      // The manager goes away: no settings, the app's own appearance.
      manager.publish(dark.bytes)
      #expect(run(host, until: { probe.colorScheme == .dark }))
      manager.close()
      #expect(run(host, until: { host.desktopSettings.preferredAppearance == nil }))
    }
  }
}

/// An XSETTINGS manager made by the test: owns `_XSETTINGS_S0` with a window of its own and
/// sets that window's `_XSETTINGS_SETTINGS` to whatever bytes the test gives.
final class FakeXSettingsManager {
  let display: OpaquePointer
  let window: CX11.Window
  private var open = true

  init(displayName: String) throws {
    guard let display = XOpenDisplay(displayName) else { throw XvfbServer.StartError.failedToStart("no display") }
    self.display = display
    window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
  }

  func publish(_ bytes: [UInt8]) {
    let atom = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
    XChangeProperty(display, window, atom, atom, 8, PropModeReplace, bytes, Int32(bytes.count))
    XSync(display, 0)
  }

  /// Takes the selection and sends the MANAGER message the specification asks for.
  func announce() {
    let selection = XInternAtom(display, "_XSETTINGS_S0", 0)
    XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = XDefaultRootWindow(display)
    event.xclient.message_type = XInternAtom(display, "MANAGER", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(CurrentTime)
    event.xclient.data.l.1 = Int(selection)
    event.xclient.data.l.2 = Int(window)
    XSendEvent(display, XDefaultRootWindow(display), 0, StructureNotifyMask, &event)
    XSync(display, 0)
  }

  func close() {
    guard open else { return }
    open = false
    XDestroyWindow(display, window)
    XCloseDisplay(display)
  }

  deinit { close() }
}
