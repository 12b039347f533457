import PortalGraphics
import Testing

@testable import PortalUI

/// What the views under test saw and can be asked to do.
@MainActor
private final class Probe {
  var focused: Int?
  var isOn = false
  var opened: [Int] = []
  var setFocus: (Int?) -> Void = { _ in }
  var setOn: (Bool) -> Void = { _ in }
}

/// Four tiles tied to one focus state by their number, and a button tied to none.
private struct Tiles: View {
  let probe: Probe
  @FocusState private var focused: Int?

  var body: some View {
    probe.focused = focused
    probe.setFocus = { focused = $0 }
    return VStack(spacing: 8) {
      ForEach(0..<4) { index in
        Text("Tile \(index)").frame(width: 120, height: 30)
          .onTapGesture { probe.opened.append(index) }
          .focused($focused, equals: index)
      }
      Button("Elsewhere") {}
    }
    .padding(20)
  }
}

/// A switch row tied to a Boolean focus state.
private struct Toggle: View {
  let probe: Probe
  @FocusState private var isOn: Bool

  var body: some View {
    probe.isOn = isOn
    probe.setOn = { isOn = $0 }
    return VStack(spacing: 8) {
      Button("First") {}
      Text("Switch").frame(width: 120, height: 30).onTapGesture {}.focused($isOn)
    }
  }
}

/// A hundred rows in a lazy stack; only the first few are built.
private struct LongList: View {
  let probe: Probe
  @FocusState private var focused: Int?

  var body: some View {
    probe.focused = focused
    probe.setFocus = { focused = $0 }
    return ScrollViewReader { proxy in
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(0..<100) { index in
            Text("Row \(index)").frame(height: 40).onTapGesture {}.focused($focused, equals: index).id(index)
          }
        }
      }
      .onAppear { probe.setFocus = { row in proxy.scrollTo(row ?? 0); focused = row } }
    }
  }
}

/// `@FocusState` and `.focused`: one keyboard focus, read and moved by the program.
@Suite("FocusState") @MainActor
struct FocusStateTests {
  private func key(_ h: Harness, _ key: Key, shift: Bool = false) {
    h.host.send(.keyPressed(key, modifiers: shift ? [.shift] : []))
    h.settle()
  }

  /// The text inside the focused view.
  private func focusedText(_ h: Harness) -> String? {
    var text: String?
    h.graph.input.focusedNode?.forEachDescendant { node in
      if text == nil, let label = node.view as? Text { text = label.string }
    }
    return text
  }

  @Test func tabbingOntoATiedViewSetsTheStateAndOffItClearsIt() throws {
    let probe = Probe()
    let h = try Harness(size: Size(width: 300, height: 260), Tiles(probe: probe))
    key(h, .tab)
    #expect(probe.focused == 0)
    key(h, .tab)
    #expect(probe.focused == 1)
    for _ in 0..<3 { key(h, .tab) }
    #expect(focusedText(h) == "Elsewhere")
    #expect(probe.focused == nil)
  }

  @Test func settingTheStateMovesFocusAndItsRing() throws {
    let probe = Probe()
    let h = try Harness(size: Size(width: 300, height: 260), Tiles(probe: probe))
    probe.setFocus(2)
    h.settle()
    #expect(focusedText(h) == "Tile 2")
    #expect(probe.focused == 2)
    // The ring is drawn around the tile now focused: accent-coloured pixels just outside it.
    let tile = try #require(h.frame(ofBoxWithText: "Tile 2"))
    let ring = h.host.main.bitmap.pixel(x: Int(tile.minX) - 3, y: Int(tile.midY))
    #expect(ring.isClose(to: Color.accentColor.resolved(dark: false), 0.15), "\(ring)")
    // Enter activates what the program focused, as if Tab had reached it.
    key(h, .enter)
    #expect(probe.opened == [2])
    probe.setFocus(nil)
    h.settle()
    #expect(h.graph.input.focusedNode == nil)
    let gone = h.host.main.bitmap.pixel(x: Int(tile.minX) - 3, y: Int(tile.midY))
    #expect(!gone.isClose(to: Color.accentColor.resolved(dark: false), 0.15))
  }

  @Test func aBooleanStateIsTrueWhileItsViewHasFocus() throws {
    let probe = Probe()
    let h = try Harness(size: Size(width: 300, height: 160), Toggle(probe: probe))
    key(h, .tab)
    #expect(focusedText(h) == "First")
    #expect(!probe.isOn)
    key(h, .tab)
    #expect(probe.isOn)
    probe.setOn(false)
    h.settle()
    #expect(h.graph.input.focusedNode == nil)
    #expect(!probe.isOn)
    probe.setOn(true)
    h.settle()
    #expect(focusedText(h) == "Switch")
  }

  @Test func focusAskedForARowNotYetBuiltLandsOnceItIsScrolledTo() throws {
    let probe = Probe()
    let h = try Harness(size: Size(width: 300, height: 200), LongList(probe: probe))
    #expect(h.node(Text.self) { $0.string == "Row 60" } == nil)
    probe.setFocus(60)
    h.settle()
    #expect(focusedText(h) == "Row 60")
    #expect(probe.focused == 60)
  }
}
