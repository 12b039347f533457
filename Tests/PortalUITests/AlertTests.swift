import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// What the alerts in these tests did.
@MainActor
private final class AlertLog {
  var ran: [String] = []
  var belowTaps = 0
}

/// A page with "ask" presenting an alert of a destructive Delete and a Cancel button.
private struct DeletePage: View {
  let log: AlertLog
  @State var asking = false
  var body: some View {
    VStack(spacing: 12) {
      Text("ask").onTapGesture { asking = true }
      Text("below").onTapGesture { log.belowTaps += 1 }
      Text(asking ? "asking" : "idle")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .background(Color.white)
    .alert("Delete photo?", isPresented: $asking) {
      Button("Delete", role: .destructive) { log.ran.append("Delete") }
      Button("Cancel", role: .cancel) { log.ran.append("Cancel") }
    } message: {
      Text("It is removed from every album.")
    }
  }
}

/// A page whose alert has a plain Save button and a Cancel button.
private struct SavePage: View {
  let log: AlertLog
  @State var asking = true
  var body: some View {
    Color.white.frame(maxWidth: .infinity, maxHeight: .infinity)
      .alert("Save changes?", isPresented: $asking) {
        Button("Cancel", role: .cancel) { log.ran.append("Cancel") }
        Button("Save") { log.ran.append("Save") }
      }
  }
}

/// A page whose alert's actions builder is empty.
private struct AcknowledgePage: View {
  @State var asking = true
  var body: some View {
    VStack { Text(asking ? "asking" : "idle") }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .alert("Saved", isPresented: $asking) {}
  }
}

private struct Failure: Identifiable {
  let id: Int
  let title: String
}

/// A page presenting the older `Alert` value for an item.
private struct ItemAlertPage: View {
  let log: AlertLog
  @State var failure: Failure? = Failure(id: 1, title: "Upload failed")
  var body: some View {
    VStack { Text(failure == nil ? "none" : "failing") }
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .alert(item: $failure) { failure in
        Alert(
          title: Text(failure.title), message: Text("Try again later."),
          primaryButton: .destructive(Text("Discard")) { log.ran.append("Discard") },
          secondaryButton: .cancel())
      }
  }
}

/// A page with a confirmation dialog of three choices.
private struct ChoicePage: View {
  let log: AlertLog
  @State var choosing = true
  var body: some View {
    Color.white.frame(maxWidth: .infinity, maxHeight: .infinity)
      .confirmationDialog("Background", isPresented: $choosing, titleVisibility: .visible) {
        Button("Red") { log.ran.append("Red") }
        Button("Green") { log.ran.append("Green") }
        Button("Blue") { log.ran.append("Blue") }
      }
  }
}

/// A page presenting an alert about data.
private struct PresentingDataPage: View {
  let log: AlertLog
  @State var asking = true
  let data: String?
  var body: some View {
    Color.white.frame(maxWidth: .infinity, maxHeight: .infinity)
      .alert("Rename", isPresented: $asking, presenting: data) { name in
        Button("Rename \(name)") { log.ran.append(name) }
      }
  }
}

/// A page presenting the older `ActionSheet` value.
private struct ActionSheetPage: View {
  let log: AlertLog
  @State var choosing = true
  var body: some View {
    Color.white.frame(maxWidth: .infinity, maxHeight: .infinity)
      .actionSheet(isPresented: $choosing) {
        ActionSheet(
          title: Text("Sort by"),
          buttons: [.cancel(), .default(Text("Name")) { log.ran.append("Name") }, .default(Text("Date"))])
      }
  }
}

@Suite("Alerts and confirmation dialogs") @MainActor
struct AlertTests {
  static let size = Size(width: 640, height: 480)

  private func open(_ h: Harness) throws {
    h.click(try #require(h.frame(ofText: "ask")).center)
  }

  private func key(_ h: Harness, _ key: Key) {
    h.host.send(.keyPressed(key, modifiers: []))
    h.settle()
  }

  @Test func anAlertShowsItsTitleMessageAndButtonsCentredInTheWindow() throws {
    let h = try Harness(size: Self.size, centered: true, DeletePage(log: AlertLog()))
    #expect(h.frame(ofText: "Delete photo?") == nil)
    try open(h)
    let dialog = try #require(h.node(SheetCard.self))
    #expect(abs(dialog.frame.midX - Self.size.width / 2) <= 1)
    #expect(abs(dialog.frame.midY - Self.size.height / 2) <= 1)
    for text in ["Delete photo?", "It is removed from every album.", "Delete", "Cancel"] {
      let frame = try #require(h.frame(ofText: text))
      #expect(dialog.frame.contains(frame.center))
    }
  }

  @Test func clickingAButtonRunsItsActionThenDismisses() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, DeletePage(log: log))
    try open(h)
    h.click(try #require(h.frame(ofText: "Delete")).center)
    #expect(log.ran == ["Delete"])
    #expect(h.frame(ofText: "idle") != nil)
    #expect(h.node(SheetCard.self) == nil)
  }

