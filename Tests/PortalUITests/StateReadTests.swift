import Foundation
import PortalGraphics
import Testing

@testable import PortalUI

/// Counts the bodies each kind of view ran. A value with a name of its own, so views holding
/// it compare as the same (a class instance never does).
private struct BodyLog: Equatable {
  nonisolated(unsafe) private static var counts: [String: Int] = [:]
  private let name = UUID()
  func ran(_ view: String) { Self.counts["\(name) \(view)", default: 0] += 1 }
  subscript(view: String) -> Int { Self.counts["\(name) \(view)"] ?? 0 }
}

/// Reads the count through its binding and offers a button that changes it.
private struct CountLabel: View {
  @Binding var count: Int
  let log: BodyLog
  var body: some View {
    log.ran("label")
    return Text("Count \(count)").onTapGesture { count += 1 }
  }
}

/// Holds a closure it calls for its content: handed on unchanged, it is the same view.
private struct Decorated<Content: View>: View {
  let log: BodyLog
  @ViewBuilder let content: () -> Content
  var body: some View {
    log.ran("decorated")
    return content().padding(4)
  }
}

/// Owns the count and only hands a binding to it on.
private struct BindingOwner: View {
  @State private var count = 0
  let log: BodyLog
  var body: some View {
    log.ran("owner")
    return VStack {
      CountLabel(count: $count, log: log)
      Decorated(log: log) { Text("Decoration") }
    }
  }
}

/// Owns the count and reads it in its own body.
private struct ReadingOwner: View {
  @State private var count = 0
  let log: BodyLog
  var body: some View {
    log.ran("owner")
    return VStack {
      Text("Owner sees \(count)")
      CountLabel(count: $count, log: log)
    }
  }
}

/// Reads its state only inside a geometry reader's closure and a tap handler.
private struct GeometryOwner: View {
  @State private var count = 0
  @State private var taps = 0
  let log: BodyLog
  var body: some View {
    log.ran("owner")
    return VStack {
      GeometryReader { proxy in Text("Wide \(Int(proxy.size.width)) count \(count)") }.frame(height: 30)
      // Reads `taps` in the action only: no view depends on it.
      Text("Bump").onTapGesture {
        taps += 1
        count = taps * 10
      }
    }
  }
}

/// A stack whose path only the stack reads; the root page counts its bodies.
private struct PathOwner: View {
  @State private var path: [String] = []
  let log: BodyLog
  var body: some View {
    log.ran("owner")
    return NavigationStack(path: $path) {
      Decorated(log: log) {
        Text("Open Detail").onTapGesture { path.append("Detail") }
      }
      .navigationDestination(for: String.self) { value in Text("Page \(value)") }
    }
  }
}

/// A bar as wide as a binding says, read when the shape is laid out and drawn.
private struct BoundBar: Shape {
  @Binding var width: Double
  func path(in rect: CGRect) -> Path { Path(CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height)) }
}

/// Reads its state only in a shape's path (layout and drawing) and a tap action.
private struct ShapeOwner: View {
  @State private var width = 20.0
  var body: some View {
    VStack(alignment: .leading) {
      BoundBar(width: $width).fill(Color.red).frame(width: 200, height: 20)
      Text("Grow").onTapGesture { width = 150 }
    }
  }
}

private struct PinKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Reads `pins` only in a preference's transform, which runs after layout.
private struct PreferenceOwner: View {
  @State private var pins = 1
  @State private var seen = 0
  var body: some View {
    VStack {
      Text("Pin").onTapGesture { pins += 1 }.transformPreference(PinKey.self) { $0 = pins }
      Text("Seen \(seen)")
    }
    .onPreferenceChange(PinKey.self) { seen = $0 }
  }
}

/// Root and detail pages that both register a destination for `Int`.
private struct TwoDestinations: View {
  @State private var path: [Int] = []
  var body: some View {
    NavigationStack(path: $path) {
      Text("Root push").onTapGesture { path.append(1) }
        .navigationDestination(for: Int.self) { value in
          Text("From root \(value)").onTapGesture { path.append(value + 1) }
            .navigationDestination(for: Int.self) { inner in Text("From detail \(inner)") }
        }
    }
  }
}

