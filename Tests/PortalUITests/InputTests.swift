import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@MainActor
final class Log {
  var entries: [String] = []
}

private struct KeyA: EnvironmentKey { static let defaultValue = "default" }
extension EnvironmentValues {
  fileprivate var label: String {
    get { self[KeyA.self] }
    set { self[KeyA.self] = newValue }
  }
}

private struct LabelReader: View {
  @Environment(\.label) var label
  var body: some View { Text(label) }
}

private struct Appearing: View {
  let log: Log
  @State var show = true
  var body: some View {
    VStack {
      if show { Color.red.frame(width: 20, height: 20).onAppear { log.entries.append("appear") }.onDisappear { log.entries.append("disappear") } }
      Text("switch").onTapGesture { show.toggle() }
    }
  }
}

private struct Changing: View {
  let log: Log
  @State var value = 0
  var body: some View {
    Text("value \(value)").onTapGesture { value += 1 }.onChange(of: value) { old, new in log.entries.append("\(old)->\(new)") }
  }
}

@Suite("Input and lifecycle") @MainActor
struct InputTests {
  @Test func aClickGoesToTheFrontmostViewUnderThePointer() throws {
    let log = Log()
    let h = try Harness(
      ZStack {
        Color.red.onTapGesture { log.entries.append("back") }
        Color.blue.frame(width: 100, height: 100).onTapGesture { log.entries.append("front") }
      })
    h.click(Point(x: 200, y: 150))
    h.click(Point(x: 10, y: 10))
    #expect(log.entries == ["front", "back"])
  }

  @Test func aPressReleasedElsewhereIsNotATap() throws {
    let log = Log()
    let h = try Harness(
      HStack(spacing: 0) {
        Color.red.frame(width: 100, height: 100).onTapGesture { log.entries.append("red") }
        Color.blue.frame(width: 100, height: 100).onTapGesture { log.entries.append("blue") }
      })
    h.host.send(.pointerPressed(Point(x: 150, y: 150), button: .primary))
    h.host.send(.pointerReleased(Point(x: 250, y: 150), button: .primary))
    h.settle()
    #expect(log.entries.isEmpty)
  }

  @Test func tabMovesFocusInTreeOrderAndEnterActivates() throws {
    let log = Log()
    let h = try Harness(
      VStack {
        Text("one").onTapGesture { log.entries.append("one") }
        Text("two").onTapGesture { log.entries.append("two") }
        Text("three").onTapGesture { log.entries.append("three") }
      })
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.host.send(.keyPressed(.tab, modifiers: [.shift]))
    h.host.send(.keyPressed(.tab, modifiers: [.shift]))
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    #expect(log.entries == ["two", "three"])
  }

  @Test func hoverReportsEnteringAndLeaving() throws {
    let log = Log()
    let h = try Harness(centered: true, Color.red.frame(width: 100, height: 100).onHover { log.entries.append($0 ? "in" : "out") })
    h.host.send(.pointerMoved(Point(x: 200, y: 150)))
    h.host.send(.pointerMoved(Point(x: 210, y: 150)))
    h.host.send(.pointerMoved(Point(x: 5, y: 5)))
    #expect(log.entries == ["in", "out"])
  }

  @Test func hoverFollowsContentScrollingUnderAStillPointer() throws {
    let log = Log()
    let h = try Harness(
      size: Size(width: 200, height: 200),
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<20) { index in
            Color.blue.frame(height: 40).onHover { if $0 { log.entries.append("row \(index)") } }
          }
        }
      })
    h.host.send(.pointerMoved(Point(x: 100, y: 20)))
    #expect(log.entries == ["row 0"])
    // Two rows scroll up under the pointer, which does not move.
    h.scroll(at: Point(x: 100, y: 20), dy: 80)
    #expect(log.entries.last == "row 2")
  }

  @Test func theGraphCountsTheViewsThatReactToHover() throws {
    let h = try Harness(Toggle(shown: true))
    #expect(h.graph.input.hoverHandlerCount == 2)
    h.click(try #require(h.frame(ofText: "switch")).center)
    #expect(h.graph.input.hoverHandlerCount == 0)
    h.click(try #require(h.frame(ofText: "switch")).center)
    #expect(h.graph.input.hoverHandlerCount == 2)
  }

  @Test func appearAndDisappearRunWhenAViewEntersAndLeavesTheTree() throws {
    let log = Log()
    let h = try Harness(Appearing(log: log))
    #expect(log.entries == ["appear"])
    h.click(try #require(h.frame(ofText: "switch")).center)
    #expect(log.entries == ["appear", "disappear"])
  }

  @Test func onChangeReportsOldAndNewValues() throws {
    let log = Log()
    let h = try Harness(Changing(log: log))
    h.click(try #require(h.frame(ofText: "value 0")).center)
    h.click(try #require(h.frame(ofText: "value 1")).center)
    #expect(log.entries == ["0->1", "1->2"])
  }

  @Test func customEnvironmentValuesFlowDownToTheSubtreeOnly() throws {
    let h = try Harness(
      VStack {
        LabelReader().environment(\.label, "custom")
        LabelReader()
      })
    #expect(h.frame(ofText: "custom") != nil)
    #expect(h.frame(ofText: "default") != nil)
  }

  @Test func onlyTheChangedAreaIsRedrawn() throws {
    let h = try Harness(
      VStack(spacing: 40) {
        Changing(log: Log())
        Color.blue.frame(width: 300, height: 100)
      })
    let text = try #require(h.frame(ofText: "value 0"))
    h.click(text.center)
    let damage = h.graph.lastDamage
    #expect(damage.intersects(text))
    #expect(damage.height < 60)
    #expect(damage.maxY < 200)
  }
}

/// Two hover handlers that come and go with a switch.
private struct Toggle: View {
  @State var shown: Bool
  var body: some View {
    VStack {
      if shown {
        Color.red.frame(width: 40, height: 40).onHover { _ in }
        Color.blue.frame(width: 40, height: 40).onHover { _ in }
      }
      Text("switch").onTapGesture { shown.toggle() }
    }
  }
}
