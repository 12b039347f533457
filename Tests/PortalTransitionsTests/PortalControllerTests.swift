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
    #expect(flight.life == .flying(.forward))
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

  @Test func aFlightLivesFlyingThenOnItsEndThenEnded() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let controller = try #require(h.controller)
    let key = PortalKey(namespace: nil, id: "card")
    controller.request(request(.forward))
    h.host.step(by: 0)
    let flight = try #require(controller.flight(key))
    h.host.step(by: 0.25)
    #expect(flight.life == .flying(.forward))
    h.host.step(by: 0.3)
    #expect(flight.life == .shownOnItsEnd(.forward), "the frame after the animation ends shows the layer on its end")
    #expect(controller.flight(key) != nil)
    h.host.step(by: 1 / 60)
    #expect(flight.life == .ended(.forward))
    #expect(controller.flight(key) == nil)
    #expect(h.trace.transitions == ["began forward card", "ended forward card"])
  }

  @Test func aTurnedFlightReportsTheOldDirectionTurnedAndFliesTheNewOne() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let controller = try #require(h.controller)
    let key = PortalKey(namespace: nil, id: "card")
    var completed: [Bool] = []
    controller.request(request(.forward) { completed.append($0) })
    h.host.step(by: 0)
    h.host.step(by: 0.2)
    controller.request(request(.reverse) { completed.append($0) })
    h.host.step(by: 0)
    let flight = try #require(controller.flight(key))
    #expect(flight.life == .flying(.reverse))
    h.host.runUntilIdle()
    #expect(flight.life == .ended(.reverse))
    #expect(completed == [false], "only the last request completes; the turned one's completion is dropped")
    #expect(
      h.trace.transitions == ["began forward card", "turned forward card", "began reverse card", "ended reverse card"])
  }

  @Test func aFadeRemovalReportsTheEndThenDissolvesOverTheEnds() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let controller = try #require(h.controller)
    let key = PortalKey(namespace: nil, id: "card")
    var fading = request(.forward)
    fading.removal = .fade
    controller.request(fading)
    h.host.step(by: 0)
    let flight = try #require(controller.flight(key))
    h.host.step(by: 0.6)
    #expect(flight.life == .shownOnItsEnd(.forward))
    h.host.step(by: 1 / 60)
    #expect(flight.life == .dissolvingOverEnds(.forward))
    #expect(h.trace.transitions == ["began forward card", "ended forward card"], "the end goes out before the dissolve")
    h.host.runUntilIdle()
    #expect(flight.life == .ended(.forward))
    #expect(h.trace.transitions.count == 2, "the end is reported once")
  }

  @Test func directionsReadAsTheirNamesAndAsIsActive() {
    #expect(FlightDirection(active: true) == .forward)
    #expect(FlightDirection(active: false) == .reverse)
    #expect("\(FlightDirection.forward)" == "forward")
    #expect(FlightDirection.reverse.rawValue == "reverse")
    #expect(FlightDirection.forward.isForward && !FlightDirection.reverse.isForward)
  }
}
