import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("TimelineView") @MainActor
struct TimelineViewTests {
  @Test func anAnimationTimelineRebuildsItsContentWithEachFramesDate() async throws {
    let start = Date()
    let h = try Harness(
      atOrigin {
        TimelineView(.animation(minimumInterval: 0.01)) { context in
          Text(context.date.timeIntervalSince(start) >= 0.05 ? "later" : "early")
        }
      })
    #expect(h.frame(ofText: "early") != nil)
    // Frames drawn as real time passes: the content follows the dates they bring.
    for _ in 0..<2000 where h.frame(ofText: "later") == nil {
      try await Task.sleep(for: .milliseconds(2))
      h.host.step(by: 1.0 / 120)
    }
    #expect(h.frame(ofText: "later") != nil)
  }

  @Test func aPeriodicScheduleStartsAtItsLatestDateBeforeNow() {
    let origin = Date(timeIntervalSinceReferenceDate: 1000)
    var entries = PeriodicTimelineSchedule(from: origin, by: 10)
      .entries(from: origin.addingTimeInterval(25), mode: .normal).makeIterator()
    #expect(entries.next() == origin.addingTimeInterval(20))
    #expect(entries.next() == origin.addingTimeInterval(30))
  }

  @Test func anExplicitScheduleStopsAfterItsLastDate() throws {
    let past = Date().addingTimeInterval(-10)
    let h = try Harness(
      atOrigin {
        TimelineView(.explicit([past])) { context in Text(context.date == past ? "at the date" : "elsewhere") }
      })
    #expect(h.frame(ofText: "at the date") != nil)
    #expect(h.host.runUntilIdle(limit: 100) < 100)
  }
}

@Suite("PhaseAnimator") @MainActor
struct PhaseAnimatorTests {
  struct Pulse: View {
    @State var taps = 0
    var body: some View {
      VStack {
        PhaseAnimator(["rest", "up", "down"], trigger: taps) { phase in Text("phase \(phase)") } animation: { _ in
          .linear(duration: 0.01)
        }
        Text("go").onTapGesture { taps += 1 }
      }
    }
  }

  @Test func aTriggerRunsThroughThePhasesAndBackToTheFirst() async throws {
    let h = try Harness(atOrigin { Pulse() })
    #expect(h.frame(ofText: "phase rest") != nil)
    h.click(try #require(h.frame(ofText: "go")).center)
    var seen: Set<String> = []
    for _ in 0..<400 {
      for name in ["up", "down"] where h.frame(ofText: "phase \(name)") != nil { seen.insert(name) }
      if seen.count == 2, h.frame(ofText: "phase rest") != nil { break }
      try await Task.sleep(for: .milliseconds(5))
      h.settle()
    }
    #expect(seen == ["up", "down"])
    #expect(h.frame(ofText: "phase rest") != nil)
  }
}

@Suite("KeyframeAnimator") @MainActor
struct KeyframeAnimatorTests {
  struct Values {
    var scale = 1.0
    var lift = 0.0
  }

  @Test func aTimelineInterpolatesEachTrackOnItsOwnProperty() {
    let timeline = KeyframeTimeline(initialValue: Values()) {
      KeyframeTrack(\Values.scale) { LinearKeyframe(2.0, duration: 1) }
      KeyframeTrack(\Values.lift) {
        LinearKeyframe(-10.0, duration: 0.5)
        LinearKeyframe(0.0, duration: 0.5)
      }
    }
    #expect(timeline.duration == 1)
    let middle = timeline.value(time: 0.5)
    #expect(abs(middle.scale - 1.5) < 1e-9)
    #expect(abs(middle.lift + 10) < 1e-9)
    let quarter = timeline.value(time: 0.25)
    #expect(abs(quarter.lift + 5) < 1e-9)
    #expect(timeline.value(time: 2).scale == 2)
  }

  struct Bell: View {
    @State var rings = 0
    var body: some View {
      VStack {
        KeyframeAnimator(initialValue: 0.0, trigger: rings) { value in
          Text(value == 0 ? "still" : "moving")
        } keyframes: { _ in
          KeyframeTrack { LinearKeyframe(10.0, duration: 0.2); LinearKeyframe(0.0, duration: 0.2) }
        }
        Text("ring").onTapGesture { rings += 1 }
      }
    }
  }

  @Test func aTriggerPlaysTheKeyframesOnTheWindowsFramesAndEndsAtRest() throws {
    let h = try Harness(atOrigin { Bell() })
    #expect(h.frame(ofText: "still") != nil)
    let ring = try #require(h.frame(ofText: "ring"))
    h.host.send(.pointerPressed(ring.center, button: .primary))
    h.host.send(.pointerReleased(ring.center, button: .primary))
    for _ in 0..<12 { h.host.step(by: 1.0 / 120) }
    #expect(h.frame(ofText: "moving") != nil)
    h.settle()
    #expect(h.frame(ofText: "still") != nil)
  }
}

@Suite("matchedGeometryEffect") @MainActor
struct MatchedGeometryEffectTests {
  struct Expander: View {
    @Namespace var namespace
    @State var expanded = false
    var body: some View {
      ZStack(alignment: .topLeading) {
        if expanded {
          Color(red: 0, green: 0, blue: 1).matchedGeometryEffect(id: "box", in: namespace).frame(width: 100, height: 100)
            .offset(x: 200, y: 100)
        } else {
          Color(red: 0, green: 0, blue: 1).matchedGeometryEffect(id: "box", in: namespace).frame(width: 20, height: 20)
        }
        Text("grow").offset(y: 250).onTapGesture { withAnimation(.linear(duration: 1)) { expanded = true } }
      }
    }
  }

  @Test func theNewViewStartsWhereTheOldOneWasAndMovesToItsPlace() throws {
    let h = try Harness(size: Size(width: 400, height: 300), atOrigin { Expander() })
    let grow = try #require(h.frame(ofText: "grow"))
    h.host.send(.pointerPressed(grow.center, button: .primary))
    h.host.send(.pointerReleased(grow.center, button: .primary))
    h.host.step(by: 0)
    h.host.step(by: 0.5)
    // Half way: the box is between the small one's place and the large one's.
    let blue = Color(red: 0, green: 0, blue: 1)
    let atTarget = h.count(blue, in: Rect(x: 200, y: 100, width: 100, height: 100), tolerance: 0.2)
    #expect(atTarget < 100 * 100)
    h.settle()
    #expect(h.count(blue, in: Rect(x: 200, y: 100, width: 100, height: 100), tolerance: 0.2) > 9000)
  }
}
