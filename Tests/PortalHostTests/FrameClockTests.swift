import PortalHost
import Testing

@Suite("Manual clock") @MainActor
struct ManualClockTests {
  @Test func startsAtTheGivenTime() {
    #expect(ManualClock(start: 3.5).now == 3.5)
    #expect(ManualClock().now == 0)
  }

  @Test func advanceMovesTimeForwardByTheStep() {
    let clock = ManualClock(start: 1)
    clock.advance(by: 0.25)
    clock.advance(by: 0.5)
    #expect(clock.now == 1.75)
  }

  @Test func advanceByANegativeStepIsIgnored() {
    let clock = ManualClock(start: 2)
    clock.advance(by: -1)
    #expect(clock.now == 2)
  }

  @Test func setToALaterTimeMovesTheClock() {
    let clock = ManualClock(start: 2)
    clock.set(5)
    #expect(clock.now == 5)
  }

  @Test func setToAnEarlierTimeIsIgnored() {
    let clock = ManualClock(start: 2)
    clock.set(1)
    #expect(clock.now == 2)
  }
}

@Suite("Monotonic clock") @MainActor
struct MonotonicClockTests {
  @Test func neverGoesBackwardsAcrossCalls() {
    let clock = MonotonicClock()
    var previous = clock.now
    for _ in 0..<100_000 {
      let next = clock.now
      #expect(next >= previous)
      if next < previous { return }
      previous = next
    }
  }

  @Test func nowReadsTheSameTimelineAsSeconds() {
    let clock = MonotonicClock()
    let before = MonotonicClock.seconds()
    let now = clock.now
    let after = MonotonicClock.seconds()
    #expect(before <= now && now <= after)
  }

  @Test func advancesWithRealTime() async throws {
    let start = MonotonicClock.seconds()
    try await Task.sleep(for: .milliseconds(20))
    #expect(MonotonicClock.seconds() - start >= 0.015)
  }
}
