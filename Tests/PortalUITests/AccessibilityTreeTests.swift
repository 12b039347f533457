import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// The accessibility tree a window's views make: roles, names, states, bounds and actions as
/// SwiftUI describes them to VoiceOver, and the modifiers that refine them.
@MainActor
@Suite struct AccessibilityTreeTests {
  /// Counts clicks, to see an action performed through the tree.
  final class Clicks { var count = 0 }

  private func tree<V: View>(_ view: V) throws -> (Harness, AccessibilitySnapshot) {
    let harness = try Harness(view)
    harness.settle()
    return (harness, harness.graph.accessibilitySnapshot())
  }

  @Test func aWindowIsAFrameHoldingItsViewsInReadingOrder() throws {
    let (_, snapshot) = try tree(VStack { Text("Title"); Text("Body") })
    #expect(snapshot.windows.count == 1)
    let window = try #require(snapshot[snapshot.windows[0]])
    #expect(window.role == .frame)
    #expect(window.bounds == Rect(x: 0, y: 0, width: 400, height: 300))
    let names = window.children.compactMap { snapshot[$0] }.map { "\($0.role.name) \($0.name)" }
    #expect(names == ["label Title", "label Body"])
    #expect(window.children.allSatisfy { snapshot[$0]?.parent == window.id })
  }

  @Test func aButtonIsAPushButtonNamedByItsLabelWhoseClickRunsItsAction() throws {
    let clicks = Clicks()
    let (harness, snapshot) = try tree(Button("Save") { clicks.count += 1 })
    let button = try #require(snapshot.first { $0.role == .pushButton })
    #expect(button.name == "Save")
    #expect(button.actions == ["click"])
    #expect(button.states.isSuperset(of: [.enabled, .sensitive, .focusable, .showing, .visible]))
    // Its label is part of it, not an element of its own.
    #expect(button.children.isEmpty)
    #expect(snapshot.first { $0.role == .label } == nil)
    // Its bounds are the button's frame in the window.
    let node = try #require(harness.node(Button<Text>.self))
    #expect(button.bounds == node.windowFrame)
    #expect(harness.graph.performAccessibilityAction(0, on: button.id))
    #expect(clicks.count == 1)
    #expect(!harness.graph.performAccessibilityAction(1, on: button.id))
  }

  @Test func aDisabledButtonIsNeitherEnabledNorFocusable() throws {
    let (_, snapshot) = try tree(Button("Send") {}.disabled(true))
    let button = try #require(snapshot.first { $0.role == .pushButton })
    #expect(!button.states.contains(.enabled))
    #expect(!button.states.contains(.sensitive))
    #expect(!button.states.contains(.focusable))
  }

  @Test func symbolsAreNamedByTheirSymbolAndDecorativePicturesAreSkipped() throws {
    let (_, snapshot) = try tree(
      VStack {
        Image(systemName: "star.fill")
        Image(decorative: "mountains")
        Image(systemName: "trash").accessibilityLabel("Delete")
      })
    let images = try #require(snapshot[snapshot.windows[0]]).children.compactMap { snapshot[$0] }
    #expect(images.map(\.role) == [.image, .image])
    #expect(images.map(\.name) == ["star.fill", "Delete"])
  }

  @Test func modifiersSetTheIdentifierHintValueAndHideViews() throws {
    let (_, snapshot) = try tree(
      VStack {
        Button("Share") {}.accessibilityIdentifier("share-button").accessibilityHint("Sends the card")
        Text("Secret").accessibilityHidden(true)
        Text("72").accessibilityLabel("Temperature").accessibilityValue("72 degrees")
      })
    let share = try #require(snapshot.first { $0.identifier == "share-button" })
    #expect(share.role == .pushButton)
    #expect(share.name == "Share")
    #expect(share.description == "Sends the card")
    #expect(snapshot.first { $0.name == "Secret" } == nil)
    let temperature = try #require(snapshot.first { $0.name == "Temperature" })
    #expect(temperature.value == "72 degrees")
  }

  @Test func combiningChildrenMakesOneElementOfTheirNames() throws {
    let (_, snapshot) = try tree(
      HStack { Text("Amber Ridge"); Text("4 km") }.accessibilityElement(children: .combine)
        .accessibilityIdentifier("row"))
    let row = try #require(snapshot.first { $0.identifier == "row" })
    #expect(row.name == "Amber Ridge, 4 km")
    #expect(row.children.isEmpty)
    #expect(snapshot.first { $0.name == "Amber Ridge" } == nil)
  }

  @Test func containingKeepsChildrenAndSortPriorityOrdersThem() throws {
    let (_, snapshot) = try tree(
      VStack {
        Text("Second")
        Text("First").accessibilitySortPriority(1)
      }
      .accessibilityElement(children: .contain).accessibilityLabel("Group"))
    let group = try #require(snapshot.first { $0.name == "Group" })
    #expect(group.role == .panel)
    #expect(group.children.compactMap { snapshot[$0]?.name } == ["First", "Second"])
  }

  @Test func ignoringChildrenKeepsOnlyTheElementsOwnLabel() throws {
    let (_, snapshot) = try tree(
      VStack { Text("a"); Text("b") }.accessibilityElement(children: .ignore).accessibilityLabel("Both"))
    let both = try #require(snapshot.first { $0.name == "Both" })
    #expect(both.children.isEmpty)
    #expect(snapshot.first { $0.name == "a" } == nil)
  }

