import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Presentation modifiers") @MainActor
struct PresentationModifierTests {
  struct Presenter<Sheet: View>: View {
    @State var shown = true
    let sheet: () -> Sheet
    var body: some View {
      Color.white.sheet(isPresented: $shown) { sheet() }
    }
  }

  @Test func aMediumDetentMakesTheSheetHalfTheWindow() throws {
    let h = try Harness(size: Size(width: 600, height: 600), Presenter { Text("Half").presentationDetents([.medium]) })
    h.settle()
    let layer = try #require(h.node(SheetLayer.self))
    let cardNode = try #require(layer.children.last)
    #expect(abs(cardNode.frame.height - (600 - SheetLayer.margin) / 2) < 2)
  }

  @Test func interactiveDismissDisabledKeepsTheSheetOnEscape() throws {
    let h = try Harness(Presenter { Text("Unsaved").interactiveDismissDisabled() })
    h.settle()
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(h.frame(ofText: "Unsaved") != nil)
  }

  @Test func escapeStillDismissesAnOrdinarySheet() throws {
    let h = try Harness(Presenter { Text("Plain") })
    h.settle()
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(h.frame(ofText: "Plain") == nil)
  }

  struct PopoverHost: View {
    @State var shown = false
    var body: some View {
      Text("Info").onTapGesture { shown = true }
        .popover(isPresented: $shown) { Text("Version 2").padding() }
    }
  }

  @Test func aPopoverShowsBelowItsViewAndEscapeClosesIt() throws {
    let h = try Harness(atOrigin { PopoverHost().padding(20) })
    h.click(try #require(h.frame(ofText: "Info")).center)
    #expect(h.graph.popups.isEmpty == false)
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(h.graph.popups.isEmpty)
  }
}

@Suite("Toolbar visibility") @MainActor
struct ToolbarVisibilityTests {
  @Test func hidingTheNavigationBarGivesItsRoomToThePage() throws {
    let shown = try Harness(NavigationStack { Color(red: 1, green: 0, blue: 0).navigationTitle("Title") })
    let hidden = try Harness(
      NavigationStack { Color(red: 1, green: 0, blue: 0).navigationTitle("Title").toolbar(.hidden, for: .navigationBar) })
    #expect(shown.pixel(200, 10).isClose(to: Color(red: 1, green: 0, blue: 0), 0.1) == false)
    #expect(hidden.pixel(200, 10).isClose(to: Color(red: 1, green: 0, blue: 0), 0.1))
  }

  @Test func aHiddenBackButtonIsNotDrawnButEscapeStillGoesBack() throws {
    let h = try Harness(
      NavigationStack {
        NavigationLink("Open") { Text("Inner").navigationBarBackButtonHidden() }.navigationTitle("Root")
      })
    h.click(try #require(h.frame(ofText: "Open")).center)
    #expect(h.frame(ofText: "Inner") != nil)
    #expect(h.node(NavigationBackButton.self) == nil)
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(h.frame(ofText: "Inner") == nil)
  }
}
