import CX11
import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// Every X event reaches the host through one table of handlers; these drive it on a real
/// server.
@Suite("X11 event table", .serialized) @MainActor
struct X11EventTableTests {
  /// Scrolls the client received, as (dx, dy), leaving out any precise ones.
  func notches(_ f: X11Fixture) -> [[Double]] {
    f.client.events.compactMap { e -> [Double]? in
      if case .scrolled(_, let dx, let dy, false) = e { [dx, dy] } else { nil }
    }
  }

  @Test func eachWheelButtonScrollsOneNotchItsWay() {
    let step = X11Host.wheelStep
    let at = Point(x: 3, y: 4)
    let expected: [Int: InputEvent] = [
      4: .scrolled(at, dx: 0, dy: -step, precise: false), 5: .scrolled(at, dx: 0, dy: step, precise: false),
      6: .scrolled(at, dx: -step, dy: 0, precise: false), 7: .scrolled(at, dx: step, dy: 0, precise: false),
    ]
    for (button, scroll) in expected {
      #expect(ButtonTranslation.isWheel(button))
      #expect(ButtonTranslation.input(button: button, pressed: true, at: at, step: step) == scroll)
      // The release of a notch is not a second notch.
      #expect(ButtonTranslation.input(button: button, pressed: false, at: at, step: step) == nil)
    }
    #expect(ButtonTranslation.input(button: 3, pressed: false, at: at, step: step) == .pointerReleased(at, button: .secondary))
    for button in [0, 1, 2, 3, 8, 9] { #expect(!ButtonTranslation.isWheel(button)) }
    #expect(ButtonTranslation.input(button: 8, pressed: true, at: at, step: step) == nil)
  }

  @Test(arguments: [false, true])
  func wheelClicksOnTheServerScrollTheWayOfTheirButton(smoothScrolling: Bool) throws {
    let f = try X11Fixture(smoothScrolling: smoothScrolling)
    #expect((f.host.xInput2Version != nil) == smoothScrolling)
    f.showAndDraw()
    let o = f.mainOrigin
    f.input.move(to: o.x + 100, o.y + 50)
    for button: UInt32 in [4, 5, 6, 7, 5] { f.input.click(button: button) }
    #expect(f.waitUntil { notches(f).count == 5 })
    let step = X11Host.wheelStep
    #expect(notches(f) == [[0, -step], [0, step], [-step, 0], [step, 0], [0, step]])
  }

  @Test func theTableHasAHandlerForEachEventTheHostActsOnAndNoOther() throws {
    let core: [Int32] = [
      KeyPress, KeyRelease, ButtonPress, ButtonRelease, MotionNotify, LeaveNotify, FocusIn, FocusOut, Expose,
      VisibilityNotify, ConfigureNotify, ReparentNotify, ClientMessage, MappingNotify,
      SelectionRequest, SelectionNotify, SelectionClear,
      // The XSETTINGS manager's window: its settings property changing, the window going away.
      PropertyNotify, DestroyNotify,
    ]
    #expect(X11EventTable(xInput2: false, sharedMemoryCompletionType: nil).handledTypes == core.sorted())
    let f = try X11Fixture()
    let completion = try #require(f.host.connection.sharedMemoryCompletionType)
    #expect(f.host.eventTable.handledTypes == (core + [GenericEvent, completion]).sorted())
    for type: Int32 in [EnterNotify, MapNotify, UnmapNotify, -1, 128, 1000] {
      #expect(f.host.eventTable[type] == nil)
    }
  }

  @Test func theMainAndASecondWindowAreMovedAndResizedByTheSameHandler() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    let id = try f.host.openWindow(
      title: "Details", size: Size(width: 300, height: 200), screenOrigin: Point(x: 700, y: 0))
    let opened = try #require(f.host.appWindow(id))
    #expect(f.waitUntil { f.inspector.attributes(of: opened.window)?.isViewable == true })
    XMoveResizeWindow(f.inspector.display, f.host.window.window, 50, 60, 700, 450)
    XMoveResizeWindow(f.inspector.display, opened.window, 800, 300, 320, 240)
    XSync(f.inspector.display, 0)
    let mainResized = InputEvent.resized(Size(width: 700, height: 450))
    let openedResized = InputEvent.resized(Size(width: 320, height: 240))
    #expect(
      f.waitUntil {
        f.client.events.contains(mainResized)
          && f.client.windowEvents.contains { $0.event == openedResized && $0.window == id }
      })
    // Each window's size, pixels and place on the screen follow, and only its own client hears.
    #expect((f.host.window.bitmap.width, f.host.window.bitmap.height) == (700, 450))
    #expect(f.host.window.screenOrigin == Point(x: 50, y: 60))
    #expect((opened.bitmap.width, opened.bitmap.height) == (320, 240))
    #expect(opened.screenOrigin == Point(x: 800, y: 300))
    #expect(!f.client.events.contains(openedResized))
    #expect(!f.client.windowEvents.contains { $0.event == mainResized })
    // While two windows are open the overlay covers the screen, yet it kept track of the main
    // window: once the second one closes it goes back over the main window where it is now.
    #expect(f.host.overlayWindow.size == Size(width: 1280, height: 800))
    f.host.closeWindow(id)
    f.redraw()
    #expect(f.host.overlayWindow.size == Size(width: 700, height: 450))
    let overlay = try #require(f.inspector.attributes(of: f.host.overlayWindow.window))
    #expect((overlay.x, overlay.y) == (50, 60))
  }

  @Test func eventsWithoutAHandlerAreIgnoredAndTheOnesAfterThemStillHandled() throws {
    // Without XInput2, GenericEvent has no handler either.
    let f = try X11Fixture(smoothScrolling: false)
    f.showAndDraw()
    f.client.events.removeAll()
    let w = f.host.window.window
    // Sent by another client: core events the host has no handler for, and a client message
    // that is not a close request.
    for type in [PropertyNotify, SelectionClear, MapRequest, CirculateNotify, EnterNotify, ClientMessage] {
      var event = XEvent()
      event.xany.type = type
      event.xany.window = w
      if type == ClientMessage {
        event.xclient.message_type = XInternAtom(f.inspector.display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(f.inspector.display, "WM_TAKE_FOCUS", 0))
      }
      XSendEvent(f.inspector.display, w, 0, NoEventMask, &event)
    }
    XSync(f.inspector.display, 0)
    // Put straight into the host's queue: types of no extension in use, the last a type can be.
    let display = f.host.connection.display
    let completion = f.host.connection.sharedMemoryCompletionType
    for type: Int32 in [GenericEvent, 100, 126, 127] where type != completion {
      var event = XEvent()
      event.xany.type = type
      event.xany.display = display
      event.xany.window = w
      XPutBackEvent(display, &event)
    }
    f.settle()
    #expect(f.client.events.isEmpty)
    f.inspector.requestClose(w)
    #expect(f.waitUntil { f.client.events == [.closeRequested] })
  }
}
