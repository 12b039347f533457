import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

@Suite("Flights") @MainActor
struct FlightTests {
  @Test func theLayerFliesFromSourceToDestinationAndLands() throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep()
    #expect(h.layerFrame == source)
    #expect(h.host.overlaySurface.isShown)
    h.host.step(by: 0.5)
    let middle = try #require(h.layerFrame)
    #expect(abs(middle.minX - (source.minX + destination.minX) / 2) < 0.5)
    #expect(abs(middle.width - (source.width + destination.width) / 2) < 0.5)
    h.host.step(by: 0.6)
    // The flight's time is up: one frame shows the layer exactly on the destination…
    #expect(h.layerFrame == destination)
    h.host.step(by: 1.0 / 120)
    // …and the next hands off to the destination itself.
    #expect(h.layerFrame == nil)
    #expect(!h.host.overlaySurface.isShown)
    #expect(log.completions == [true])
    h.host.step(by: 1.0 / 120)
    #expect(!h.host.frameRequested)
  }

  @Test func onAMachineDrawingFewFramesTheLastOverlayFrameIsStillOnTheEnd() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep()
    // A quarter of a second between frames: the frame before the end is far from it.
    var frames: [Rect] = []
    while let frame = h.layerFrame {
      frames.append(frame)
      h.host.step(by: 0.25)
    }
    #expect(frames.count >= 4)
    #expect(frames.last == destination)
    #expect(frames.dropLast().last != destination)
  }

  @Test func theEndsAreHiddenOnlyDuringTheFlightAndLayoutDoesNotMove() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    let white: UInt32 = 0xFFFFFF
    #expect(h.pixel(h.host.main.bitmap, source.center) == 0xD02020)
    h.toggleAndStep(by: 0.3)
    #expect(h.pixel(h.host.main.bitmap, source.center) == white)
    #expect(h.pixel(h.host.main.bitmap, destination.center) == white)
    #expect(h.anchor(.source) == source && h.anchor(.destination) == destination)
    h.host.runUntilIdle()
    #expect(h.pixel(h.host.main.bitmap, source.center) == 0xD02020)
    #expect(h.pixel(h.host.main.bitmap, destination.center) == 0xD02020)
  }

  @Test func theHandoffIsPixelExactAtBothEnds() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    let before = try h.host.composite()
    h.toggleAndStep()
    let first = try h.host.composite()
    for y in Int(source.minY)..<Int(source.maxY) {
      for x in Int(source.minX)..<Int(source.maxX) {
        #expect(first.rawPixel(x: x, y: y) == before.rawPixel(x: x, y: y))
      }
    }
    // The last frame of the flight and the first frame after it show the same pixels. The
    // frame before the last was 0.1 % short; the last shows the layer exactly on its end.
    h.host.step(by: 0.999)
    h.host.step(by: 0.01)
    #expect(h.layerFrame == destination)
    let last = try h.host.composite()
    h.host.step(by: 1.0 / 120)
    #expect(!h.host.overlaySurface.isShown)
    let after = try h.host.composite()
    var differences = 0
    for y in Int(destination.minY)..<Int(destination.maxY) {
      for x in Int(destination.minX)..<Int(destination.maxX) where last.rawPixel(x: x, y: y) != after.rawPixel(x: x, y: y) {
        differences += 1
      }
    }
    #expect(differences == 0)
  }

  @Test func flippingBackFliesTheLayerHomeAndReportsFalse() throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log))
    let source = try #require(h.anchor(.source))
    h.tapToggle()
    h.host.runUntilIdle()
    h.toggleAndStep()
    #expect(h.layerFrame == h.anchor(.destination))
    h.host.step(by: 0.5)
    #expect((h.layerFrame?.minX ?? 0) > source.minX)
    h.host.runUntilIdle()
    #expect(log.completions == [true, false])
    #expect(h.layerFrame == nil)
  }

  @Test func anInterruptionTurnsAroundFromWhereTheLayerIs() throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log, animation: .smooth(duration: 0.6)))
    h.toggleAndStep()
    var previous = try #require(h.layerFrame)
    var largestJump = 0.0
    for frame in 1...120 {
      if frame == 30 { h.tapToggle() }
      h.host.step(by: 1.0 / 120)
      guard let now = h.layerFrame else { break }
      largestJump = max(largestJump, abs(now.minX - previous.minX), abs(now.width - previous.width))
      previous = now
    }
    // 240 px in 0.6 s peaks near 12 px per frame; a jump back to an end would be far more.
    #expect(largestJump < 15)
    h.host.runUntilIdle()
    #expect(log.completions == [false])
  }

  @Test func aMissingDestinationFadesTheLayerWhereItIs() throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log, withDestination: false))
    let source = try #require(h.anchor(.source))
    h.toggleAndStep()
    #expect(h.layerFrame == source)
    h.host.step(by: 0.1)
    let placement = try #require(h.placement())
    #expect(placement.frame == source)
    #expect(placement.opacity < 1)
    h.host.runUntilIdle()
    #expect(h.layerFrame == nil)
    #expect(h.pixel(h.host.main.bitmap, source.center) == 0xD02020)
    #expect(log.completions == [true])
  }

  @Test func reducedMotionDissolvesAtTheDestinationInsteadOfFlying() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()).environment(\.accessibilityReduceMotion, true))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep(by: 0.05)
    let placement = try #require(h.placement())
    #expect(placement.frame == destination)
    #expect(placement.opacity > 0 && placement.opacity < 1)
    h.host.runUntilIdle()
    #expect(h.layerFrame == nil)
  }

  @Test func theMainWindowIsNotRedrawnDuringTheFlight() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    h.toggleAndStep()
    let mainFrames = h.graph.framesPresented
    let overlayFrames = h.graph.overlayLayers.framesPresented
    for _ in 0..<60 { h.host.step(by: 1.0 / 120) }
    #expect(h.graph.framesPresented == mainFrames)
    #expect(h.graph.overlayLayers.framesPresented - overlayFrames == 60)
  }
}

@Suite("Debug overlays") @MainActor
struct DebugOverlayTests {
  @Test func outlinesShowSourcesDestinationsAndTheFlyingLayer() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()).environment(\.portalDebugOverlays, true))
    h.host.runUntilIdle()
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    // Each end carries a solid tag in its colour just above its top-left corner.
    let blue = h.host.main.bitmap.pixel(x: Int(source.minX) + 2, y: Int(source.minY) - 3)
    let green = h.host.main.bitmap.pixel(x: Int(destination.minX) + 2, y: Int(destination.minY) - 3)
    #expect(blue.blue > 0.8 && blue.red < 0.4)
    #expect(green.green > 0.5 && green.red < 0.3 && green.blue < 0.5)
    h.toggleAndStep(by: 0.5)
    let layer = try #require(h.layerFrame)
    let orange = h.host.overlaySurface.bitmap.pixel(x: Int(layer.minX) + 1, y: Int(layer.midY))
    #expect(orange.red > 0.8 && orange.blue < 0.3)
  }

  @Test func withoutTheFlagNothingIsOutlined() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let source = try #require(h.anchor(.source))
    let edge = h.host.main.bitmap.pixel(x: Int(source.minX) + 1, y: Int(source.midY))
    #expect(edge.red > 0.7)
  }
}
