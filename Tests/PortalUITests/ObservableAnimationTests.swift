import Observation
import PortalGraphics
import Testing

@testable import PortalUI

@Observable
@MainActor
private final class Bar {
  var wide = false
}

private struct BarView: View {
  let bar: Bar
  var body: some View { Color.teal.frame(width: bar.wide ? 300 : 100, height: 20) }
}

@Suite("Observable models and animation") @MainActor
struct ObservableAnimationTests {
  @Test func aModelChangedInsideWithAnimationAnimatesWhatItChanges() throws {
    let bar = Bar()
    let h = try Harness(BarView(bar: bar))
    let box = try #require(h.node(Color.self) { $0 == .teal })
    withAnimation(.linear(duration: 1)) { bar.wide = true }
    h.host.step(by: 0)
    h.host.step(by: 0.5)
    #expect(abs(box.frame.width - 200) < 4)
    h.settle()
    #expect(box.frame.width == 300)
  }

  @Test func aModelChangedOutsideWithAnimationJumps() throws {
    let bar = Bar()
    let h = try Harness(BarView(bar: bar))
    bar.wide = true
    h.host.step(by: 0)
    #expect(try #require(h.node(Color.self) { $0 == .teal }).frame.width == 300)
  }
}