/// Setting a `@State` value evaluates again only the views that read it, as in SwiftUI.
@Suite("State read by the views that depend on it") @MainActor
struct StateReadTests {
  @Test func anOwnerThatOnlyHandsABindingOnIsNotEvaluatedAgain() throws {
    let log = BodyLog()
    let h = try Harness(BindingOwner(log: log))
    let (owner, label, decorated) = (log["owner"], log["label"], log["decorated"])
    h.click(try #require(h.frame(ofText: "Count 0")).center)
    let shown = h.frame(ofText: "Count 1") != nil
    #expect(shown)
    #expect(log["owner"] == owner)
    #expect(log["label"] == label + 1)
    #expect(log["decorated"] == decorated)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func anOwnerThatReadsItsStateIsEvaluatedAgain() throws {
    let log = BodyLog()
    let h = try Harness(ReadingOwner(log: log))
    let owner = log["owner"]
    h.click(try #require(h.frame(ofText: "Count 0")).center)
    let shown = h.frame(ofText: "Owner sees 1") != nil && h.frame(ofText: "Count 1") != nil
    #expect(shown)
    #expect(log["owner"] == owner + 1)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aValueReadInAGeometryReadersClosureUpdatesIt() throws {
    let log = BodyLog()
    let h = try Harness(GeometryOwner(log: log))
    #expect(h.frame(ofText: "Wide 400 count 0") != nil)
    let owner = log["owner"]
    h.click(try #require(h.frame(ofText: "Bump")).center)
    let updated = h.frame(ofText: "Wide 400 count 10") != nil
    #expect(updated)
    // The closure read the count while the reader evaluated: the owner is not evaluated again.
    #expect(log["owner"] == owner)
    h.click(try #require(h.frame(ofText: "Bump")).center)
    let again = h.frame(ofText: "Wide 400 count 20") != nil
    #expect(again)
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aShapeReadingABindingInLayoutIsDrawnAnew() throws {
    let h = try Harness(ShapeOwner())
    // The bar (200 × 20) lies right above the text, at its leading edge.
    let grow = try #require(h.frame(ofText: "Grow"))
    let probe = (x: grow.minX + 100, y: grow.minY - 18)
    #expect(h.pixel(grow.minX + 10, grow.minY - 18).isClose(to: .red))
    let before = h.pixel(probe.x, probe.y)
    #expect(!before.isClose(to: .red))
    h.click(try #require(h.frame(ofText: "Grow")).center)
    // The binding handed on compares the same; the owner, which the path's read named, hands
    // it over anew.
    let after = h.pixel(probe.x, probe.y)
    #expect(after.isClose(to: .red))
    #expect(try h.differenceFromFreshDraw().count == 0)
  }

  @Test func aPreferenceTransformReadingStateIsRunAgain() throws {
    let h = try Harness(PreferenceOwner())
    #expect(h.frame(ofText: "Seen 1") != nil)
    h.click(try #require(h.frame(ofText: "Pin")).center)
    let seen = h.frame(ofText: "Seen 2") != nil
    #expect(seen)
  }

  @Test func aPageTakesTheDestinationOfThePagesBelowIt() throws {
    let h = try Harness(TwoDestinations())
    h.click(try #require(h.frame(ofText: "Root push")).center)
    h.settle()
    h.click(try #require(h.frame(ofText: "From root 1")).center)
    h.settle()
    #expect(h.node(Text.self) { $0.content == "From detail 2" } != nil)
    // Back to the root, and forward again: the root's destination, not the popped page's.
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    h.host.send(.keyPressed(.escape, modifiers: []))
    h.settle()
    h.click(try #require(h.frame(ofText: "Root push")).center)
    h.settle()
    let fromRoot = h.node(Text.self) { $0.content == "From root 1" } != nil
    #expect(fromRoot)
  }

  @Test func aStacksRootPageIsNotEvaluatedAgainWhenThePathChanges() throws {
    let log = BodyLog()
    let h = try Harness(PathOwner(log: log))
    let (owner, root) = (log["owner"], log["decorated"])
    h.click(try #require(h.frame(ofText: "Open Detail")).center)
    let pushed = h.node(Text.self) { $0.content == "Page Detail" } != nil
    #expect(pushed)
    #expect(log["owner"] == owner)
    #expect(log["decorated"] == root)
  }
}
