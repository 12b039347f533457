import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Edit mode") @MainActor
struct EditModeTests {
  @Observable final class Model {
    var notes = ["apple", "pear", "plum"]
    var mode = EditMode.inactive
  }

  struct Notes: View {
    let model: Model
    var body: some View {
      VStack(spacing: 0) {
        EditButton()
        List {
          ForEach(model.notes, id: \.self) { Text($0) }
            .onDelete { model.notes.remove(atOffsets: $0) }
          Text("kept").deleteDisabled(true)
        }
      }
      .environment(\.editMode, Binding(get: { model.mode }, set: { model.mode = $0 }))
    }
  }

  private let red = Color.red

  @Test func theEditButtonTurnsEditModeOnAndOff() throws {
    let model = Model()
    let h = try Harness(Notes(model: model))
    try h.clickFirstFrame(onText: "Edit")
    h.settle()
    #expect(model.mode == .active)
    #expect(h.frame(ofText: "Done") != nil)
    try h.clickFirstFrame(onText: "Done")
    h.settle()
    #expect(model.mode == .inactive)
  }

  @Test func inEditModeDeletableRowsShowADeleteControlThatDeletes() throws {
    let model = Model()
    model.mode = .active
    let h = try Harness(Notes(model: model))
    h.settle()
    let pear = try #require(h.frame(ofText: "pear"))
    // The red control sits before the row's text.
    let control = Rect(x: pear.minX - 34, y: pear.midY - 11, width: 22, height: 22)
    #expect(h.count(red, in: control, tolerance: 0.1) > 100)
    let kept = try #require(h.frame(ofText: "kept"))
    #expect(h.count(red, in: Rect(x: 0, y: kept.minY, width: 400, height: kept.height), tolerance: 0.1) == 0)
    h.click(Point(x: control.midX, y: control.midY))
    h.settle()
    #expect(model.notes == ["apple", "plum"])
  }

  @Test func outsideEditModeRowsShowNoControl() throws {
    let h = try Harness(Notes(model: Model()))
    let pear = try #require(h.frame(ofText: "pear"))
    #expect(h.count(red, in: Rect(x: 0, y: pear.minY, width: 400, height: pear.height), tolerance: 0.1) == 0)
  }

  @Test func rowSpacingSeparatesTheRows() throws {
    func gap(_ spacing: CGFloat?) throws -> Double {
      let h = try Harness(
        List {
          Text("one"); Text("two")
        }.listRowSpacing(spacing))
      return try #require(h.frame(ofText: "two")).minY - (try #require(h.frame(ofText: "one"))).minY
    }
    #expect(abs(try gap(12) - gap(nil) - 12) <= 0.5)
  }

  @Test func aSeparatorTintColoursTheLineBelowTheRow() throws {
    let h = try Harness(
      List {
        Text("one").listRowSeparatorTint(red); Text("two"); Text("three")
      })
    let one = try #require(h.frame(ofText: "one"))
    let two = try #require(h.frame(ofText: "two"))
    let three = try #require(h.frame(ofText: "three"))
    #expect(
      h.count(red, in: Rect(x: 0, y: one.maxY, width: 400, height: two.minY - one.maxY), tolerance: 0.05)
        > 100)
    #expect(
      h.count(red, in: Rect(x: 0, y: two.maxY, width: 400, height: three.minY - two.maxY), tolerance: 0.05)
        == 0)
  }

  @Test func theListModifiersKeepTheRows() throws {
    let h = try Harness(
      List {
        Section {
          Text("a").listRowSeparatorTint(.red).moveDisabled(true).listItemTint(.blue)
          Text("b").listItemTint(.fixed(.green)).listItemTint(ListItemTint.monochrome)
        }
      }
      .listSectionSpacing(.compact).listSectionSpacing(24))
    #expect(h.frame(ofText: "a") != nil)
    #expect(h.frame(ofText: "b") != nil)
  }
}
