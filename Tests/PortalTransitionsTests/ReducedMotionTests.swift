import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

@Suite("Reduced motion") @MainActor
struct ReducedMotionTests {
  /// The red channel of the composed screen at a point: 0xD0 where an end shows fully, 0xFF on
  /// the white background.
  private func red(_ h: FlightHarness, _ point: Point) throws -> Int {
    Int((try h.host.composite().rawPixel(x: Int(point.x), y: Int(point.y)) >> 16) & 0xFF)
  }

  private func green(_ h: FlightHarness, _ point: Point) throws -> Int {
    Int((try h.host.composite().rawPixel(x: Int(point.x), y: Int(point.y)) >> 8) & 0xFF)
  }

  /// The source stays on screen and dissolves out while the destination dissolves in, in
  /// place: nothing travels and nothing vanishes in one frame.
  private func expectCrossFade(_ h: FlightHarness) throws {
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep()
    // The first frame still shows the source whole (green is 0x20 on the card, 0xFF on white).
    #expect(try green(h, source.center) == 0x20)
    var sourceGreens: [Int] = []
    var destinationGreens: [Int] = []
    while h.placement() != nil {
      #expect(h.layerFrame == destination)
      #expect(h.placement("card", ":companion")?.frame == source)
      let sum = (h.placement()?.opacity ?? 0) + (h.placement("card", ":companion")?.opacity ?? 0)
      #expect(abs(sum - 1) < 1e-9)
      sourceGreens.append(try green(h, source.center))
      destinationGreens.append(try green(h, destination.center))
      h.host.step(by: 1.0 / 60)
    }
    // Over the 0.2 s dissolve the source only ever fades out and the destination only in,
    // a little each frame.
    #expect(sourceGreens.count >= 10)
    #expect(zip(sourceGreens.dropFirst(), sourceGreens).allSatisfy { $0 >= $1 && $0 - $1 < 0x40 })
    #expect(zip(destinationGreens.dropFirst(), destinationGreens).allSatisfy { $0 <= $1 && $1 - $0 < 0x40 })
    #expect(sourceGreens.contains { $0 > 0x40 && $0 < 0xC0 }, "\(sourceGreens) \(destinationGreens)")
    #expect(try green(h, destination.center) == 0x20)
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  @Test func theEnvironmentValueCrossFadesTheEnds() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()).environment(\.accessibilityReduceMotion, true))
    try expectCrossFade(h)
  }

  @Test func theEnvironmentVariableCrossFadesTheEnds() throws {
    #expect(PortalEnvironment.reduceMotion(in: ["PORTAL_REDUCE_MOTION": "1"]))
    #expect(!PortalEnvironment.reduceMotion(in: ["PORTAL_REDUCE_MOTION": "0"]))
    #expect(!PortalEnvironment.reduceMotion(in: [:]))
    let saved = PortalEnvironment.variables
    defer { PortalEnvironment.variables = saved }
    PortalEnvironment.variables["PORTAL_REDUCE_MOTION"] = "1"
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    try expectCrossFade(h)
  }

  @Test func withoutEitherTheLayerFlies() throws {
    let saved = PortalEnvironment.variables
    defer { PortalEnvironment.variables = saved }
    PortalEnvironment.variables["PORTAL_REDUCE_MOTION"] = nil
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let source = try #require(h.anchor(.source))
    h.toggleAndStep(by: 0.3)
    #expect((h.layerFrame?.minX ?? 0) > source.minX + 20)
    #expect(h.placement("card", ":companion") == nil)
  }

  /// Turned around half-way, the two copies swap roles from where they are: no jump in either.
  @Test func aToggleDuringTheDissolveTurnsItFromWhereItIs() throws {
    let log = FlightLog()
    let h = try FlightHarness(TwoEnds(log: log).environment(\.accessibilityReduceMotion, true))
    let source = try #require(h.anchor(.source))
    h.toggleAndStep(by: 0.1)
    let before = try green(h, source.center)
    h.toggleAndStep()
    let after = try green(h, source.center)
    #expect(abs(after - before) < 0x20)
    #expect(h.layerFrame == source)
    h.host.runUntilIdle()
    #expect(log.completions == [false])
    #expect(try green(h, source.center) == 0x20)
  }
}
