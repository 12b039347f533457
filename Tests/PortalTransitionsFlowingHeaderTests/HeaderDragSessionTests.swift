import PortalGraphics
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// The header follows a drag of its scroll view as it follows the wheel; a fling's coast that
/// would stop inside the flow is handed to the snap while it still moves.
@Suite("Flowing header under a drag") @MainActor
struct HeaderDragSessionTests {
  /// Presses at y 300, drags past the slop to y 290 and on by `perMove` points every 1/120 s.
  func drag(_ s: HeaderSession, moves: Int, perMove: Double) -> Double {
    s.host.send(.pointerPressed(Point(x: 200, y: 300), button: .primary))
    s.host.send(.pointerMoved(Point(x: 200, y: 290)))
    var y = 290.0
    for _ in 0..<moves {
      s.host.manualClock.advance(by: 1.0 / 120)
      y -= perMove
      s.host.send(.pointerMoved(Point(x: 200, y: y)))
      s.host.drawIfRequested()
    }
    return y
  }

  @Test func aDragHeldPartWayDoesNotSnapUntilLetGo() throws {
    let s = try HeaderSession(HeaderPane())
    let y = drag(s, moves: 10, perMove: 2)
    // 10 points to y 290, of which the slop takes 6, and 20 more.
    #expect(s.offset() == 24)
    let progress = s.progress()
    #expect(progress > 0 && progress < 1)
    // Held still under the pointer for half a second: no snap pulls it away.
    s.step(30)
    #expect(s.log.snaps.isEmpty)
    #expect(s.offset() == 24)
    s.host.send(.pointerReleased(Point(x: 200, y: y), button: .primary))
    s.settle()
    #expect(s.log.snaps.count == 1)
    #expect(s.progress() == 1)
    #expect(s.log.snaps.first?.reason == .direction)
  }

  @Test func aFlingsCoastIsHandedToTheSnapWithoutAJolt() throws {
    let s = try HeaderSession(HeaderPane())
    // 0.6 points every 1/120 s: 72 points per second, released at offset 7.2. Left alone the
    // coast would come to rest inside the flow (5…45) most of a second later.
    let y = drag(s, moves: 12, perMove: 0.6)
    s.host.send(.pointerReleased(Point(x: 200, y: y), button: .primary))
    var offsets = [s.offset()]
    while s.log.snaps.isEmpty, offsets.count < 600 {
      s.step()
      offsets.append(s.offset())
    }
    let snap = try #require(s.log.snaps.first)
    // Taken over while the content still coasted, long before the coast would have stopped.
    #expect(Double(offsets.count) * HeaderSession.frame < 0.5)
    let n = offsets.count
    let coastStep = offsets[n - 2] - offsets[n - 3]
    #expect(coastStep > 0)
    // The snap starts from the offset and the speed of the coast's last frame...
    #expect(snap.fromOffset == offsets[n - 2])
    #expect(abs(snap.velocity - coastStep / HeaderSession.frame) < 1e-6)
    // ...and its first frame carries on from there at that speed (from rest it would be a
    // whole coast step behind).
    let expected = HeaderSnapMotion(from: snap.fromOffset, velocity: snap.velocity, to: 45, at: 0)
      .offset(at: HeaderSession.frame)
    #expect(abs(offsets[n - 1] - expected) < 1e-6)
    #expect(offsets[n - 1] - offsets[n - 2] >= coastStep)
    while s.host.frameRequested, offsets.count < 1200 {
      s.step()
      offsets.append(s.offset())
    }
    // One motion from the release to the strip: never stalling or turning back on the way.
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(s.progress() == 1)
    #expect(s.offset() == 45)
  }

  @Test func aSnapLandsExactlyWithinHalfAPixelInsteadOfCrawling() throws {
    let s = try HeaderSession(HeaderPane())
    s.wheel(12)
    var offsets: [Double] = []
    while s.host.frameRequested, offsets.count < 500 {
      s.step()
      offsets.append(s.offset())
    }
    #expect(offsets.last == 45)
    #expect(offsets.dropLast().filter { abs($0 - 45) <= 0.5 }.count <= 2)
  }

  @Test func aDragStopsASnapAndTheHeaderFollowsItInstead() throws {
    let s = try HeaderSession(HeaderPane())
    s.wheel(12)
    s.step(10)
    #expect(s.log.snaps.count == 1)
    let snapping = s.offset()
    // Pulled the other way (the pointer moves down): the content follows the pointer.
    let y = drag(s, moves: 6, perMove: -1)
    #expect(s.log.events.contains { if case .snapInterrupted = $0 { true } else { false } })
    #expect(s.offset() < snapping)
    let held = s.offset()
    s.step(30)
    #expect(s.offset() == held)
    s.host.send(.pointerReleased(Point(x: 200, y: y), button: .primary))
    s.settle()
    #expect(s.progress() == 0)
  }
}
