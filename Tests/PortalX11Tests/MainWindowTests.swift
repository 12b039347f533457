import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("Main window") @MainActor
struct MainWindowTests {
  @Test func propertiesReadBackFromTheServer() throws {
    let f = try X11Fixture(title: "Portal — démo ✈")
    f.showAndDraw()
    let w = f.host.window.window
    #expect(f.inspector.strings("_NET_WM_NAME", of: w) == ["Portal — démo ✈"])
    #expect(f.inspector.property("_NET_WM_NAME", of: w)?.type == "UTF8_STRING")
    #expect(f.inspector.text("WM_NAME", of: w) == ["Portal — démo ✈"])
    #expect(f.inspector.text("WM_ICON_NAME", of: w) == ["Portal — démo ✈"])
    // Never STRING: that type is Latin-1 and cannot hold "—" or "✈".
    #expect(["COMPOUND_TEXT", "UTF8_STRING"].contains(f.inspector.property("WM_NAME", of: w)?.type ?? ""))
    #expect(f.inspector.strings("WM_CLASS", of: w) == [WindowIdentity.defaultInstanceName(), "PortalTest"])
    #expect(f.inspector.property("_NET_WM_PID", of: w)?.items == [UInt(getpid())])
    let protocols = f.inspector.property("WM_PROTOCOLS", of: w)?.items ?? []
    #expect(protocols.map { f.inspector.atomName($0) } == ["WM_DELETE_WINDOW", "_NET_WM_PING", "_NET_WM_SYNC_REQUEST"])
    var hints = XSizeHints()
    var supplied = 0
    #expect(XGetWMNormalHints(f.inspector.display, w, &hints, &supplied) != 0)
    #expect(hints.flags & PMinSize != 0)
    #expect((hints.min_width, hints.min_height) == (480, 360))
  }

  @Test func theAtomsOfWindowSetUpAreInternedWhenTheDisplayOpensUnderTheirNames() throws {
    let f = try X11Fixture(title: "atoms")
    let connection = try X11Connection(displayName: f.server.displayName)
    let names = X11Connection.setUpAtoms + ["_NET_WM_CM_S\(connection.screen)"]
    #expect(Set(connection.atomCache.keys) == Set(names))
    for name in names {
      let atom = try #require(connection.atomCache[name])
      #expect(f.inspector.atomName(UInt(atom)) == name)
    }
  }

  @Test func aLatinOneTitleIsStoredAsPlainString() throws {
    let f = try X11Fixture(title: "Café Portal")
    f.showAndDraw()
    let w = f.host.window.window
    #expect(f.inspector.property("WM_NAME", of: w)?.type == "STRING")
    #expect(f.inspector.text("WM_NAME", of: w) == ["Café Portal"])
  }

