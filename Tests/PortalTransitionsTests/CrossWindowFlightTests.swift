import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// A source in the main window; the destination in a second window opened beside it.
struct TwoWindows: View {
  @State var open = false
  let log: FlightLog
  static let detailOrigin = Point(x: 700, y: 100)

  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        Color(hex: 0xD02020).frame(width: 40, height: 40).portalSource(id: "card")
        Text("toggle").onTapGesture { open.toggle() }
      }
      .window(isPresented: $open, title: "Detail", size: Size(width: 300, height: 240), placement: .at(Self.detailOrigin)) {
        PortalContainer {
          Color(hex: 0xD02020).frame(width: 160, height: 120).portalDestination(id: "card")
        }
        .onKeyPress(.escape) {
          open = false
          return true
        }
      }
      .portalTransition(
        id: "card", isActive: $open, animation: .linear(duration: 1), completion: { log.completions.append($0) }
      ) {
        Color(hex: 0xD02020)
      }
    }
  }
}

@Suite("Flights across windows") @MainActor
struct CrossWindowFlightTests {
  let red: UInt32 = 0xD02020

  /// The harness with the second window open and its flight started (`step(by: 0)` done).
  private func opened(_ log: FlightLog = FlightLog()) throws -> (FlightHarness, HostWindowID) {
    let h = try FlightHarness(TwoWindows(log: log))
    h.toggleAndStep()
    let id = try #require(h.host.windowIDs.dropFirst().first)
    return (h, id)
  }

  private func screen(_ h: FlightHarness) throws -> Bitmap {
    try h.host.screenImage(of: Rect(x: 0, y: 0, width: 1100, height: 400))
  }

  @Test func theLayerFliesInScreenSpaceFromTheMainWindowIntoTheSecond() throws {
    let (h, id) = try opened()
    let second = try #require(h.host.window(id))
    #expect(second.screenOrigin == TwoWindows.detailOrigin)
    #expect(second.title == "Detail")
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    // The destination is measured in its window and read on the screen.
    #expect(destination == Rect(x: 770, y: 160, width: 160, height: 120))
    #expect(h.layerFrame == source)
    h.host.step(by: 0.5)
    let middle = try #require(h.layerFrame)
    let expected = source.interpolated(to: destination, 0.5)
    #expect(abs(middle.minX - expected.minX) < 0.5 && abs(middle.minY - expected.minY) < 0.5)
    #expect(abs(middle.width - expected.width) < 0.5)
    // Between the windows: outside both, drawn over the desktop.
    let mainFrame = Rect(origin: .zero, size: h.host.main.size)
    #expect(!mainFrame.contains(middle.center))
    #expect(!Rect(origin: second.screenOrigin, size: second.size).contains(middle.center))
    let picture = try screen(h)
    #expect(h.pixel(picture, middle.center) == red)
    #expect(h.pixel(picture, Point(x: 600, y: 380)) == 0x808080)
  }

  @Test func bothOriginalsAreHiddenInTheirWindowsDuringTheFlight() throws {
    let (h, id) = try opened()
    h.host.step(by: 0.5)
    let source = try #require(h.anchor(.source))
    let second = try #require(h.host.window(id))
    let main = try h.host.composite()
    #expect(h.pixel(main, source.center) == 0xFFFFFF)
    #expect(h.pixel(second.bitmap, Point(x: 150, y: 120)) == 0xFFFFFF)
    // Landed: both show again.
    h.host.runUntilIdle()
    #expect(h.pixel(try h.host.composite(), source.center) == red)
    #expect(h.pixel(second.bitmap, Point(x: 150, y: 120)) == red)
  }

  @Test func theHandoffInTheSecondWindowIsPixelExact() throws {
    let (h, id) = try opened()
    h.host.step(by: 0.999)
    h.host.step(by: 0.01)
    let destination = try #require(h.anchor(.destination))
    #expect(h.layerFrame == destination)
    let last = try screen(h)
    h.host.step(by: 1.0 / 120)
    #expect(!h.host.overlaySurface.isShown)
    #expect(h.host.window(id) != nil)
    let after = try screen(h)
    var differences = 0
    for y in Int(destination.minY) - 4..<Int(destination.maxY) + 4 {
      for x in Int(destination.minX) - 4..<Int(destination.maxX) + 4
      where last.rawPixel(x: x, y: y) != after.rawPixel(x: x, y: y) {
        differences += 1
      }
    }
    #expect(differences == 0)
  }

