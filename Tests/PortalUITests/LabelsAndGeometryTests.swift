import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Hidden labels and geometry changes") @MainActor
struct LabelsAndGeometryTests {
  @Test func hiddenLabelsLeaveOnlyTheControls() throws {
    let on = Binding.constant(true)
    let value = Binding.constant(3)
    let h = try Harness(
      atOrigin {
        VStack {
          Toggle("Wi-Fi", isOn: on)
          Stepper("Count", value: value)
          Picker("Flavour", selection: value) { Text("Three").tag(3) }
        }
        .labelsHidden()
        .frame(width: 300)
      })
    #expect(h.frame(ofText: "Wi-Fi") == nil)
    #expect(h.frame(ofText: "Count") == nil)
    #expect(h.frame(ofText: "Flavour") == nil)
    #expect(h.frame(ofText: "Three") != nil)
  }

  @Test func labelsShowWithoutTheModifier() throws {
    let h = try Harness(atOrigin { Toggle("Wi-Fi", isOn: .constant(true)).frame(width: 300) })
    #expect(h.frame(ofText: "Wi-Fi") != nil)
  }

  @Observable final class Model {
    var width = 120.0
    var reported: [Double] = []
    var changes: [String] = []
  }

  struct Measured: View {
    let model: Model
    var body: some View {
      Color.red.frame(width: model.width, height: 20)
        .onGeometryChange(for: Double.self) {
          $0.size.width
        } action: {
          model.reported.append($0)
        }
        .onGeometryChange(for: Double.self, of: { $0.size.width }) { old, new in
          model.changes.append("\(old)→\(new)")
        }
    }
  }

  @Test func geometryChangesReportTheFirstValueAndEachChange() throws {
    let model = Model()
    let h = try Harness(atOrigin { Measured(model: model) })
    h.settle()
    #expect(model.reported == [120])
    #expect(model.changes.isEmpty)
    model.width = 200
    h.settle()
    #expect(model.reported == [120, 200])
    #expect(model.changes == ["120.0→200.0"])
  }
}
