import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

/// The portal engine's own contract: a `FlightRequest` starts after the next layout pass, in
/// the frame it was asked for; the engine takes part in frames only while a flight moves; a
/// portal's open state follows take-offs and transfers.
@Suite("Portal controller") @MainActor
struct PortalControllerTests {
  private func request(_ direction: FlightDirection, _ id: String = "card", completion: ((Bool) -> Void)? = nil)
    -> FlightRequest
  {
    FlightRequest(
      direction: direction, key: PortalKey(namespace: nil, id: id), animation: .linear(duration: 0.5),
      layer: { AnyView(Color.blue) }, completion: completion)
  }

  @Test func aRequestStartsAfterTheNextLayoutPassInTheSameFrame() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let controller = try #require(h.controller)
    controller.request(request(.forward))
    #expect(controller.flight(PortalKey(namespace: nil, id: "card")) == nil, "nothing starts before layout")
    h.host.step(by: 0)
    let flight = try #require(controller.flight(PortalKey(namespace: nil, id: "card")))
    #expect(flight.phase == .forward)
    #expect(h.trace.transitions.first == "began forward card")
    #expect(controller.activity.isActive(PortalKey(namespace: nil, id: "card")))
  }

  @Test func theControllerWantsFramesOnlyWhileAFlightMoves() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let controller = try #require(h.controller)
    #expect(h.graph.isAtRest)
    controller.request(request(.forward))
    h.host.step(by: 0)
    #expect(!h.graph.isAtRest, "a flight under way asks for frames")
    h.host.runUntilIdle()
    #expect(h.graph.isAtRest)
    #expect(controller.activeKeys.isEmpty)
  }

  @Test func aRequestWithNeitherEndCompletesAtOnceAndSaysWhy() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let controller = try #require(h.controller)
    var completed: [Bool] = []
    controller.request(request(.forward, "nowhere") { completed.append($0) })
    h.host.step(by: 0)
    #expect(completed == [true])
    #expect(controller.activeKeys.isEmpty)
    #expect(h.diagnostics.messages.contains { $0.contains("nowhere") && $0.contains("neither a source nor a destination") })
  }

  @Test func aTransferMovesTheOpenStateToTheNewPortal() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let controller = try #require(h.controller)
    controller.request(request(.forward))
    h.host.runUntilIdle()
    controller.transferActivePortal(from: "card", to: "other")
    #expect(!controller.activity.isActive(PortalKey(namespace: nil, id: "card")))
    #expect(controller.activity.isActive(PortalKey(namespace: nil, id: "other")))
  }

  @Test func directionsReadAsTheirNamesAndAsIsActive() {
    #expect(FlightDirection(active: true) == .forward)
    #expect(FlightDirection(active: false) == .reverse)
    #expect("\(FlightDirection.forward)" == "forward")
    #expect(FlightDirection.reverse.rawValue == "reverse")
    #expect(FlightDirection.forward.isForward && !FlightDirection.reverse.isForward)
  }
}
