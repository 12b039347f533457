import Combine
import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI
@testable import PortedAppsSwift5

/// Programs written as iOS developers write them in the Swift 5 language mode (Combine models,
/// `@StateObject` and `@EnvironmentObject`, links with destination views, `@AppStorage`,
/// formatted text, a drag), compiled unchanged and used headless as a person would.
@Suite("Ported apps (Swift 5 mode)") @MainActor
struct PortedAppsTests {
  @Test func aLinkWithADestinationViewPushesItsPageAndEscapeComesBack() throws {
    let h = try PortedHarness(PantryScreen())
    try h.click(text: "Flour")
    h.settle()
    #expect(h.frame(ofText: "Restock Flour") != nil, "the item's page was not pushed")
    h.press(.escape)
    h.settle()
    #expect(h.frame(ofText: "Restock Flour") == nil, "Escape did not pop the page")
    #expect(h.frame(ofText: "Flour") != nil)
  }

  @Test func aStoreChangedThroughTheEnvironmentUpdatesEveryViewThatReadsIt() throws {
    let store = PantryStore()
    let h = try PortedHarness(PantryScreen(store: store))
    #expect(h.frame(ofText: "Last restocked: never") != nil)
    try h.click(text: "Rice")
    h.settle()
    try h.click(text: "Restock Rice")
    h.settle()
    #expect(store.items[1].count == 2, "the page's button did not reach the environment's store")
    h.press(.escape)
    h.settle()
    #expect(h.frame(ofText: "2 left") != nil, "the list did not follow the store's published change")
    #expect(h.frame(ofText: "Last restocked: Rice") != nil, "the badge did not follow the store")
  }

  @Test func aStateObjectIsMadeOnceAndSurvivesItsParentBeingEvaluatedAgain() throws {
    final class Counter: ObservableObject {
      nonisolated(unsafe) static var made = 0
      @Published var value = 0
      init() { Counter.made += 1 }
    }
    struct Child: View {
      @StateObject var counter = Counter()
      var body: some View { Button("Count \(counter.value)") { counter.value += 1 } }
    }
    struct Parent: View {
      @State var tick = 0
      var body: some View {
        VStack {
          Button("Tick \(tick)") { tick += 1 }
          Child()
        }
      }
    }
    Counter.made = 0
    let h = try PortedHarness(Parent())
    try h.click(text: "Count 0")
    h.settle()
    try h.click(text: "Tick 0")
    h.settle()
    #expect(h.frame(ofText: "Tick 1") != nil)
    #expect(h.frame(ofText: "Count 1") != nil, "the child's object was made again, or its change was not shown")
    #expect(Counter.made == 1)
  }

  @Test func valuesAPublisherSendsReachOnReceive() throws {
    let store = PantryStore()
    let h = try PortedHarness(PantryScreen(store: store))
    #expect(h.frame(ofText: "Deliveries: 0") != nil)
    store.deliveries.send("crate")
    store.deliveries.send("box")
    h.settle()
    #expect(h.frame(ofText: "Deliveries: 2") != nil)
  }

  @Test func formattedTextInterpolationsAndFormatStylesAreWrittenOut() throws {
    let h = try PortedHarness(TravelLogScreen())
    #expect(h.frame(ofText: "Total 1,563.5 km") != nil)
    let percent = (1563.5 / 1000).formatted(.percent)
    #expect(h.frame(ofText: percent) != nil, "Text(_:format:) did not show \(percent)")
  }

  @Test func aBindingPerRowOfAnArrayWritesBackToTheArray() throws {
    let h = try PortedHarness(TravelLogScreen())
    let skips = h.framesOfTexts("Skip")
    try #require(skips.count == 2)
    h.click(skips[0])
    h.settle()
    #expect(h.frame(ofText: "Total 313.0 km") != nil, "skipping Lisbon did not change the array")
  }

  @Test func appStorageKeepsItsValueInTheUserDefaults() throws {
    UserDefaults.standard.removeObject(forKey: "travelLog.trips")
    let h = try PortedHarness(TravelLogScreen())
    try h.click(text: "Log a trip")
    h.settle()
    try h.click(text: "Log a trip")
    h.settle()
    #expect(UserDefaults.standard.integer(forKey: "travelLog.trips") == 2)
    #expect(h.frame(ofText: "Trips logged: 2") != nil)
    UserDefaults.standard.removeObject(forKey: "travelLog.trips")
  }

  /// The travel log's card, 120 × 80 (buttons have rounded rectangles too).
  static func isCard(_ frame: Rect) -> Bool { frame.width == 120 && frame.height == 80 }

  @Test func aDragMovesTheCardWhileHeldAndItSpringsBackWhenLetGo() throws {
    let h = try PortedHarness(TravelLogScreen())
    let card = try #require(h.frames(of: ShapeView<RoundedRectangle>.self).first(where: Self.isCard))
    let start = card.center
    let resting = try h.pixel(start)
    h.host.send(.pointerPressed(start, button: .primary))
    for step in 1...8 { h.host.send(.pointerMoved(Point(x: start.x + Double(step) * 10, y: start.y + Double(step) * 5))) }
    h.settle()
    let dragged = try #require(h.frames(of: ShapeView<RoundedRectangle>.self).first(where: Self.isCard))
    #expect(abs(dragged.midX - (card.midX + 80)) < 1 && abs(dragged.midY - (card.midY + 40)) < 1)
    #expect(!close(try h.pixel(dragged.center), resting), "the card's colour did not follow @GestureState while dragged")
    h.host.send(.pointerReleased(Point(x: start.x + 80, y: start.y + 40), button: .primary))
    h.settle()
    let back = try #require(h.frames(of: ShapeView<RoundedRectangle>.self).first(where: Self.isCard))
    #expect(abs(back.midX - card.midX) < 1 && abs(back.midY - card.midY) < 1, "the card did not spring back")
    #expect(close(try h.pixel(back.center), resting), "the gesture state was not reset when the drag ended")
  }
}

extension PortedHarness {
  /// The window frames of every node whose view is of type `T`.
  func frames<T>(of type: T.Type) -> [Rect] {
    var found: [Rect] = []
    graph.root.forEachDescendant { if $0.view is T { found.append($0.windowFrame) } }
    return found
  }

  /// The frames of every text showing `string`, in tree order.
  func framesOfTexts(_ string: String) -> [Rect] {
    var found: [Rect] = []
    graph.root.forEachDescendant { node in
      if let text = node.view as? Text, text.string == string { found.append(node.windowFrame) }
    }
    return found
  }
}
