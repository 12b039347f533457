import Observation
import PortalGraphics
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

@Suite("Flowing header sessions") @MainActor
struct HeaderSessionTests {
  @Test func atRestTheFlowingTitleCoversTheHeaderTitle() throws {
    let s = try HeaderSession(HeaderPane())
    let state = try #require(s.state())
    #expect(s.progress() == 0)
    let source = try #require(state.titleSource)
    let drawn = try #require(s.flowingTitleFrame())
    #expect(drawn == source)
    #expect(state.isFlowing(.title))
  }

  @Test func theTitleMovesMonotonicallyIntoTheStripAsTheOffsetGrows() throws {
    let s = try HeaderSession(HeaderPane(snapping: .none))
    var previous = try #require(s.flowingTitleFrame())
    var sawProgress: [Double] = []
    for _ in 0..<60 {
      s.wheel(1)
      let frame = try #require(s.flowingTitleFrame())
      #expect(frame.midY <= previous.midY + 1e-9)
      #expect(frame.height <= previous.height + 1e-9)
      sawProgress.append(s.progress())
      previous = frame
    }
    #expect(sawProgress.contains { $0 > 0.2 && $0 < 0.8 })
    #expect(s.progress() == 1)
  }

  @Test func atProgressOneTheTitleSitsInTheStripsTitleSlot() throws {
    let s = try HeaderSession(HeaderPane(snapping: .none))
    for _ in 0..<10 { s.wheel(30) }
    s.settle()
    let state = try #require(s.state())
    #expect(s.progress() == 1)
    let slot = try #require(state.presentation.titleDestination)
    let drawn = try #require(s.flowingTitleFrame())
    // Exact to the device pixel the drawn frame snaps to.
    #expect(abs(drawn.minX - slot.minX) <= 1 && abs(drawn.minY - slot.minY) <= 1)
    #expect(abs(drawn.width - slot.width) <= 1 && abs(drawn.height - slot.height) <= 1)
    let strip = Rect(x: 0, y: 0, width: 400, height: FlowingHeaderTokens.titleStripHeight)
    #expect(strip.contains(drawn.center))
  }

  @Test func stoppingPartWayWhileScrollingDownSnapsIntoTheStrip() throws {
    let s = try HeaderSession(HeaderPane())
    for _ in 0..<5 { s.wheel(3) }
    #expect(s.progress() > 0 && s.progress() < 1)
    s.settle()
    #expect(s.progress() == 1)
    #expect(s.offset() == 45)
    #expect(s.log.snaps.last?.reason == .direction)
  }

  @Test func stoppingPartWayWhileScrollingUpSnapsBackToTheHeader() throws {
    let s = try HeaderSession(HeaderPane())
    for _ in 0..<2 { s.wheel(25) }
    s.settle()
    for _ in 0..<3 { s.wheel(-5) }
    #expect(s.progress() > 0 && s.progress() < 1)
    s.settle()
    #expect(s.progress() == 0)
    #expect(s.offset() == 5)
  }

  @Test func theSnapWaitsForTheQuietTime() throws {
    let s = try HeaderSession(HeaderPane())
    s.wheel(20)
    let offset = s.offset()
    s.step(6)  // 100 ms: still within the quiet time
    #expect(s.offset() == offset)
    #expect(s.log.snaps.isEmpty)
    s.step(2)
    #expect(s.log.snaps.count == 1)
  }

  @Test func aBusyMachineDrawingFewFramesOfAWheelGlideStillSnaps() throws {
    let s = try HeaderSession(HeaderPane())
    // A wheel notch glides; here only two frames of it get drawn, the second after the quiet
    // time has passed. The scroll has not stopped until the glide has.
    s.host.send(.scrolled(Point(x: 200, y: 300), dx: 0, dy: 20, precise: false))
    s.host.step(by: 0.003)
    s.host.step(by: 0.21)
    s.settle()
    #expect(s.log.snaps.count == 1)
    #expect(s.log.snaps.first?.fromOffset == 20)
    #expect(s.progress() == 1)
  }

