import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A property wrapper of an app's own, holding SwiftUI's dynamic properties.
@propertyWrapper
private struct Counted: DynamicProperty {
  @State private var count = 0
  @Environment(\.colorScheme) private var scheme
  var wrappedValue: String { "\(count) \(scheme == .dark ? "dark" : "light")" }
  var projectedValue: Binding<Int> { $count }
}

/// Calls from everyday apps that had no meaning here until now, each used as an app uses it.
@Suite("Everyday vocabulary") @MainActor
struct EverydayVocabularyTests {
  @Test func aDestinationPresentedByABindingPushesAndGoingBackClearsIt() throws {
    struct Screen: View {
      @State var showsDetails = false
      var body: some View {
        NavigationStack {
          VStack {
            Text(showsDetails ? "details shown" : "details hidden")
            Button("Details") { showsDetails = true }
          }
          .navigationDestination(isPresented: $showsDetails) { Text("The details page") }
        }
      }
    }
    let h = try Harness(size: Size(width: 500, height: 400), Screen())
    try h.clickFirstFrame(onText: "Details")
    h.settle()
    #expect(h.frame(ofText: "The details page") != nil, "setting the binding did not push the page")
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    #expect(h.frame(ofText: "The details page") == nil)
    #expect(h.frame(ofText: "details hidden") != nil, "going back did not clear the binding")
  }

  @Test func anItemDestinationShowsThePageForTheItem() throws {
    struct Screen: View {
      @State var selected: String?
      var body: some View {
        NavigationStack {
          Button("Pick plum") { selected = "plum" }
            .navigationDestination(item: $selected) { fruit in Text("Page for \(fruit)") }
        }
      }
    }
    let h = try Harness(size: Size(width: 500, height: 400), Screen())
    try h.clickFirstFrame(onText: "Pick plum")
    h.settle()
    #expect(h.frame(ofText: "Page for plum") != nil)
  }

  @Test func aPropertyWrapperOfTheAppsOwnKeepsItsStateAndReadsTheEnvironment() throws {
    struct Screen: View {
      @Counted var summary: String
      var body: some View {
        VStack {
          Text("summary: \(summary)")
          Button("Count") { $summary.wrappedValue += 1 }
        }
        .environment(\.colorScheme, .dark)
      }
    }
    let h = try Harness(Screen().environment(\.colorScheme, .dark))
    #expect(h.frame(ofText: "summary: 0 dark") != nil)
    try h.clickFirstFrame(onText: "Count")
    h.settle()
    #expect(h.frame(ofText: "summary: 1 dark") != nil, "the wrapper's @State did not keep the count")
  }

  @Test func titlesTakeFormattedInterpolationsAsSwiftUIsKeysDo() throws {
    let volume = 0.25
    let h = try Harness(
      VStack {
        Toggle("Volume \(volume, specifier: "%.2f")", isOn: .constant(true))
        Button("Share \(volume, format: .percent)") {}
      })
    #expect(h.frame(ofText: "Volume 0.25") != nil)
    #expect(h.frame(ofText: "Share 25%") != nil)
  }

  @Test func aSymbolInTextShowsAsItsCharacter() throws {
    let h = try Harness(Text(Image(systemName: "star.fill")) + Text(" 4.5"))
    #expect(h.frame(ofText: "★ 4.5") != nil)
  }

  @Test func anIncreasedProminenceHeaderIsLargerThanAStandardOne() throws {
    let standard = try Harness(List { Section("Fruit") { Text("Plum") } })
    let increased = try Harness(List { Section("Fruit") { Text("Plum") } }.headerProminence(.increased))
    let small = try #require(standard.node(Text.self) { $0.content.uppercased() == "FRUIT" }?.frame)
    let large = try #require(increased.node(Text.self) { $0.content.uppercased() == "FRUIT" }?.frame)
    #expect(large.height > small.height)
  }

  @Test func aShapeStrokedWithoutAStyleUsesTheForeground() throws {
    let h = try Harness(
      Circle().stroke(lineWidth: 6).foregroundStyle(Color(red: 1, green: 0, blue: 0)).frame(width: 100, height: 100))
    let frame = try #require(h.node(ShapeView<Circle>.self)?.frame)
    let edge = h.host.main.bitmap.pixel(x: Int((frame.minX + 1) * h.host.main.scale), y: Int(frame.midY * h.host.main.scale))
    #expect(edge.red > 0.8 && edge.green < 0.25, "the outline is not the foreground colour: \(edge)")
  }
}
