import PortalGraphics
import PortalHost
import Observation
import Testing

@testable import PortalUI

@Suite("Toggle") @MainActor
struct ToggleTests {
  /// A toggle bound to a state the test can read, in a 300-point-wide row.
  @Observable final class Box { var isOn = false }

  func harness(_ box: Box, dark: Bool = false, style: some ToggleStyle = .switch, disabled: Bool = false)
    throws -> Harness
  {
    let binding = Binding(get: { box.isOn }, set: { box.isOn = $0 })
    return try Harness(
      atOrigin {
        Toggle("Wi-Fi", isOn: binding)
          .toggleStyle(style)
          .disabled(disabled)
          .frame(width: 300)
          .padding(10)
          .background(Color(.systemBackground))
          .environment(\.colorScheme, dark ? .dark : .light)
      })
  }

  /// The switch's track: the trailing 48 × 28 points of the 300-point row.
  func trackCentre(_ h: Harness) throws -> Point {
    let label = try #require(h.frame(ofText: "Wi-Fi"))
    return Point(x: 10 + 300 - 24, y: label.midY)
  }

  @Test func clickingTheSwitchTurnsItOn() throws {
    let box = Box()
    let h = try harness(box)
    h.click(try trackCentre(h))
    #expect(box.isOn)
  }

  @Test func clickingTheLabelTurnsItOnAndAgainOff() throws {
    let box = Box()
    let h = try harness(box)
    let label = try #require(h.frame(ofText: "Wi-Fi"))
    h.click(label.center)
    #expect(box.isOn)
    h.click(label.center)
    #expect(!box.isOn)
  }

  @Test func spaceAndEnterFlipTheFocusedToggle() throws {
    let box = Box()
    let h = try harness(box)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.host.send(.keyPressed(.space, modifiers: []))
    h.settle()
    #expect(box.isOn)
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    #expect(!box.isOn)
  }

  @Test func theFocusedSwitchHasARingAroundItsTrack() throws {
    let box = Box()
    let h = try harness(box)
    let centre = try trackCentre(h)
    // Just outside the track's trailing end, where the ring runs.
    let ringPoint = Point(x: centre.x + 24 + 3, y: centre.y)
    let before = h.pixel(ringPoint.x, ringPoint.y)
    h.host.send(.keyPressed(.tab, modifiers: []))
    h.settle()
    #expect(h.pixel(ringPoint.x, ringPoint.y).isClose(to: .accentColor, 0.15))
    #expect(!before.isClose(to: .accentColor, 0.15))
  }

  @Test func theTrackIsTheTintWhenOnAndGreyWhenOffInLight() throws {
    let box = Box()
    let h = try harness(box)
    let centre = try trackCentre(h)
    // Between the knob's resting places: the track shows there either way.
    let probe = Point(x: centre.x, y: centre.y - 11)
    #expect(h.pixel(probe.x, probe.y).isClose(to: Color(hex: 0xE1E1E6), 0.03))
    h.click(centre)
    #expect(h.pixel(probe.x, probe.y).isClose(to: .accentColor, 0.03))
  }

  @Test func theTrackIsTheTintWhenOnAndDarkGreyWhenOffInDark() throws {
    let box = Box()
    let h = try harness(box, dark: true)
    let centre = try trackCentre(h)
    let probe = Point(x: centre.x, y: centre.y - 11)
    #expect(h.pixel(probe.x, probe.y).isClose(to: Color(hex: 0x39393D), 0.03))
    h.click(centre)
    #expect(h.pixel(probe.x, probe.y).isClose(to: Color.accentColor.resolved(dark: true), 0.03))
  }

  @Test func theKnobSlidesToTheTrailingEndWhenOn() throws {
    let box = Box()
    let h = try harness(box)
    let centre = try trackCentre(h)
    let trailingKnob = Point(x: centre.x + 12, y: centre.y)
    #expect(!h.pixel(trailingKnob.x, trailingKnob.y).isClose(to: .white, 0.02))
    h.click(centre)
    #expect(h.pixel(trailingKnob.x, trailingKnob.y).isClose(to: .white, 0.02))
  }

