import Foundation
import PortalGraphics
import Testing

@testable import PortalUI

private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

@MainActor
private final class RectLog {
  var rects: [CGRect] = []
}

/// Moves its content at draw time (a render transform), the way an offset or a flight does.
private struct Shifted<Content: View>: View, SingleChildModifier {
  let dx: Double
  let dy: Double
  let content: Content

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    node.renderTransform = .translation(x: dx, y: dy)
  }
}

@Suite("Anchors") @MainActor
struct AnchorTests {
  @Test func boundsInsideAPaddedShiftedContainerResolveToTheWindowRect() throws {
    let log = RectLog()
    let h = try Harness(
      VStack(alignment: .leading, spacing: 0) {
        Color.gray.frame(width: 400, height: 40)
        Shifted(
          dx: 15, dy: 5,
          content: Text("target").frame(width: 60, height: 20)
            .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            .padding(12))
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      .overlayPreferenceValue(BoundsKey.self) { anchor, proxy in
        if let anchor { let _ = log.rects.append(proxy[anchor]) }
      })
    // Padding puts the target at (12, 52); the render transform adds (15, 5).
    #expect(log.rects.last == CGRect(x: 27, y: 57, width: 60, height: 20))
    let target = try #require(h.node(Text.self) { $0.content == "target" }?.parent)
    #expect(log.rects.last.map(Rect.init) == target.windowFrame)
  }

  @Test func anAnchorResolvesInTheReadersLocalSpace() throws {
    let log = RectLog()
    _ = try Harness(
      VStack(spacing: 0) {
        Color.gray.frame(height: 100)
        VStack {
          Text("target").frame(width: 60, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) {
            $0
          }
        }
        .frame(width: 200, height: 100)
        .overlayPreferenceValue(BoundsKey.self) { anchor in
          GeometryReader { proxy in
            if let anchor { let _ = log.rects.append(proxy[anchor]) }
          }
        }
      }
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top))
    // The reader covers the 200×100 box at (100, 100); the target is centred in it.
    #expect(log.rects.last == CGRect(x: 70, y: 40, width: 60, height: 20))
  }

  @Test func anAnchorFollowsScrollingInTheSameFrame() throws {
    let log = RectLog()
    let h = try Harness(
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40) { row in
            if row == 5 {
              Color.red.frame(height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
            } else {
              Color.gray.frame(height: 30)
            }
          }
        }
      }
      .overlayPreferenceValue(BoundsKey.self) { anchor, proxy in
        if let anchor { let _ = log.rects.append(proxy[anchor]) }
      })
    #expect(log.rects.last == CGRect(x: 0, y: 150, width: 400, height: 30))
    let frames = h.host.framesDrawn
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 100, precise: true))
    h.host.step()
    #expect(h.host.framesDrawn == frames + 1)
    #expect(log.rects.last == CGRect(x: 0, y: 50, width: 400, height: 30))
  }

  /// A 60×20 target 40 pt into a box named "box" that sits 50 pt down the window, resolved
  /// in `spaces` by a reader inside the box, with the window at `screenOrigin` on the screen.
  func resolve(in spaces: [CoordinateSpace], screenOrigin: Point = .zero) throws -> [CGRect] {
    let log = ResolverLog()
    let h = try Harness(
      VStack(spacing: 0) {
        Color.gray.frame(height: 50)
        VStack(alignment: .leading, spacing: 0) {
          Color.gray.frame(height: 30)
          Text("target").frame(width: 60, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .padding(10)
        .overlayPreferenceValue(BoundsKey.self) { anchor, proxy in
          if let anchor { let _ = log.resolve = { space in proxy[anchor, in: space] } }
        }
        .coordinateSpace(name: "box")
      })
    h.host.main.screenOrigin = screenOrigin
    let resolve = try #require(log.resolve)
    return withExtendedLifetime(h) { spaces.map(resolve) }
  }

  @Test func anAnchorResolvesInANamedSpaceTheWindowAndTheScreen() throws {
    let rects = try resolve(in: [.named("box"), .global, .screen, .local], screenOrigin: Point(x: 500, y: 200))
    #expect(
      rects == [
        CGRect(x: 10, y: 40, width: 60, height: 20),
        CGRect(x: 10, y: 90, width: 60, height: 20),
        CGRect(x: 510, y: 290, width: 60, height: 20),
        CGRect(x: 10, y: 40, width: 60, height: 20),
      ])
  }

  @Test func aNameNoAncestorHasResolvesInTheWindow() throws {
    let rects = try resolve(in: [.named("elsewhere"), .global])
    #expect(rects.count == 2 && rects[0] == rects[1])
  }

  @Test func theNearestSpaceOfARepeatedNameWins() throws {
    let log = RectLog()
    _ = try Harness(
      VStack(spacing: 0) {
        Color.gray.frame(height: 50)
        VStack(spacing: 0) {
          Color.gray.frame(height: 25)
          Text("target").frame(width: 60, height: 20).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .frame(width: 100)
        .overlayPreferenceValue(BoundsKey.self) { anchor, proxy in
          if let anchor { let _ = log.rects.append(proxy[anchor, in: .named("space")]) }
        }
        .coordinateSpace(name: "space")
        .padding(.top, 5)
        .coordinateSpace(name: "space")
      })
    // The inner box is 100 wide, centred in the 400 pt window, 50 pt down.
    #expect(log.rects.last == CGRect(x: 20, y: 25, width: 60, height: 20))
  }

  @Test func aPointAnchorResolvesInAMovedAndRenderTransformedSpace() throws {
    let log = PointLog()
    _ = try Harness(
      Shifted(
        dx: 30, dy: 7,
        content: VStack(spacing: 0) {
          Color.gray.frame(width: 100, height: 40)
          Color.red.frame(width: 20, height: 20).anchorPreference(key: PointKey.self, value: .center) { $0 }
        }
        .overlayPreferenceValue(PointKey.self) { anchor, proxy in
          if let anchor {
            let _ = log.points = [proxy[anchor, in: .named("moved")], proxy[anchor, in: .global]]
          }
        }
        .coordinateSpace(name: "moved"))
      .padding(20))
    // The red square's centre is (50, 50) in the space, which is drawn at (20 + 30, 20 + 7).
    #expect(log.points == [CGPoint(x: 50, y: 50), CGPoint(x: 100, y: 77)])
  }
}

private struct PointKey: PreferenceKey {
  static let defaultValue: Anchor<CGPoint>? = nil
  static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
    value = value ?? nextValue()
  }
}

@MainActor
private final class ResolverLog {
  var resolve: ((CoordinateSpace) -> CGRect)?
}

@MainActor
private final class PointLog {
  var points: [CGPoint] = []
}
