import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@MainActor
private final class ProxyLog {
  var last: GeometryProxy?
}

/// A reader 100×80 at (40, 60) in the window: under a 50-high bar, inside a 10-point padding
/// (named "box", at (0, 50)) after a 30-wide colour.
private struct Layout: View {
  let log: ProxyLog
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Color.gray.frame(width: 400, height: 50)
      HStack(spacing: 0) {
        Color.red.frame(width: 30, height: 80)
        GeometryReader { proxy in
          let _ = log.last = proxy
          Color.blue
        }
        .frame(width: 100, height: 80)
      }
      .padding(10)
      .coordinateSpace(name: "box")
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
  }
}

@Suite("GeometryReader") @MainActor
struct GeometryReaderTests {
  @Test func aReaderTakesTheWholeOfferedSizeAndOffersItToItsContent() throws {
    let log = ProxyLog()
    let h = try Harness(
      GeometryReader { proxy in
        let _ = log.last = proxy
        Color.blue.frame(width: proxy.size.width / 2)
      })
    #expect(log.last?.size == CGSize(width: 400, height: 300))
    #expect(h.node(FixedFrameView<Color>.self)?.frame.width == 200)
  }

  @Test func framesInLocalGlobalAndNamedSpaces() throws {
    let log = ProxyLog()
    let h = try Harness(Layout(log: log))
    let proxy = try #require(log.last)
    defer { withExtendedLifetime(h) {} }
    #expect(proxy.frame(in: .local) == CGRect(x: 0, y: 0, width: 100, height: 80))
    #expect(proxy.frame(in: .global) == CGRect(x: 40, y: 60, width: 100, height: 80))
    #expect(proxy.frame(in: .named("box")) == CGRect(x: 40, y: 10, width: 100, height: 80))
    #expect(proxy.frame(in: .named("no such space")) == proxy.frame(in: .global))
  }

  @Test func theScreenSpaceAddsTheSurfacesOriginOnTheScreen() throws {
    let log = ProxyLog()
    let h = try Harness(Layout(log: log))
    h.host.main.screenOrigin = Point(x: 500, y: 200)
    #expect(try #require(log.last).frame(in: .screen) == CGRect(x: 540, y: 260, width: 100, height: 80))
  }

  @Test func theContentIsRebuiltWhenTheReaderMoves() throws {
    let log = ProxyLog()
    let h = try Harness(
      ScrollView {
        VStack(spacing: 0) {
          Color.gray.frame(height: 100)
          GeometryReader { proxy in
            let _ = log.last = proxy
            Color.blue
          }
          .frame(height: 50)
          Color.gray.frame(height: 600)
        }
      })
    #expect(log.last?.frame(in: .global).minY == 100)
    h.scroll(at: Point(x: 200, y: 150), dy: 30)
    #expect(log.last?.frame(in: .global).minY == 70)
  }

  @Test func theContentIsBuiltOnceWithTheReadersSizeNeverWithNone() throws {
    // A content that picks its layout by width: built first with no size, it would build the
    // narrow layout (and appear it) for nothing before the wide one.
    final class Log { var sizes: [CGSize] = []; var narrowAppeared = 0 }
    let log = Log()
    let h = try Harness(
      GeometryReader { proxy in
        let _ = log.sizes.append(proxy.size)
        if proxy.size.width >= 300 {
          Color(red: 0, green: 0, blue: 1)
        } else {
          Color(red: 1, green: 0, blue: 0).onAppear { log.narrowAppeared += 1 }
        }
      })
    #expect(log.sizes == [CGSize(width: 400, height: 300)])
    #expect(log.narrowAppeared == 0)
    #expect(h.pixel(200, 150).isClose(to: Color(red: 0, green: 0, blue: 1)))
  }
}
