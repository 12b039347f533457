import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Canvas view") @MainActor
struct CanvasViewTests {
  @Test func theRendererFillsAndStrokesInTheViewsCoordinates() throws {
    let h = try Harness(
      atOrigin {
        DrawingCanvas { context, size in
          context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(Color(red: 1, green: 0, blue: 0)))
          var moved = context
          moved.translateBy(x: size.width / 2, y: 0)
          moved.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }
        .frame(width: 200, height: 100)
        .padding(10)
      })
    #expect(h.pixel(20, 50).isClose(to: Color(red: 1, green: 0, blue: 0), 0.1))
    #expect(h.pixel(115, 15).isClose(to: Color(red: 0, green: 0, blue: 1), 0.1))
    #expect(h.pixel(180, 80).isClose(to: Color(red: 1, green: 0, blue: 0), 0.1) == false)
  }

  @Test func textDrawnInTheContextShowsAtItsPoint() throws {
    let h = try Harness(
      atOrigin {
        DrawingCanvas { context, size in
          context.draw(Text("Hi").font(.system(size: 30)).foregroundColor(.black), at: CGPoint(x: 50, y: 50))
        }
        .frame(width: 100, height: 100)
        .background(Color.white)
      })
    #expect(h.count(.black, in: Rect(x: 30, y: 30, width: 40, height: 40), tolerance: 0.3) > 20)
    #expect(h.count(.black, in: Rect(x: 0, y: 0, width: 20, height: 20), tolerance: 0.3) == 0)
  }
}

@Suite("Visual effects") @MainActor
struct VisualEffectTests {
  @Test func aVisualEffectMovesTheDrawingNotTheLayout() throws {
    let h = try Harness(
      atOrigin {
        VStack(spacing: 0) {
          Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 50).visualEffect { content, _ in content.offset(x: 100) }
          Text("below")
        }
      })
    #expect(h.pixel(125, 25).isClose(to: Color(red: 1, green: 0, blue: 0), 0.1))
    #expect(h.pixel(25, 25).isClose(to: Color(red: 1, green: 0, blue: 0), 0.1) == false)
    #expect(try #require(h.frame(ofText: "below")).minY >= 50)
  }

  @Test func aScrollTransitionFadesRowsAsTheyLeaveTheViewport() throws {
    let h = try Harness(
      atOrigin {
        ScrollView {
          VStack(spacing: 0) {
            ForEach(0..<20) { _ in
              Color(red: 1, green: 0, blue: 0).frame(height: 50)
                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0) }
            }
          }
        }
        .frame(width: 100, height: 200)
        .background(Color.white)
      })
    h.scroll(at: Point(x: 50, y: 100), dy: 25)
    // The first row is half past the top: half faded; a row wholly inside is solid.
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(h.pixel(50, 10).isClose(to: red, 0.1) == false)
    #expect(h.pixel(50, 100).isClose(to: red, 0.1))
  }
}

@Suite("Scene storage") @MainActor
struct SceneStorageTests {
  struct Reader: View {
    @SceneStorage("count") var count = 0
    var body: some View { Text("count \(count)").onTapGesture { count += 1 } }
  }

  @Test func viewsOfOneWindowShareAKeyAndEachWindowHasItsOwn() throws {
    let h = try Harness(atOrigin { VStack { Reader(); Reader().padding(.top, 30) } })
    h.click(try #require(h.frame(ofText: "count 0")).center)
    #expect(h.nodes(Text.self) { $0.content == "count 1" }.count == 2)
    let other = try Harness(atOrigin { Reader() })
    #expect(other.frame(ofText: "count 0") != nil)
  }
}

@Suite("Accessibility modifiers") @MainActor
struct AccessibilityModifierTests {
  @Test func theModifiersCarryWhatTheySay() throws {
    let h = try Harness(
      atOrigin {
        Image(systemName: "star").accessibilityLabel("Favourite").accessibilityHint("Adds to favourites")
          .accessibilityIdentifier("star-button").accessibilityAddTraits(.isButton)
      })
    var label: String?
    var identifier: String?
    var traits: AccessibilityTraits = []
    h.graph.root.forEachDescendant { node in
      if let carrier = node.view as? AccessibilityCarrying {
        label = carrier.accessibility.label?.content ?? label
        identifier = carrier.accessibility.identifier ?? identifier
        traits.formUnion(carrier.accessibility.addedTraits)
      }
    }
    #expect(label == "Favourite")
    #expect(identifier == "star-button")
    #expect(traits.contains(.isButton))
  }
}

@Suite("Trimmed shapes") @MainActor
struct TrimmedShapeTests {
  @Test func aTrimmedCircleDrawsOnlyTheFractionOfItsOutline() throws {
    let black = Color(red: 0, green: 0, blue: 0)
    let h = try Harness(
      atOrigin {
        Circle().trim(from: 0, to: 0.5).stroke(black, lineWidth: 4).frame(width: 100, height: 100)
          .background(Color.white)
      })
    // The circle's outline starts at its right and runs clockwise: half of it is the bottom.
    let top = h.count(black, in: Rect(x: 0, y: 0, width: 100, height: 40), tolerance: 0.3)
    let bottom = h.count(black, in: Rect(x: 0, y: 60, width: 100, height: 40), tolerance: 0.3)
    #expect(top == 0)
    #expect(bottom > 100)
  }

  @Test func trimmingAPathKeepsItsLengthFraction() {
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 100, y: 0))
    let half = path.trimmed(from: 0.25, to: 0.75)
    #expect(half.boundingBox == Rect(x: 25, y: 0, width: 50, height: 0))
  }
}
