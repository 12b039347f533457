import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// This machine's name as uname(2) gives it.
private func machineName() -> String {
  var name = utsname()
  uname(&name)
  return withUnsafeBytes(of: name.nodename) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
}

@Suite("Window identity") @MainActor
struct WindowIdentityTests {
  /// A two-size icon: a red 16×16 square and a half-transparent blue 32×32 one.
  private func twoSizeIcon() throws -> AppIcon {
    let small = try Bitmap(width: 16, height: 16)
    small.clear(to: Color(hex: 0xFF0000))
    let large = try Bitmap(width: 32, height: 32)
    large.clear(to: Color(hex: 0x0000FF, alpha: 0.5))
    return AppIcon(bitmaps: [large, small])
  }

  @Test func everyWindowCarriesTheClassTheMachineThePidAndThePingAndSyncProtocols() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let w = f.host.window.window
    let instance = WindowIdentity.defaultInstanceName()
    #expect(f.inspector.strings("WM_CLASS", of: w) == [instance, "PortalTest"])
    #expect(f.inspector.strings("WM_CLIENT_MACHINE", of: w) == [machineName()])
    #expect(f.inspector.property("_NET_WM_PID", of: w)?.items == [UInt(getpid())])
    let protocols = (f.inspector.property("WM_PROTOCOLS", of: w)?.items ?? []).map { f.inspector.atomName($0) }
    #expect(protocols == ["WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST"])
    let opened = try #require(
      f.host.appWindow(try f.host.openWindow(title: "Two", size: Size(width: 200, height: 100), screenOrigin: Point(x: 700, y: 0))))
    #expect(f.inspector.strings("WM_CLASS", of: opened.window) == [instance, "PortalTest"])
    #expect(f.inspector.strings("WM_CLIENT_MACHINE", of: opened.window) == [machineName()])
  }

  @Test func theInstanceNameIsResourceNameElseTheProgramsBaseName() {
    #expect(WindowIdentity.defaultInstanceName(environment: ["RESOURCE_NAME": "gallery"], arguments: ["/x/y/app"]) == "gallery")
    #expect(WindowIdentity.defaultInstanceName(environment: [:], arguments: ["/opt/bin/portal-demo"]) == "portal-demo")
  }

  @Test func theIconIsOnEveryWindowAtEverySizeWithStraightAlpha() throws {
    let f = try X11Fixture()
    f.host.icon = try twoSizeIcon()
    f.showAndDraw()
    let items = try #require(f.inspector.property("_NET_WM_ICON", of: f.host.window.window)?.items)
    // Smallest first: 16, 16, 256 pixels, then 32, 32, 1024 pixels.
    #expect(items.count == 2 + 256 + 2 + 1024)
    #expect(Array(items[0..<2]) == [16, 16])
    #expect(items[2] & 0xFFFF_FFFF == 0xFFFF_0000)
    #expect(Array(items[258..<260]) == [32, 32])
    // Half-transparent blue: alpha 0x80 and a full blue channel, not the premultiplied 0x80.
    let blue = items[260] & 0xFFFF_FFFF
    #expect(blue >> 24 == 0x80 && blue & 0xFF >= 0xFE && (blue >> 8) & 0xFFFF == 0)
    // A window opened later carries it too.
    let id = try f.host.openWindow(title: "Two", size: Size(width: 200, height: 100), screenOrigin: Point(x: 700, y: 0))
    #expect(f.inspector.property("_NET_WM_ICON", of: f.host.appWindow(id)!.window)?.items == items)
  }

  @Test func anIconIsFoundInTheIconThemeBesideTheExecutable() throws {
    let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("portal-icon-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    defer { try? FileManager.default.removeItem(at: prefix) }
    for size in [16, 48] {
      let folder = prefix.appendingPathComponent("share/icons/hicolor/\(size)x\(size)/apps")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let bitmap = try Bitmap(width: size, height: size)
      bitmap.clear(to: Color(hex: 0x00FF00))
      try bitmap.writePNG(to: folder.appendingPathComponent("org.example.Gallery.png").path)
    }
    let executable = prefix.appendingPathComponent("bin/gallery").path
    let icon = AppIcon.lookUp(
      named: "org.example.Gallery", environment: ["HOME": "/nonexistent", "XDG_DATA_DIRS": "/nonexistent"],
      executablePath: executable)
    #expect(icon?.images.map(\.width) == [16, 48])
    #expect(AppIcon.lookUp(named: "org.example.Other", environment: ["HOME": "/nonexistent", "XDG_DATA_DIRS": "/nonexistent"], executablePath: executable) == nil)
  }

  @Test func aPingFromTheWindowManagerIsAnsweredOnTheRoot() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let w = f.host.window.window
    f.inspector.watchRoot(SubstructureNotifyMask)
    let ping = Int(XInternAtom(f.inspector.display, "_NET_WM_PING", 0))
    f.inspector.sendProtocolMessage("WM_PROTOCOLS", to: w, items: [ping, 4242, Int(w)])
    var reply: WindowInspector.ReceivedClientMessage?
    #expect(f.waitUntil {
      reply = f.inspector.receivedClientMessages().first { $0.type == "WM_PROTOCOLS" }
      return reply != nil
    })
    #expect(reply?.window == f.inspector.root)
    #expect(reply.map { Array($0.items[0..<3]) } == [ping, 4242, Int(w)])
  }

  @Test func aClickKeepsTheUserTimeAndAWindowItOpensStartsWithIt() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let w = f.host.window.window
    #expect(f.inspector.property("_NET_WM_USER_TIME", of: w) == nil)
    f.input.click(at: (100, 100))
    #expect(f.waitUntil { f.inspector.property("_NET_WM_USER_TIME", of: w) != nil })
    let time = try #require(f.inspector.property("_NET_WM_USER_TIME", of: w)?.items.first)
    #expect(time != 0)
    let id = try f.host.openWindow(title: "Opened by a click", size: Size(width: 200, height: 100), screenOrigin: Point(x: 700, y: 0))
    #expect(f.inspector.property("_NET_WM_USER_TIME", of: f.host.appWindow(id)!.window)?.items == [time])
  }

  @Test func aDialogIsTransientForItsOwnerAndAnOrdinaryWindowIsNot() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let dialog = try f.host.openWindow(
      title: "Dialog", size: Size(width: 200, height: 100), screenOrigin: Point(x: 700, y: 0), kind: .dialog())
    let normal = try f.host.openWindow(title: "Window", size: Size(width: 200, height: 100), screenOrigin: Point(x: 700, y: 200))
    let dialogWindow = f.host.appWindow(dialog)!.window
    let normalWindow = f.host.appWindow(normal)!.window
    func type(_ w: Window) -> [String] { (f.inspector.property("_NET_WM_WINDOW_TYPE", of: w)?.items ?? []).map { f.inspector.atomName($0) } }
    #expect(type(dialogWindow) == ["_NET_WM_WINDOW_TYPE_DIALOG"])
    #expect(f.inspector.property("WM_TRANSIENT_FOR", of: dialogWindow)?.items == [UInt(f.host.window.window)])
    #expect(type(normalWindow) == ["_NET_WM_WINDOW_TYPE_NORMAL"])
    #expect(f.inspector.property("WM_TRANSIENT_FOR", of: normalWindow) == nil)
  }

  @Test func aWindowsMinimumSizeIsItsNormalHintsMinimum() throws {
    let f = try X11Fixture()
    f.host.setMinimumSize(Size(width: 320, height: 210), of: .main)
    f.showAndDraw()
    var hints = XSizeHints()
    var supplied = 0
    #expect(XGetWMNormalHints(f.inspector.display, f.host.window.window, &hints, &supplied) != 0)
    #expect(hints.flags & PMinSize != 0)
    #expect((hints.min_width, hints.min_height) == (320, 210))
  }
}