  @Test func closeRequestFromTheWindowManagerReachesTheClientAndEndsTheLoop() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    f.inspector.requestClose(f.host.window.window)
    let deadline = f.host.clock.now + 30
    f.host.run(until: deadline)
    #expect(f.client.events.contains(.closeRequested))
    // The loop ended because the client stopped it, long before its deadline.
    #expect(f.host.clock.now < deadline)
  }

  @Test func withoutAClientTheHostEndsItsOwnLoopOnACloseRequest() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let eventsBefore = f.client.events.count
    f.host.client = nil
    f.inspector.requestClose(f.host.window.window)
    let deadline = f.host.clock.now + 30
    f.host.run(until: deadline)
    #expect(f.host.clock.now < deadline)
    #expect(f.client.events.count == eventsBefore)
  }

  @Test func resizeIsReportedAndTheBitmapFollows() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    XResizeWindow(f.inspector.display, f.host.window.window, 800, 500)
    XSync(f.inspector.display, 0)
    #expect(f.waitUntil { f.client.events.contains(.resized(Size(width: 800, height: 500))) })
    #expect(f.host.window.bitmap.width == 800)
    #expect(f.host.overlayWindow.bitmap.width == 800)
  }

  @Test func exposureIsAnsweredFromKeptPixelsWithoutRedrawing() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let drawn = f.client.framesDrawn
    // Unmapping and remapping loses the window's contents on the server.
    XUnmapWindow(f.inspector.display, f.host.window.window)
    XMapWindow(f.inspector.display, f.host.window.window)
    XSync(f.inspector.display, 0)
    let o = f.mainOrigin
    #expect(f.waitUntil { (try? rgb(f.capture(), o.x + 320, o.y + 200)) == 0xD03030 })
    #expect(f.client.framesDrawn == drawn)
  }

  @Test func wheelKeysAndClicksArriveTranslated() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.move(to: o.x + 100, o.y + 50)
    f.input.wheel(notches: 1)
    f.input.wheel(notches: -1)
    f.input.click(button: 1)
    f.input.key(UInt32(XK_Escape))
    f.input.key(UInt32(Character("?").asciiValue!))
    #expect(f.waitUntil { f.client.events.contains { if case .keyPressed(Key(keysym: 0x3F), _) = $0 { true } else { false } } })
    let scrolls = f.client.events.compactMap { e -> Double? in
      if case .scrolled(_, _, let dy, let precise) = e, !precise { return dy } else { return nil }
    }
    #expect(scrolls == [X11Host.wheelStep, -X11Host.wheelStep])
    #expect(f.client.events.contains(.pointerPressed(Point(x: 100, y: 50), button: .primary)))
    #expect(f.client.events.contains(.keyPressed(.escape, modifiers: [])))
  }

  @Test func aScaleOfTwoDoublesDevicePixelsAndInputIsReportedInLogicalPixels() throws {
    let f = try X11Fixture(scale: 2)
    f.showAndDraw()
    #expect(f.host.window.scale == 2)
    #expect(f.host.window.bitmap.width == 1280)
    #expect(f.host.window.size == Size(width: 640, height: 400))
    let o = f.mainOrigin
    f.input.click(button: 1, at: (o.x + 200, o.y + 100))
    #expect(f.waitUntil { f.client.events.contains(.pointerPressed(Point(x: 100, y: 50), button: .primary)) })
  }

  @Test(arguments: [
    (nil, nil, 1.0), ("2", nil, 2.0), ("1.5", "Xft.dpi:\t96", 1.5), (nil, "Xft.dpi:\t192\nXft.hinting: 1", 2.0),
    (nil, "Xft.antialias: 1\nXft.dpi: 144", 1.5), ("9", "Xft.dpi: 120", 1.25), ("junk", "Xft.dpi: junk", 1.0),
  ] as [(String?, String?, Double)])
  func displayScaleComesFromTheEnvironmentOrXftDpi(environment: String?, resources: String?, expected: Double) {
    #expect(X11Connection.displayScale(environment: environment, resources: resources) == expected)
  }
}

@Suite("Opening the display") @MainActor
struct DisplayErrorTests {
  @Test func aBadDisplayGivesAnErrorNamingDisplayAndTheFix() {
    do {
      _ = try X11Connection(displayName: ":987")
      Issue.record("opening :987 should fail")
    } catch let error as X11HostError {
      #expect(error == .cannotOpenDisplay(name: ":987"))
      #expect(error.description.contains("':987'"))
      #expect(error.description.contains("DISPLAY"))
      #expect(error.description.contains("make demo"))
    } catch {
      Issue.record("unexpected error \(error)")
    }
  }

  @Test func inputShapesNeedSHAPE11() {
    #expect(X11Connection.inputShapesAvailable(present: true, major: 1, minor: 1))
    #expect(X11Connection.inputShapesAvailable(present: true, major: 2, minor: 0))
    #expect(!X11Connection.inputShapesAvailable(present: false, major: 0, minor: 0))
    #expect(!X11Connection.inputShapesAvailable(present: true, major: 1, minor: 0))
  }
}
