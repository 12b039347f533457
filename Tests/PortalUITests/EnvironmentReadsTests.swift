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

/// A sidebar whose rows show which scene is chosen, beside the scene, under a root that reads
/// the choice. The sidebar's body reads the choice only inside its `ForEach`'s content, which
/// runs after the body returned, as the stack lists its children.
@Observable @MainActor
private final class Chooser {
  var chosen = 0
}

private struct ChooserRow: View {
  let index: Int
  let selected: Bool
  let action: () -> Void
  var body: some View {
    HStack {
      Image(systemName: "star.fill").foregroundStyle(selected ? Color.white : Color.blue)
      Text("Scene \(index)").font(.system(size: 14, weight: selected ? .semibold : .regular))
        .foregroundStyle(selected ? Color.white : Color.primary)
    }
    .padding(6)
    .background(RoundedRectangle(cornerRadius: 6).fill(selected ? Color.blue : Color.clear))
    .onTapGesture(perform: action)
  }
}

private struct ChooserSidebar: View {
  let chooser: Chooser
  var body: some View {
    VStack(alignment: .leading) {
      ForEach(0..<3) { index in
        ChooserRow(index: index, selected: chooser.chosen == index) { chooser.chosen = index }
      }
    }
  }
}

private struct ChooserRoot: View {
  let chooser: Chooser
  var body: some View {
    HStack {
      ChooserSidebar(chooser: chooser)
      Text("Showing \(chooser.chosen)")
    }
  }
}

extension EnvironmentReadsTests {
  @Test func aRowChosenAnewShowsItWhereOnlyAForEachsContentReadsTheChoice() throws {
    let chooser = Chooser()
    let h = try Harness(size: Size(width: 300, height: 200), ChooserRoot(chooser: chooser))
    h.settle()
    let row = try #require(h.frame(ofText: "Scene 1")).center
    h.click(row)
    #expect(chooser.chosen == 1)
    #expect(h.frame(ofText: "Showing 1") != nil)
    let selected = h.nodes(ChooserRow.self).compactMap { ($0.view as? ChooserRow).map { ($0.index, $0.selected) } }
    #expect(selected.sorted { $0.0 < $1.0 }.map(\.1) == [false, true, false], "the rows show the new choice")
    #expect(try h.differenceFromFreshDraw().count == 0)
  }
}