  @Test func headersAndTappableViewsTakeTheirRoles() throws {
    let clicks = Clicks()
    let (harness, snapshot) = try tree(
      VStack {
        Text("Trails").accessibilityAddTraits(.isHeader)
        Text("Open").onTapGesture { clicks.count += 1 }
      })
    #expect(snapshot.first { $0.name == "Trails" }?.role == .heading)
    let open = try #require(snapshot.first { $0.name == "Open" })
    #expect(open.role == .pushButton)
    #expect(harness.graph.performAccessibilityAction(0, on: open.id))
    #expect(clicks.count == 1)
  }

  @Test func namedActionsFollowTheClick() throws {
    let clicks = Clicks()
    let (harness, snapshot) = try tree(
      Button("Card") {}.accessibilityAction(named: "Favourite") { clicks.count += 10 })
    let card = try #require(snapshot.first { $0.role == .pushButton })
    #expect(card.actions == ["click", "Favourite"])
    harness.graph.performAccessibilityAction(1, on: card.id)
    #expect(clicks.count == 10)
  }

  @Test func aToggleIsACheckBoxWithItsState() throws {
    struct Host: View {
      @State var on = true
      var body: some View { Toggle("Wi-Fi", isOn: $on) }
    }
    let (harness, snapshot) = try tree(Host())
    let toggle = try #require(snapshot.first { $0.role == .checkBox })
    #expect(toggle.name == "Wi-Fi")
    #expect(toggle.states.contains(.checked))
    #expect(harness.graph.performAccessibilityAction(0, on: toggle.id))
    harness.settle()
    let after = harness.graph.accessibilitySnapshot()
    #expect(after.revision > snapshot.revision)
    // The same view keeps its element's id; its state follows.
    let toggled = try #require(after[toggle.id])
    #expect(!toggled.states.contains(.checked))
  }

  @Test func aTextFieldIsAnEntryWithItsText() throws {
    struct Host: View {
      @State var text = "hello"
      var body: some View { TextField("Name", text: $text) }
    }
    let (_, snapshot) = try tree(Host())
    let field = try #require(snapshot.first { $0.role == .entry })
    #expect(field.name == "Name")
    #expect(field.text == "hello")
    #expect(field.states.isSuperset(of: [.editable, .singleLine, .focusable]))
  }

  @Test func aListHoldsItsRowsAsListItems() throws {
    let (_, snapshot) = try tree(List { Text("Alpha"); Text("Beta") })
    let list = try #require(snapshot.first { $0.role == .list })
    // The list's own scroll view is part of it, not an element between it and its rows.
    let rows = list.children.compactMap { snapshot[$0] }
    #expect(rows.map(\.role) == [.listItem, .listItem])
    #expect(rows.map { $0.children.compactMap { snapshot[$0]?.name } } == [["Alpha"], ["Beta"]])
    #expect(snapshot.first { $0.role == .scrollPane } == nil)
  }

  @Test func linksAndSlidersTakeTheirRolesAndValues() throws {
    struct Host: View {
      @State var volume = 0.25
      var body: some View {
        VStack {
          Link("Privacy", destination: URL(string: "https://example.com/privacy")!)
          Slider(value: $volume, in: 0...1)
        }
      }
    }
    let (_, snapshot) = try tree(Host())
    let link = try #require(snapshot.first { $0.role == .link })
    #expect(link.name == "Privacy")
    #expect(link.actions == ["click"])
    #expect(snapshot.first { $0.role == .slider }?.value == "25 percent")
  }

  @Test func theTreeIsBuiltOncePerChangeOfTheGraph() throws {
    let (harness, first) = try tree(Button("Save") {})
    let builds = harness.graph.accessibilityTreeBuilds
    let again = harness.graph.accessibilitySnapshot()
    #expect(again.revision == first.revision)
    #expect(harness.graph.accessibilityTreeBuilds == builds)
    // A frame that changes nothing builds nothing either.
    harness.host.setNeedsFrame()
    harness.settle()
    _ = harness.graph.accessibilitySnapshot()
    #expect(harness.graph.accessibilityTreeBuilds == builds)
  }

  @Test func focusMovedThroughTheTreeIsTheFocusedElement() throws {
    let (harness, snapshot) = try tree(VStack { Button("One") {}; Button("Two") {} })
    let two = try #require(snapshot.first { $0.name == "Two" })
    #expect(snapshot.focused == nil)
    #expect(harness.graph.focusAccessibilityElement(two.id))
    harness.settle()
    let after = harness.graph.accessibilitySnapshot()
    #expect(after.focused == two.id)
    #expect(after[two.id]?.states.contains(.focused) == true)
  }

  @Test func theReportListsEachElementOnALine() throws {
    let (_, snapshot) = try tree(Button("Save") {}.accessibilityIdentifier("save"))
    let lines = snapshot.textReport().split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix("frame \"\" "))
    #expect(lines[1].hasPrefix("  push button \"Save\" id=save actions=click [enabled focusable sensitive showing visible]"))
  }
}
