import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Gauge") @MainActor
struct GaugeTests {
  func linear(_ value: Double, dark: Bool) throws -> Harness {
    try Harness(
      atOrigin {
        Gauge(value: value, in: 0...100) {
          Text("Fuel")
        } currentValueLabel: {
          Text("\(Int(value))")
        } minimumValueLabel: {
          Text("E")
        } maximumValueLabel: {
          Text("F")
        }
        .frame(width: 300)
        .padding(10)
        .background(Color(.systemBackground))
        .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  @Test func aLinearGaugeFillsItsBarWithTheTintUpToTheValueInLightAndDark() throws {
    for dark in [false, true] {
      let h = try linear(25, dark: dark)
      let empty = try #require(h.frame(ofText: "E"))
      let full = try #require(h.frame(ofText: "F"))
      let barStart = empty.maxX + 6
      let barEnd = full.minX - 6
      let y = empty.midY
      let tint = Color.accentColor.resolved(dark: dark)
      let track = GaugeColors.track.resolved(dark: dark)
      #expect(h.pixel(barStart + (barEnd - barStart) * 0.12, y).isClose(to: tint, 0.05))
      #expect(h.pixel(barStart + (barEnd - barStart) * 0.6, y).isClose(to: track, 0.05))
    }
  }

  @Test func itShowsItsLabels() throws {
    let h = try linear(60, dark: false)
    for text in ["Fuel", "60", "E", "F"] { #expect(h.frame(ofText: text) != nil) }
  }

  @Test func aValueOutsideTheRangeIsKeptWithinIt() throws {
    let gauge = Gauge(value: 150.0, in: 0...100) { Text("x") }
    #expect(gauge.fraction == 1)
    let low = Gauge(value: -3.0, in: 0...100) { Text("x") }
    #expect(low.fraction == 0)
  }

  @Test func aCircularGaugeDrawsARingWithTheValueInsideInLightAndDark() throws {
    for dark in [false, true] {
      let h = try Harness(
        atOrigin {
          Gauge(value: 0.5) { Text("CPU") } currentValueLabel: { Text("50") }
            .gaugeStyle(.accessoryCircularCapacity)
            .padding(10)
            .background(Color(.systemBackground))
            .environment(\.colorScheme, dark ? .dark : .light)
        })
      let value = try #require(h.frame(ofText: "50"))
      let tint = Color.accentColor.resolved(dark: dark)
      let track = GaugeColors.track.resolved(dark: dark)
      // Filled from the top clockwise: the right half is the tint, the left half the track.
      // The ring's radius is 26 points (58 wide, inset 3).
      #expect(h.pixel(value.midX + 26, value.midY).isClose(to: tint, 0.08))
      #expect(h.pixel(value.midX - 26, value.midY).isClose(to: track, 0.08))
    }
  }

  @Test func everyStyleCompiles() throws {
    _ = try Harness(
      atOrigin {
        VStack {
          Gauge(value: 0.3) { Text("a") }.gaugeStyle(.linearCapacity)
          Gauge(value: 0.3) { Text("b") }.gaugeStyle(.accessoryLinear)
          Gauge(value: 0.3) { Text("c") }.gaugeStyle(.accessoryLinearCapacity)
          Gauge(value: 0.3) { Text("d") }.gaugeStyle(.accessoryCircular)
          Gauge(value: 0.3) { Text("e") }.gaugeStyle(.automatic)
        }
      })
  }
}

@Suite("Control group") @MainActor
struct ControlGroupTests {
  @Test func itsButtonsSitSideBySideAndEachTakesItsClicks() throws {
    var taps: [String] = []
    let h = try Harness(
      atOrigin {
        ControlGroup {
          Button("Less") { taps.append("less") }
          Button("More") { taps.append("more") }
        }
      })
    let less = try #require(h.frame(ofText: "Less"))
    let more = try #require(h.frame(ofText: "More"))
    #expect(abs(less.midY - more.midY) < 1)
    #expect(more.minX > less.maxX)
    h.click(more.center)
    h.click(less.center)
    #expect(taps == ["more", "less"])
  }

  @Test func itsBackgroundIsTheControlFillInLightAndDark() throws {
    for dark in [false, true] {
      let h = try Harness(
        atOrigin {
          ControlGroup {
            Button("Less") {}
            Button("More") {}
          }
          .padding(10)
          .background(Color(.systemBackground))
          .environment(\.colorScheme, dark ? .dark : .light)
        })
      let less = try #require(h.frame(ofText: "Less"))
      #expect(h.pixel(less.minX - 6, less.midY).isClose(to: ControlColors.fill.resolved(dark: dark), 0.03))
    }
  }

  @Test func asAMenuItOpensItsControlsFromItsLabel() throws {
    var taps: [String] = []
    let h = try Harness(
      atOrigin {
        ControlGroup("Size") {
          Button("Bigger") { taps.append("bigger") }
        }
        .controlGroupStyle(.menu)
      })
    #expect(h.anyFrame(ofText: "Bigger") == nil)
    h.click(try #require(h.anyFrame(ofText: "Size")).center)
    h.click(try #require(h.anyFrame(ofText: "Bigger")).center)
    #expect(taps == ["bigger"])
  }
}
