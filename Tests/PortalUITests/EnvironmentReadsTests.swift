import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// What the page below is shown with, changed by the tests.
@Observable @MainActor
private final class Settings {
  var reduceMotion = false
  var font = Font.body
}

/// A page of rows under reduced motion and a font set at its root; one view reads the former.
private struct SettingsRoot: View {
  let settings: Settings
  var body: some View { SettingsPage(reduceMotion: settings.reduceMotion, font: settings.font) }
}

private struct MotionLabel: View {
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  // In a frame of its own, so the longer line does not widen the stack around it.
  var body: some View { Text(reduceMotion ? "motion reduced" : "motion full").frame(width: 150, alignment: .leading) }
}

private struct SettingsPage: View {
  let reduceMotion: Bool
  let font: Font
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      MotionLabel()
      ForEach(0..<12) { index in
        HStack {
          Image(systemName: "star.fill")
          Text("Row \(index)")
        }
        .padding(4)
        .background(Color(hex: 0xDCE7FD))
        .foregroundStyle(Color(hex: 0x1C1C1E))
      }
    }
    .frame(width: 280, alignment: .leading)
    .font(font)
    .environment(\.accessibilityReduceMotion, reduceMotion)
  }
}

/// A node evaluates again when an environment value it read changes, and only then: a value
/// changed at the root redraws the views that read it, not the window.
@Suite("Environment reads") @MainActor
struct EnvironmentReadsTests {
  @Test func aValueChangedAtTheRootEvaluatesAndRedrawsOnlyTheViewsThatReadIt() throws {
    let settings = Settings()
    let h = try Harness(size: Size(width: 300, height: 420), SettingsRoot(settings: settings))
    h.settle()
    let label = try #require(h.frame(ofText: "motion full"))
    let evaluationsBefore = h.graph.evaluations
    settings.reduceMotion = true
    h.host.step(by: 1.0 / 120)
    #expect(h.frame(ofText: "motion reduced") != nil)
    // The page, its stack, writers and label, and each row's foreground writer (whose closure
    // makes it a new value), but none of the 60 views inside the rows, which never read it.
    let evaluated = h.graph.evaluations - evaluationsBefore
    #expect(evaluated <= 12 + 12, "\(evaluated) evaluations")
    // Only the label changed: the frame draws its line, not the rows.
    let drawn = h.graph.lastFrame.mainDrawnArea
    #expect(drawn > 0 && drawn <= 300 * (label.height + 2), "\(drawn) pixels drawn")
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aValueTheRowsDrawWithRedrawsThemAll() throws {
    let settings = Settings()
    let h = try Harness(size: Size(width: 300, height: 420), SettingsRoot(settings: settings))
    h.settle()
    let row = try #require(h.frame(ofText: "Row 3"))
    settings.font = .title
    h.host.step(by: 1.0 / 120)
    // Every text and symbol reads the font while it lays out and draws.
    #expect(try #require(h.frame(ofText: "Row 3")).height > row.height)
    #expect(h.graph.lastFrame.mainDrawnArea >= 12 * row.height * row.width)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func theSameForegroundStyleWrittenAgainDrawsNothing() {
    let a = ForegroundStyles(levels: [Color(hex: 0x1C1C1E)])
    let b = ForegroundStyles(levels: [Color(hex: 0x1C1C1E)])
    let c = ForegroundStyles(levels: [Color(hex: 0x1C1C1F)])
    #expect(a == b && a != c)
    var one = EnvironmentValues()
    var two = EnvironmentValues()
    one.foregroundStyles = a
    two.foregroundStyles = b
    #expect(one.keysChanged(from: two).isEmpty, "equal styles in two writes are the same values")
    two.foregroundStyles = c
    #expect(one.keysChanged(from: two).count == 1)
  }
}
