import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// What happens when an end is missing, goes missing, or is there twice.
@Suite("Missing and duplicate ends") @MainActor
struct FallbackTests {
  /// Steps frames until no layer is left, checking that none is ever drawn at the origin
  /// (where a layer without a place would land).
  private func runChecking(_ h: FlightHarness, every check: () throws -> Void = {}) rethrows -> Int {
    var frames = 0
    while !h.graph.overlayLayers.ids.isEmpty, frames < 600 {
      for id in h.graph.overlayLayers.ids {
        let frame = h.graph.overlayLayers.placement(of: id)?.frame
        #expect(frame?.origin != Point.zero, "layer \(id) at (0,0)")
      }
      try check()
      h.host.step(by: 1.0 / 60)
      frames += 1
    }
    return frames
  }

  private func composedPixel(_ h: FlightHarness, _ p: Point) throws -> UInt32 {
    try h.host.composite().rawPixel(x: Int(p.x), y: Int(p.y)) & 0xFFFFFF
  }

  @Test func noDestinationLogsItAndFadesOverTheSourceWhichNeverLeaves() throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log, withDestination: false))
    let source = try #require(h.anchor(.source))
    h.toggleAndStep()
    #expect(h.diagnostics.messages.contains { $0.contains("no destination view is on screen") })
    #expect(h.layerFrame == source)
    #expect(!h.isHidden(.source))
    var opacities: [Double] = []
    let frames = try runChecking(h) { () throws in
      #expect(h.layerFrame == source)
      opacities.append(h.placement()?.opacity ?? 0)
      // The source shows the whole time: the layer dissolves over it.
      #expect(try composedPixel(h, source.center) == 0xD02020)
    }
    #expect(frames > 5)
    #expect(zip(opacities.dropFirst(), opacities).allSatisfy { $0 <= $1 })
    #expect(try composedPixel(h, source.center) == 0xD02020)
    #expect(log.completions == [true])
    #expect(h.trace.transitions == ["began forward card", "ended forward card"])
  }

  @Test func aSourceGoneOnReturnFadesTheLayerAtTheDestination() throws {
    let log = FlightLog()
    let ends = EndsModel()
    let h = try FlightHarness(TwoEnds(log: log, ends: ends))
    let destination = try #require(h.anchor(.destination))
    h.tapToggle()
    h.host.runUntilIdle()
    ends.showsSource = false
    h.host.step(by: 1.0 / 60)
    #expect(h.anchor(.source) == nil)
    h.toggleAndStep()
    #expect(h.diagnostics.messages.contains { $0.contains("no source view is on screen") })
    #expect(h.layerFrame == destination)
    #expect(!h.isHidden(.destination))
    _ = try runChecking(h) { () throws in
      #expect(h.layerFrame == destination)
      #expect(try composedPixel(h, destination.center) == 0xD02020)
    }
    #expect(log.completions == [true, false])
    #expect(h.trace.transitions.last == "ended reverse card")
  }

  @Test func anEndVanishingMidFlightFadesTheLayerWhereItIsAndTheSourceDissolvesBack() throws {
    let log = FlightLog()
    let ends = EndsModel()
    let h = try FlightHarness(TwoEnds(log: log, ends: ends))
    let source = try #require(h.anchor(.source))
    h.toggleAndStep(by: 0.4)
    #expect((h.layerFrame?.minX ?? 0) > source.minX + 20)
    ends.showsDestination = false
    // The frame that removes the destination moves the layer once more; the next one notices.
    h.host.step(by: 1.0 / 60)
    h.host.step(by: 1.0 / 60)
    let midAir = try #require(h.layerFrame)
    #expect(h.diagnostics.messages.contains { $0.contains("an end disappeared during the flight") })
    var sourceGreens: [Int] = []
    _ = try runChecking(h) { () throws in
      // The layer stays where it was and fades; a copy dissolves in on the source.
      #expect(h.layerFrame == midAir)
      sourceGreens.append(Int((try composedPixel(h, source.center) >> 8) & 0xFF))
    }
    #expect(zip(sourceGreens.dropFirst(), sourceGreens).allSatisfy { $0 <= $1 })
    #expect(try composedPixel(h, source.center) == 0xD02020)
    #expect(!h.isHidden(.source) && !h.isHidden(.destination))
    #expect(log.completions.count == 1)
    #expect(h.trace.transitions.last?.hasPrefix("ended") == true)
  }

  @Test func duplicateIdsAreReportedOnceAndTheFirstOneAlwaysFlies() throws {
    let h = try FlightHarness(DuplicateSources())
    let first = try #require(h.graph.root.frames(ofColor: 0xD02020).first)
    for _ in 0..<2 {
      h.toggleAndStep()
      #expect(h.layerFrame == first)
      h.host.runUntilIdle()
      h.tapToggle()
      h.host.runUntilIdle()
    }
    let warnings = h.diagnostics.messages.filter { $0.contains("has 2 views with the source role") }
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("unique id") == true)
  }
}

/// Two sources with the same id, then a destination.
private struct DuplicateSources: View {
  @State var open = false

  var body: some View {
    PortalContainer {
      VStack(spacing: 20) {
        HStack(spacing: 40) {
          Color(hex: 0xD02020).frame(width: 40, height: 40).portalSource(id: "card")
          Color(hex: 0x20D020).frame(width: 40, height: 40).portalSource(id: "card")
          Color(hex: 0x2020D0).frame(width: 120, height: 90).portalDestination(id: "card")
        }
        Text("toggle").onTapGesture { open.toggle() }
      }
      .portalTransition(id: "card", isActive: $open, animation: .smooth(duration: 0.2)) { Color.black }
    }
  }
}

extension Node {
  /// Window frames of the colour views of `hex`, in tree order.
  func frames(ofColor hex: UInt32) -> [Rect] {
    var frames: [Rect] = []
    forEachDescendant { node in
      if let color = node.view as? Color, color == Color(hex: hex) { frames.append(node.windowFrame) }
    }
    return frames
  }
}