  @Test func theWindowManagersCloseButtonFliesTheCardHome() throws {
    let log = FlightLog()
    let (h, id) = try opened(log)
    h.host.runUntilIdle()
    let destination = try #require(h.anchor(.destination))
    h.host.send(.closeRequested, to: id)
    h.host.step(by: 0)
    // The window closed (the app did not quit) and the card flies back from where it was.
    #expect(h.host.windowIDs == [.main])
    #expect(h.host.closedWindows == [id])
    #expect(h.layerFrame == destination)
    h.host.step(by: 0.5)
    let source = try #require(h.anchor(.source))
    let middle = try #require(h.layerFrame)
    #expect(abs(middle.midX - source.interpolated(to: destination, 0.5).midX) < 0.5)
    // The overlay still covers where the window was while the layer is there.
    #expect(h.host.overlaySurface.size.width > h.host.main.size.width)
    h.host.runUntilIdle()
    #expect(log.completions == [true, false])
    #expect(!h.host.overlaySurface.isShown)
    #expect(h.pixel(try h.host.composite(), source.center) == red)
    // Back to one window, the overlay sits over the main window again.
    h.host.step(by: 0)
    h.host.setNeedsFrame()
    h.host.step()
    #expect(h.host.overlaySurface.size == h.host.main.size)
  }

  @Test func escapeInTheSecondWindowFliesTheCardHome() throws {
    let log = FlightLog()
    let (h, id) = try opened(log)
    h.host.runUntilIdle()
    h.host.send(.keyPressed(.escape, modifiers: []), to: id)
    h.host.runUntilIdle()
    #expect(h.host.windowIDs == [.main])
    #expect(log.completions == [true, false])
  }

  @Test func movingTheSecondWindowMidFlightRetargetsTheLayer() throws {
    let (h, id) = try opened()
    h.host.step(by: 0.5)
    h.host.moveWindow(id, to: Point(x: 760, y: 40))
    h.host.step(by: 0.01)
    let moved = try #require(h.anchor(.destination))
    #expect(moved == Rect(x: 830, y: 100, width: 160, height: 120))
    h.host.step(by: 0.489)
    h.host.step(by: 0.01)
    #expect(h.layerFrame == moved)
    h.host.runUntilIdle()
    #expect(h.pixel(h.host.window(id)!.bitmap, Point(x: 150, y: 120)) == red)
  }

  @Test func layersOfTwoContainersWithEqualIdsDoNotCollide() throws {
    struct Pair: View {
      let log: FlightLog
      var body: some View {
        HStack(spacing: 0) {
          TwoEnds(log: log).frame(width: 250)
          TwoEnds(log: log).frame(width: 250)
        }
      }
    }
    let log = FlightLog()
    let h = try FlightHarness(Pair(log: log), size: Size(width: 500, height: 300))
    var toggles: [Point] = []
    h.graph.root.forEachDescendant { node in
      if let text = node.view as? Text, text == Text("toggle") { toggles.append(node.windowFrame.center) }
    }
    #expect(toggles.count == 2)
    for point in toggles {
      h.host.send(.pointerPressed(point, button: .primary))
      h.host.send(.pointerReleased(point, button: .primary))
    }
    h.host.step(by: 0)
    h.host.step(by: 0.5)
    #expect(h.graph.overlayLayers.ids.count == 2)
    h.host.runUntilIdle()
    #expect(log.completions == [true, true])
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  @Test func closingTheSecondWindowMidFlightTurnsTheLayerAroundWhereItIs() throws {
    let log = FlightLog()
    let (h, id) = try opened(log)
    h.host.step(by: 0.4)
    let before = try #require(h.layerFrame)
    h.host.send(.closeRequested, to: id)
    h.host.step(by: 1.0 / 120)
    #expect(h.host.windowIDs == [.main])
    // It turns around from where it was, not from the vanished destination.
    let after = try #require(h.layerFrame)
    #expect(abs(after.midX - before.midX) < 15)
    h.host.runUntilIdle()
    let source = try #require(h.anchor(.source))
    #expect(log.completions == [false])
    #expect(h.pixel(try h.host.composite(), source.center) == red)
    #expect(!h.host.overlaySurface.isShown)
  }

  @Test func movingTheMainWindowDuringTheFlightHomeRetargetsTheLayer() throws {
    let (h, id) = try opened()
    h.host.runUntilIdle()
    h.host.send(.closeRequested, to: id)
    h.host.step(by: 0)
    h.host.step(by: 0.5)
    h.host.moveWindow(.main, to: Point(x: 40, y: 30))
    h.host.step(by: 0.49)
    h.host.step(by: 0.02)
    let source = try #require(h.anchor(.source))
    // The source is read where the main window is now.
    #expect(source.minX >= 40 && source.minY >= 30)
    #expect(h.layerFrame == source)
  }
}
