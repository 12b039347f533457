import Foundation
import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Observable @MainActor
private final class PaneModel {
  var count = 0
  var order = [0, 1]
  var accent = Color(hex: 0x2060D0)
}

/// A large pane of rows and a small counter, all in one body that reads the model: a change of
/// the counter evaluates every row again.
private struct Pane: View {
  let model: PaneModel
  var body: some View {
    ZStack(alignment: .topLeading) {
      RoundedRectangle(cornerRadius: 12).fill(Color(hex: 0xEEF0F4))
      VStack(alignment: .leading, spacing: 6) {
        ForEach(0..<8) { index in
          Text("Row \(index) of the pane").font(.body)
        }
        Text("Count \(model.count)").foregroundStyle(model.accent).padding(.top, 10)
      }
      .padding(12)
    }
    .frame(width: 360, height: 260)
  }
}

/// Two squares on top of each other in the model's order: only the order changes.
private struct Stacked: View {
  let model: PaneModel
  var body: some View {
    ZStack {
      ForEach(model.order, id: \.self) { index in
        (index == 0 ? Color(hex: 0xD03020) : Color(hex: 0x20A040)).frame(width: 80, height: 80)
      }
    }
    .frame(width: 100, height: 100)
  }
}

/// Counts its body's evaluations.
private struct CountedRow: View, Equatable {
  nonisolated(unsafe) static var bodies = 0
  let title: String
  var body: some View {
    Self.bodies += 1
    return Text(title)
  }
}

private struct ListOfCountedRows: View {
  let model: PaneModel
  var body: some View {
    VStack {
      Text("Count \(model.count)")
      ForEach(0..<5) { CountedRow(title: "Row \($0)") }
    }
  }
}

/// A counter above a scroll view of tappable rows: a change of the counter hands the scroll
/// view and every row's tap gesture a new closure.
private struct TappableRows: View {
  let model: PaneModel
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Count \(model.count)")
      ScrollView {
        VStack(alignment: .leading, spacing: 6) {
          ForEach(0..<8) { index in
            Text("Row \(index) of the list").padding(6).background(Color(hex: 0xEEF0F4))
              .onTapGesture { model.count += 1 }
          }
        }
      }
      .frame(height: 220)
    }
    .frame(width: 360, height: 260, alignment: .topLeading)
  }
}

/// A view evaluated again with values equal to the last ones draws nothing again: only what
/// changed is damaged, and the window still equals a fresh draw.
@Suite("Updates that change nothing draw nothing") @MainActor
struct UnchangedUpdateTests {
  @Test func aBodyEvaluatedAgainDamagesOnlyTheViewThatChanged() throws {
    let model = PaneModel()
    let h = try Harness(size: Size(width: 400, height: 300), Pane(model: model))
    model.count = 1
    h.settle()
    // The counter's text, where it was and is: not the pane, its rows or its fill.
    let damage = h.graph.lastDamage
    #expect(damage.height < 40)
    #expect(damage.width * damage.height < 360 * 260 / 8)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aChangedEnvironmentValueDrawsTheViewsThatReadIt() throws {
    let model = PaneModel()
    let h = try Harness(size: Size(width: 400, height: 300), Pane(model: model))
    let before = h.graph.framesPresented
    model.accent = Color(hex: 0xC02080)
    h.settle()
    // The text's value is the same; only its foreground style changed.
    #expect(h.graph.framesPresented > before)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func childrenThatOnlyChangeOrderAreDrawnInTheirNewOrder() throws {
    let model = PaneModel()
    let h = try Harness(size: Size(width: 100, height: 100), Stacked(model: model))
    let centre = (x: 50, y: 50)
    #expect(h.host.main.bitmap.pixel(x: centre.x, y: centre.y).isClose(to: Color(hex: 0x20A040), 0.01))
    model.order = [1, 0]
    h.settle()
    #expect(h.host.main.bitmap.pixel(x: centre.x, y: centre.y).isClose(to: Color(hex: 0xD03020), 0.01))
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aScrollViewAndTapGesturesHandedNewClosuresDrawNothingAgain() throws {
    let model = PaneModel()
    let h = try Harness(size: Size(width: 400, height: 300), TappableRows(model: model))
    model.count = 1
    h.settle()
    // The counter's text only: the scroll view's indicators and the rows' focus rings are
    // what they were.
    let damage = h.graph.lastDamage
    #expect(damage.height < 40, "\(damage)")
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func anEquatableViewHandedEqualValuesIsNotEvaluatedAgain() throws {
    let model = PaneModel()
    let h = try Harness(ListOfCountedRows(model: model))
    let bodies = CountedRow.bodies
    let skipped = h.graph.evaluationsSkipped
    model.count = 1
    h.settle()
    #expect(CountedRow.bodies == bodies)
    #expect(h.graph.evaluationsSkipped >= skipped + 5)
    #expect(h.node(Text.self) { $0.content == "Count 1" } != nil)
  }
}