  @Test func escapeRunsTheCancelButton() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, DeletePage(log: log))
    try open(h)
    key(h, .escape)
    #expect(log.ran == ["Cancel"])
    #expect(h.frame(ofText: "idle") != nil)
  }

  @Test func enterRunsTheDefaultButtonNotTheCancelOne() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, SavePage(log: log))
    key(h, .enter)
    #expect(log.ran == ["Save"])
    #expect(h.node(SheetCard.self) == nil)
  }

  @Test func enterNeverRunsADestructiveButton() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, DeletePage(log: log))
    try open(h)
    key(h, .enter)
    #expect(log.ran == ["Cancel"])
  }

  @Test func theCancelButtonLeadsARowOfTwo() throws {
    let h = try Harness(size: Self.size, centered: true, SavePage(log: AlertLog()))
    let cancel = try #require(h.frame(ofText: "Cancel"))
    let save = try #require(h.frame(ofText: "Save"))
    #expect(cancel.maxX < save.minX)
    #expect(abs(cancel.midY - save.midY) < 1)
  }

  @Test func aClickBesideTheAlertReachesNothing() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, DeletePage(log: log))
    try open(h)
    let below = try #require(h.frame(ofText: "below"))
    h.click(Point(x: 20, y: 20))
    h.click(below.center)
    #expect(log.belowTaps == 0)
    #expect(h.node(SheetCard.self) != nil)
  }

  @Test func anEmptyActionsBuilderGivesAnOKButtonThatDismisses() throws {
    let h = try Harness(size: Self.size, centered: true, AcknowledgePage())
    h.click(try #require(h.frame(ofText: "OK")).center)
    #expect(h.frame(ofText: "idle") != nil)
  }

  @Test func theOlderAlertValueShowsForAnItemAndClearsIt() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, ItemAlertPage(log: log))
    #expect(h.frame(ofText: "Upload failed") != nil)
    #expect(h.frame(ofText: "Cancel") != nil)
    h.click(try #require(h.frame(ofText: "Discard")).center)
    #expect(log.ran == ["Discard"])
    #expect(h.frame(ofText: "none") != nil)
  }

  @Test func aConfirmationDialogStacksItsChoicesWithCancelAddedLast() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, ChoicePage(log: log))
    let frames = try ["Red", "Green", "Blue", "Cancel"].map { try #require(h.frame(ofText: $0)) }
    #expect(frames[0].maxY < frames[1].minY && frames[1].maxY < frames[2].minY && frames[2].maxY < frames[3].minY)
    #expect(h.frame(ofText: "Background") != nil)
    h.click(frames[1].center)
    #expect(log.ran == ["Green"])
    #expect(h.node(SheetCard.self) == nil)
  }

  @Test func theOlderActionSheetStacksItsButtonsWithCancelLast() throws {
    let log = AlertLog()
    let h = try Harness(size: Self.size, centered: true, ActionSheetPage(log: log))
    let name = try #require(h.frame(ofText: "Name"))
    let date = try #require(h.frame(ofText: "Date"))
    let cancel = try #require(h.frame(ofText: "Cancel"))
    #expect(name.maxY < date.minY && date.maxY < cancel.minY)
    h.click(name.center)
    #expect(log.ran == ["Name"])
    #expect(h.node(SheetCard.self) == nil)
  }

  @Test func aCancelButtonThatEnterFallsBackToIsNotFilled() throws {
    let h = try Harness(size: Self.size, centered: true, DeletePage(log: AlertLog()))
    try open(h)
    let cancel = try #require(h.frame(ofText: "Cancel"))
    #expect(h.count(Color.accentColor, in: cancel.insetBy(dx: -8, dy: -4), tolerance: 0.1) == 0)
  }

  @Test func anAlertPresentingNilDataStaysHidden() throws {
    let h = try Harness(size: Self.size, centered: true, PresentingDataPage(log: AlertLog(), data: nil))
    #expect(h.node(SheetCard.self) == nil)
    let shown = try Harness(size: Self.size, centered: true, PresentingDataPage(log: AlertLog(), data: "notes.txt"))
    #expect(shown.frame(ofText: "Rename notes.txt") != nil)
  }

  @Test func theDialogIsDrawnOverADimmedWindowWithADestructiveButtonInRed() throws {
    let h = try Harness(size: Self.size, centered: true, DeletePage(log: AlertLog()))
    try open(h)
    let dialog = try #require(h.node(SheetCard.self)).frame
    // The window around the dialog is dimmed; the dialog itself is white.
    #expect(h.pixel(10, 10).luminance < 0.8)
    #expect(h.pixel(dialog.midX, dialog.minY + 6).isClose(to: .white))
    let delete = try #require(h.frame(ofText: "Delete"))
    #expect(h.count(Color(hex: 0xE01B24), in: delete.insetBy(dx: -8, dy: -4), tolerance: 0.1) > 40)
    try h.host.main.bitmap.writePNG(to: TestArtifacts.path("alert.png"))
  }

  @Test func theDialogIsDarkInTheDarkScheme() throws {
    let h = try Harness(
      size: Self.size, centered: true, SavePage(log: AlertLog()).environment(\.colorScheme, .dark))
    let dialog = try #require(h.node(SheetCard.self)).frame
    #expect(h.pixel(dialog.midX, dialog.minY + 6).luminance < 0.25)
  }
}
