import PortalGraphics
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// The header follows a drag of its scroll view as it follows the wheel, and waits for a
/// fling to come to rest before it snaps.
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
    #expect(s.offset() == 20)
    let progress = s.progress()
    #expect(progress > 0 && progress < 1)
    // Held still under the pointer for half a second: no snap pulls it away.
    s.step(30)
    #expect(s.log.snaps.isEmpty)
    #expect(s.offset() == 20)
    s.host.send(.pointerReleased(Point(x: 200, y: y), button: .primary))
    s.settle()
    #expect(s.log.snaps.count == 1)
    #expect(s.progress() == 1)
    #expect(s.log.snaps.first?.reason == .direction)
  }

  @Test func aFlingDoesNotSnapWhileTheContentStillCoasts() throws {
    let s = try HeaderSession(HeaderPane())
    // 0.6 points every 1/120 s: 72 points per second, released at offset 7.2, so the coast
    // comes to rest inside the flow (5…45) most of a second later.
    let y = drag(s, moves: 12, perMove: 0.6)
    s.host.send(.pointerReleased(Point(x: 200, y: y), button: .primary))
    var frames = 0
    var lastOffset = s.offset()
    while s.log.snaps.isEmpty, frames < 600 {
      lastOffset = s.offset()
      s.step()
      frames += 1
    }
    let snap = try #require(s.log.snaps.first)
    // The snap started from where the coast came to rest, not part-way through it.
    #expect(lastOffset > 20 && lastOffset < 45)
    #expect(snap.fromOffset == lastOffset)
    // The coast lasts most of a second; the quiet time alone is an eighth of one.
    #expect(Double(frames) * HeaderSession.frame > 0.5)
    s.settle()
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
}