  @Test func theSwitchTakesTheTint() throws {
    let box = Box()
    box.isOn = true
    let binding = Binding(get: { box.isOn }, set: { box.isOn = $0 })
    let h = try Harness(atOrigin { Toggle("On", isOn: binding).frame(width: 200).tint(.green) })
    let label = try #require(h.frame(ofText: "On"))
    #expect(h.pixel(200 - 24, label.midY - 11).isClose(to: .green, 0.03))
  }

  @Test func aDisabledToggleIgnoresClicksAndIsDimmed() throws {
    let box = Box()
    box.isOn = true
    let h = try harness(box, disabled: true)
    let centre = try trackCentre(h)
    h.click(centre)
    #expect(box.isOn)
    #expect(!h.pixel(centre.x, centre.y - 11).isClose(to: .accentColor, 0.05))
  }

  @Test func aCheckboxIsFilledWithTheTintAndCheckedWhenOn() throws {
    let box = Box()
    let h = try harness(box, style: .checkbox)
    let label = try #require(h.frame(ofText: "Wi-Fi"))
    // The box is the 18 points before the label.
    let boxRect = Rect(x: label.minX - 8 - 18, y: label.midY - 9, width: 18, height: 18)
    #expect(h.count(.accentColor, in: boxRect) == 0)
    h.click(label.center)
    #expect(box.isOn)
    #expect(h.count(.accentColor, in: boxRect) > 100)
    #expect(h.count(.white, in: boxRect, tolerance: 0.1) > 5)
  }

  @Test func aCheckboxInDarkIsDarkWhenOff() throws {
    let box = Box()
    let h = try harness(box, dark: true, style: .checkbox)
    let label = try #require(h.frame(ofText: "Wi-Fi"))
    #expect(h.pixel(label.minX - 8 - 9, label.midY).isClose(to: Color(hex: 0x2C2C2E), 0.03))
  }

  @Test func aButtonToggleFillsWithTheTintWhenOn() throws {
    let box = Box()
    let h = try harness(box, style: .button)
    let label = try #require(h.frame(ofText: "Wi-Fi"))
    let inside = Point(x: label.minX - 6, y: label.midY)
    #expect(!h.pixel(inside.x, inside.y).isClose(to: .accentColor, 0.03))
    h.click(label.center)
    #expect(box.isOn)
    #expect(h.pixel(inside.x, inside.y).isClose(to: .accentColor, 0.03))
  }

  struct StarStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
      HStack {
        configuration.label
        Text(configuration.isOn ? "starred" : "plain").onTapGesture { configuration.isOn.toggle() }
      }
    }
  }

  @Test func aCustomStyleBuildsTheToggleAndFlipsItsBinding() throws {
    let box = Box()
    let h = try harness(box, style: StarStyle())
    h.click(try #require(h.frame(ofText: "plain")).center)
    #expect(box.isOn)
    #expect(h.frame(ofText: "starred") != nil)
  }

  @Test func aToggleWithAViewLabelShowsIt() throws {
    let h = try Harness(
      atOrigin { Toggle(isOn: .constant(true)) { VStack { Text("Notify"); Text("On new mail") } }.frame(width: 200) })
    #expect(h.frame(ofText: "On new mail") != nil)
  }

  @Test func anAnimatedBindingAnimatesTheChange() throws {
    let box = Box()
    let binding = Binding(get: { box.isOn }, set: { box.isOn = $0 })
    let h = try Harness(
      atOrigin {
        Flipless(isOn: binding.animation(.linear(duration: 1)))
      })
    _ = h
    // Writing through the binding runs in its transaction.
    var seen: Animation?
    let probe = Binding<Bool>(get: { false }, set: { _ in seen = Transaction.current.animation })
    probe.animation(.linear(duration: 1)).wrappedValue = true
    #expect(seen != nil)
    #expect(Transaction.current.animation == nil)
  }
}

/// A toggle whose binding the test hands in.
private struct Flipless: View {
  let isOn: Binding<Bool>
  var body: some View { Toggle("x", isOn: isOn) }
}
