import PortalGraphics
import Testing

@testable import PortalUI

private struct SumKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

@MainActor
private final class ValueLog {
  var values: [Int] = []
}

private struct Summed: View {
  @State private var total = 0
  var body: some View {
    VStack {
      Text("total \(total)")
      Text("a").preference(key: SumKey.self, value: 1)
      Text("b").preference(key: SumKey.self, value: 2)
      VStack { Text("c").preference(key: SumKey.self, value: 4) }
    }
    .onPreferenceChange(SumKey.self) { total = $0 }
  }
}

/// Publishes half its tap count (rounded down), so only every second tap changes the value.
private struct HalfTaps: View {
  let log: ValueLog
  @State private var taps = 0
  var body: some View {
    Text("taps \(taps)")
      .onTapGesture { taps += 1 }
      .preference(key: SumKey.self, value: taps / 2)
      .onPreferenceChange(SumKey.self) { log.values.append($0) }
  }
}

@Suite("Preferences") @MainActor
struct PreferenceTests {
  @Test func siblingValuesAreReducedAndStateSetFromTheHandlerShowsInTheSameFrame() throws {
    let h = try Harness(Summed())
    #expect(h.host.framesDrawn == 1)
    #expect(h.graph.framesPresented == 1)
    #expect(h.frame(ofText: "total 7") != nil)
  }

  @Test func anOuterPreferenceReplacesTheContentsAndATransformChangesIt() throws {
    let log = ValueLog()
    _ = try Harness(
      VStack {
        VStack {
          Text("a").preference(key: SumKey.self, value: 1)
          Text("b").preference(key: SumKey.self, value: 2)
        }
        .transformPreference(SumKey.self) { $0 *= 10 }
        Text("c").preference(key: SumKey.self, value: 5).preference(key: SumKey.self, value: 100)
      }
      .onPreferenceChange(SumKey.self) { log.values.append($0) })
    #expect(log.values == [130])
  }

  @Test func theHandlerRunsOnlyWhenTheValueChanges() throws {
    let log = ValueLog()
    let h = try Harness(HalfTaps(log: log))
    #expect(log.values == [0])
    let button = try #require(h.frame(ofText: "taps 0"))
    h.click(button.center)
    #expect(h.frame(ofText: "taps 1") != nil)
    #expect(log.values == [0])
    h.click(button.center)
    #expect(log.values == [0, 1])
  }
}
