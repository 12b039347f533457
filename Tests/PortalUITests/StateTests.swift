import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@MainActor
private final class Counter {
  var evaluations = 0
}

private struct CounterView: View {
  @State private var count = 0
  var body: some View {
    Text("Count \(count)").onTapGesture { count += 1 }
  }
}

private struct Toggler: View {
  @State var showCounter = true
  var body: some View {
    VStack {
      if showCounter { CounterView() } else { Text("hidden") }
      Text("toggle").onTapGesture { showCounter.toggle() }
    }
  }
}

@Observable
@MainActor
final class Model {
  var title = "first"
  var other = 0
}

private struct TitleView: View {
  let model: Model
  let log: Counter
  var body: some View {
    log.evaluations += 1
    return Text(model.title)
  }
}

private struct OtherView: View {
  let model: Model
  let log: Counter
  var body: some View {
    log.evaluations += 1
    return Text("other \(model.other)")
  }
}

@Suite("State") @MainActor
struct StateTests {
  @Test func stateSurvivesReEvaluationAndChangesTheText() throws {
    let h = try Harness(CounterView())
    let frame = try #require(h.frame(ofText: "Count 0"))
    h.click(frame.center)
    #expect(h.frame(ofText: "Count 1") != nil)
    h.click(frame.center)
    #expect(h.frame(ofText: "Count 2") != nil)
  }

  @Test func stateIsDroppedWhenTheViewLeavesTheTree() throws {
    let h = try Harness(Toggler())
    h.click(try #require(h.frame(ofText: "Count 0")).center)
    #expect(h.frame(ofText: "Count 1") != nil)
    h.click(try #require(h.frame(ofText: "toggle")).center)
    #expect(h.frame(ofText: "hidden") != nil)
    h.click(try #require(h.frame(ofText: "toggle")).center)
    #expect(h.frame(ofText: "Count 0") != nil)
  }

  @Test func anObservableModelReEvaluatesOnlyTheViewsThatReadWhatChanged() throws {
    let model = Model()
    let titleLog = Counter()
    let otherLog = Counter()
    let h = try Harness(VStack { TitleView(model: model, log: titleLog); OtherView(model: model, log: otherLog) })
    #expect(titleLog.evaluations == 1 && otherLog.evaluations == 1)
    model.title = "second"
    h.settle()
    #expect(h.frame(ofText: "second") != nil)
    #expect(titleLog.evaluations == 2)
    #expect(otherLog.evaluations == 1)
  }

  @Test func nothingIsEvaluatedOrDrawnWhenNothingChanged() throws {
    let h = try Harness(CounterView())
    h.settle()
    let evaluations = h.graph.evaluations
    let presented = h.graph.framesPresented
    let layoutPasses = h.graph.layoutPasses
    #expect(!h.host.frameRequested)
    h.host.step(by: 0.5)
    // A frame the host draws anyway (an expose) and a pointer moving over views without hover
    // handlers change nothing either: no evaluation, no layout pass, no pixels presented.
    h.host.setNeedsFrame()
    h.host.step()
    h.host.send(.pointerMoved(Point(x: 300, y: 250)))
    h.host.step()
    #expect(h.graph.evaluations == evaluations)
    #expect(h.graph.layoutPasses == layoutPasses)
    #expect(h.graph.framesPresented == presented)
  }

  @Test func aStateChangeLaysOutOnceAndPresentsOnce() throws {
    let h = try Harness(CounterView())
    h.settle()
    let layoutPasses = h.graph.layoutPasses
    let presented = h.graph.framesPresented
    h.click(try #require(h.node(Text.self)).frame.center)
    #expect(h.graph.layoutPasses == layoutPasses + 1)
    #expect(h.graph.framesPresented == presented + 1)
  }
}
