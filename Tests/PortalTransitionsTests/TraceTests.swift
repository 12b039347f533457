import PortalGraphics
import PortalHost
import Testing

@testable import PortalTransitions
@testable import PortalUI

@Suite("Trace events") @MainActor
struct TraceTests {
  private func began(_ h: FlightHarness) -> [(direction: FlightDirection, from: Rect?, to: Rect?)] {
    h.trace.events.compactMap {
      if case .transitionBegan(_, let direction, let from, let to) = $0 { (direction, from, to) } else { nil }
    }
  }

  private func ended(_ h: FlightHarness) -> [(id: String, direction: FlightDirection, from: Rect?, to: Rect?, at: Rect?)] {
    h.trace.events.compactMap {
      if case .transitionEnded(let id, let direction, let from, let to, let at, interrupted: false) = $0 {
        (id, direction, from, to, at)
      } else {
        nil
      }
    }
  }

  @Test func aTurnIsReportedFromTheFrameOnScreenToTheEndItHeadsFor() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    h.toggleAndStep(by: 0.4)
    let onScreen = try #require(h.layerFrame)
    h.toggleAndStep()
    h.host.runUntilIdle()
    let starts = began(h)
    #expect(starts.count == 2)
    #expect(starts.first?.direction == .forward && starts.first?.from == source && starts.first?.to == destination)
    #expect(starts.last?.direction == .reverse)
    #expect(starts.last?.from == onScreen)
    #expect(starts.last?.to == source)
    let ends = ended(h)
    #expect(ends.count == 1)
    let end = try #require(ends.first)
    #expect(end.id == "card" && end.direction == .reverse)
    #expect(end.from == destination && end.to == source && end.at == source)
  }

  @Test func aTurnEndsTheFlightUnderWaySoEveryBeginningHasOneEnd() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    h.toggleAndStep(by: 0.4)
    let onScreen = try #require(h.layerFrame)
    h.toggleAndStep()
    h.host.runUntilIdle()
    #expect(h.trace.transitions == ["began forward card", "turned forward card", "began reverse card", "ended reverse card"])
    let turned = h.trace.events.compactMap { event -> Rect? in
      if case .transitionEnded(_, .forward, _, _, let at, interrupted: true) = event { at } else { nil }
    }
    #expect(turned == [onScreen], "the turned flight ends where its layer was shown")
  }

  @Test func aLandingReportsBothEndsAndWhereTheLayerWas() throws {
    let h = try FlightHarness(TwoEnds(log: FlightLog()))
    let source = try #require(h.anchor(.source))
    let destination = try #require(h.anchor(.destination))
    h.tapToggle()
    h.host.runUntilIdle()
    let end = try #require(ended(h).first)
    #expect(end.direction == .forward && end.from == source && end.to == destination && end.at == destination)
  }

  @Test func aTransferEndsTheFlightUnderWayWithAnEventAndACompletion() throws {
    let log = FlightLog()
    let h = try FlightHarness(Pager(log: log))
    h.tapAndStep("open", by: 0.2)
    #expect(h.placement("p0") != nil)
    h.controller?.transferActivePortal(from: "p0", to: "p1")
    #expect(h.placement("p0") == nil)
    #expect(log.completions == [true])
    #expect(h.trace.transitions == ["began forward p0", "ended forward p0"])
    #expect(!h.isHidden(.source, "p0") && !h.isHidden(.destination, "p0"))
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
  }

  /// `transferActivePortal` for an `id:` transition: closing flies home to the item shown
  /// now, exactly onto its source, and leaves no transfer behind.
  @Test func anIDTransitionReturnsToTheTransferredItem() throws {
    let log = FlightLog()
    let h = try FlightHarness(Pager(log: log))
    h.tap("open")
    h.host.runUntilIdle()
    h.tapAndStep("next")
    h.controller?.transferActivePortal(from: "p0", to: "p1")
    h.host.runUntilIdle()
    #expect(h.graph.overlayLayers.ids.isEmpty)
    let target = try #require(h.anchor(.source, "p1"))
    let detail = try #require(h.anchor(.destination, "p1"))
    h.tapAndStep("close")
    #expect(h.placement("p1")?.frame == detail)
    var last = detail
    while let frame = h.placement("p1")?.frame {
      last = frame
      #expect(h.placement("p0") == nil)
      #expect(!h.isHidden(.source, "p0"))
      h.host.step(by: 1.0 / 60)
    }
    #expect(last == target)
    #expect(log.completions == [true, false])
    #expect(h.trace.transitions == ["began forward p0", "ended forward p0", "began reverse p1", "ended reverse p1"])
    #expect(h.controller?.transfers.isEmpty == true)
    // Opening again flies the first item: the transfer was used up.
    h.tapAndStep("open")
    #expect(h.trace.transitions.last == "began forward p0")
  }
}

/// Two thumbnails and a paging detail with an `id:` transition for the first.
private struct Pager: View {
  @State var open = false
  @State var page = 0
  let log: FlightLog

  var body: some View {
    PortalContainer {
      VStack(spacing: 12) {
        HStack(spacing: 20) {
          Color(hex: 0xD02020).frame(width: 40, height: 40).portal(id: "p0", .source)
          Color(hex: 0x20A040).frame(width: 40, height: 40).portal(id: "p1", .source)
        }
        ZStack {
          if open {
            (page == 0 ? Color(hex: 0xD02020) : Color(hex: 0x20A040)).frame(width: 160, height: 100)
              .portal(id: "p\(page)", .destination)
          }
        }
        .frame(width: 160, height: 100)
        HStack(spacing: 20) {
          Text("open").onTapGesture { open = true }
          Text("next").onTapGesture { page = 1 }
          Text("close").onTapGesture { open = false }
        }
      }
      .portalTransition(
        id: "p0", isActive: $open, animation: .smooth(duration: 0.5), completion: { log.completions.append($0) }
      ) {
        page == 0 ? Color(hex: 0xD02020) : Color(hex: 0x20A040)
      }
    }
  }
}
