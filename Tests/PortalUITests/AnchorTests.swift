import PortalGraphics
import Testing

@testable import PortalUI

private struct BoundsKey: PreferenceKey {
  static let defaultValue: Anchor<Rect>? = nil
  static func reduce(value: inout Anchor<Rect>?, nextValue: () -> Anchor<Rect>?) {
    value = value ?? nextValue()
  }
}

@MainActor
private final class RectLog {
  var rects: [Rect] = []
}

/// Moves its content at draw time (a render transform), the way an offset or a flight does.
private struct Shifted<Content: View>: View, ContentWrapper {
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
    #expect(log.rects.last == Rect(x: 27, y: 57, width: 60, height: 20))
    let target = try #require(h.node(Text.self) { $0.content == "target" }?.parent)
    #expect(target.windowFrame == log.rects.last)
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
    #expect(log.rects.last == Rect(x: 70, y: 40, width: 60, height: 20))
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
    #expect(log.rects.last == Rect(x: 0, y: 150, width: 400, height: 30))
    let frames = h.host.framesDrawn
    h.host.send(.scrolled(Point(x: 200, y: 150), dx: 0, dy: 100, precise: true))
    h.host.step()
    #expect(h.host.framesDrawn == frames + 1)
    #expect(log.rects.last == Rect(x: 0, y: 50, width: 400, height: 30))
  }
}