  @Test func theSnapAnimatesTheOffsetOverSeveralFrames() throws {
    let s = try HeaderSession(HeaderPane())
    s.wheel(12)
    s.step(8)
    var offsets: [Double] = []
    for _ in 0..<10 {
      s.step()
      offsets.append(s.offset())
    }
    #expect(Set(offsets).count > 3)
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test func newWheelInputInterruptsASnap() throws {
    let s = try HeaderSession(HeaderPane())
    s.wheel(12)
    s.step(10)
    #expect(s.log.snaps.count == 1)
    s.wheel(-4)
    #expect(s.log.events.contains { if case .snapInterrupted = $0 { true } else { false } })
    s.settle()
    // The reversal wins: back to the header.
    #expect(s.progress() == 0)
  }

  @Test func nearestSnappingReturnsBelowTheMidpoint() throws {
    let s = try HeaderSession(HeaderPane(snapping: .nearest))
    s.wheel(12)
    s.settle()
    #expect(s.progress() == 0)
  }

  @Test func aFlingPastTheMidpointCompletesWithNearestSnapping() throws {
    let s = try HeaderSession(HeaderPane(snapping: .nearest))
    for _ in 0..<3 { s.wheel(4) }
    #expect(s.progress() < 0.5)
    s.settle()
    #expect(s.progress() == 1)
    #expect(s.log.snaps.last?.reason == .fling)
  }

  @Test func noSnappingLeavesTheHeaderWhereItStopped() throws {
    let s = try HeaderSession(HeaderPane(snapping: .none))
    s.wheel(20)
    s.settle()
    #expect(s.progress() == 0.375)
  }

  @Test func aProgrammaticScrollMovesTheHeader() throws {
    let s = try HeaderSession(
      ScrollViewReader { proxy in
        VStack(spacing: 0) {
          Text("jump").frame(height: 30).onTapGesture { proxy.scrollTo(point: Point(x: 0, y: 300)) }
          HeaderPane()
        }
      })
    let jump = try #require(s.graph.root.firstText("jump"))
    s.host.send(.pointerPressed(jump.center, button: .primary))
    s.host.send(.pointerReleased(jump.center, button: .primary))
    s.settle()
    #expect(s.progress() == 1)
    #expect(s.log.snaps.isEmpty)
  }

  @Test func twoHeadersInTwoPanesAreIndependent() throws {
    let s = try HeaderSession(
      size: Size(width: 800, height: 500),
      HStack(spacing: 0) {
        HeaderPane(id: "left", title: "Inbox")
        HeaderPane(id: "right", title: "Archive")
      })
    for _ in 0..<5 { s.wheel(30, at: Point(x: 200, y: 300)) }
    s.settle()
    #expect(s.progress("left") == 1)
    #expect(s.progress("right") == 0)
    let archive = try #require(s.flowingTitleFrame("Archive"))
    #expect(archive == s.state("right")?.titleSource)
    let inbox = try #require(s.flowingTitleFrame("Inbox"))
    #expect(inbox.maxX <= 400 && inbox.maxY <= FlowingHeaderTokens.titleStripHeight)
  }

  @Test func aFlowingAccessoryEndsAtTheStripAccessorySize() throws {
    let s = try HeaderSession(HeaderPane(displays: [.title, .accessory], snapping: .none))
    let state = try #require(s.state())
    let height = try #require(state.accessorySource?.height)
    // The flow starts at a third of the accessory's height.
    s.wheel(height / 3)
    s.settle()
    #expect(s.progress() == 0)
    s.wheel(20)
    s.settle()
    // View frames snap to device pixels, so progress is exact to one pixel of the range.
    #expect(abs(s.progress() - 0.5) <= 1 / FlowingHeaderTokens.transitionRange)
    s.wheel(200)
    s.settle()
    let accessory = try #require(state.presentation.accessory)
    #expect(abs(accessory.frame.width - 25) < 1e-6 || abs(accessory.frame.height - 25) < 1e-6)
    #expect(accessory.frame.center == state.presentation.accessoryDestination?.center)
  }

  @Test func changingTheTitleUpdatesTheFlowingTitle() throws {
    let model = TitleModel()
    let s = try HeaderSession(TitleSwitcher(model: model))
    #expect(s.flowingTitleFrame("Favorites") != nil)
    model.title = "Starred"
    s.settle()
    #expect(s.flowingTitleFrame("Favorites") == nil)
    #expect(s.flowingTitleFrame("Starred") == s.state()?.titleSource)
  }

  @Test func withoutADestinationTheHeaderDrawsItsOwnTitle() throws {
    let s = try HeaderSession(
      ScrollView { FlowingHeaderView() }.flowingHeader(title: "Plain", subtitle: "no strip"))
    let state = try #require(s.state())
    #expect(!state.isFlowing(.title))
    #expect(s.flowingTitleFrame("Plain") == nil)
  }

  @Test func progressAndSnapsAreTracedAsJSONLines() throws {
    let s = try HeaderSession(HeaderPane())
    s.wheel(12)
    s.settle()
    let lines = s.log.events.map(\.jsonLine)
    #expect(lines.contains { $0.hasPrefix(#"{"event":"headerProgress","id":"flowing-header","progress":"#) })
    #expect(
      lines.contains { $0.contains(#""event":"headerSnapBegan""#) && $0.contains(#""reason":"direction""#) })
    #expect(lines.contains { $0 == #"{"event":"headerSnapEnded","id":"flowing-header","progress":1.0000}"# })
  }
}

@Observable
@MainActor
final class TitleModel {
  var title = "Favorites"
}

struct TitleSwitcher: View {
  let model: TitleModel
  var body: some View { HeaderPane(title: model.title) }
}

extension Node {
  func firstText(_ text: String) -> Rect? {
    var found: Rect?
    forEachDescendant { node in
      if found == nil, let t = node.view as? Text, t.content == text { found = node.frame }
    }
    return found
  }
}
