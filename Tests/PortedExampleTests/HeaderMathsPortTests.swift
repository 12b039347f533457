import Foundation
import PortalTransitionsFlowingHeader
import SwiftUI
import Testing

/// The header's public maths and defaults as ported code calls them: Core Graphics types in,
/// Core Graphics types out. (An iOS file's `import CoreGraphics` becomes `import Foundation`,
/// which defines those types on Linux.)
@Suite("Header maths, as ported code calls it")
struct HeaderMathsPortTests {
  @Test func progressTakesCGFloats() {
    let offset: CGFloat = 25
    #expect(PortalHeaderCalculations.calculateProgress(scrollOffset: offset, startAt: 5, range: 40) == 0.5)
  }

  @Test func positionInterpolatesCGRectCentresIntoACGPoint() {
    let source = CGRect(x: 0, y: 100, width: 200, height: 40)
    let destination = CGRect(x: 100, y: 0, width: 100, height: 20)
    let point: CGPoint = PortalHeaderCalculations.calculatePosition(
      sourceRect: source, destinationRect: destination, progress: 0.5, horizontalOffset: 4)
    #expect(point == CGPoint(x: 129, y: 65))
  }

  @Test func scaleTakesCGSizesAndReturnsCGFloats() {
    let scale: (x: CGFloat, y: CGFloat) = PortalHeaderCalculations.calculateScale(
      sourceSize: CGSize(width: 64, height: 64), destinationSize: CGSize(width: 25, height: 25), progress: 1)
    #expect(abs(scale.x - 25.0 / 64) < 1e-12 && abs(scale.y - 25.0 / 64) < 1e-12)
  }

  @Test func accessoryFadeNeverGoesBelowItsMinimum() {
    let fade: CGFloat = PortalHeaderCalculations.calculateAccessoryFade(progress: 0.9)
    #expect(fade == 0.6)
  }

  @Test func theCurrentReleasesContentDefaults() {
    let content = PortalHeaderContent(title: "Photos", subtitle: "Mine")
    #expect(content.id == "default")
    #expect(content.displays == [.title])
    #expect(content.layout == .horizontal)
    #expect(content.snappingBehavior == .directional)
    #expect(PortalHeaderTokens.navigationBarAccessorySize == 25)
  }

  @Test @MainActor func theEnvironmentHasNoHeaderOutsideOne() {
    let values = EnvironmentValues()
    #expect(values.portalHeaderContent == nil)
    #expect(values.portalHeaderAccessoryView == nil)
    #expect(values.portalHeaderLayout == .horizontal)
  }

  @Test @MainActor func anAccessoryHeaderFlowsTitleAndAccessoryStackedByDefault() throws {
    for spelling in ["flowingHeader", "portalHeader"] {
      let seen = DeclaredHeader()
      let pane = ScrollView { HeaderReader(seen: seen) }
      let view: AnyView =
        spelling == "flowingHeader"
        ? AnyView(pane.flowingHeader(title: "Favorites", subtitle: "Starred") { Image(systemName: "star.fill") })
        : AnyView(pane.portalHeader(title: "Favorites", subtitle: "Starred") { Image(systemName: "star.fill") })
      _ = try PortedHarness(view, size: Size(width: 400, height: 300))
      #expect(seen.content?.displays == [.title, .accessory], "\(spelling)")
      #expect(seen.content?.layout == .vertical, "\(spelling)")
      #expect(seen.layout == .vertical, "\(spelling)")
    }
  }

  @Test @MainActor func aHeaderWithoutAccessoryFlowsTheTitleBesideNothing() throws {
    let seen = DeclaredHeader()
    _ = try PortedHarness(
      ScrollView { HeaderReader(seen: seen) }.flowingHeader(title: "Settings", subtitle: "Yours"),
      size: Size(width: 400, height: 300))
    #expect(seen.content?.displays == [.title])
    #expect(seen.content?.layout == .horizontal)
  }
}

/// What a view inside a header's pane reads from the environment.
@MainActor
private final class DeclaredHeader {
  var content: PortalHeaderContent?
  var layout: AccessoryLayout?
}

private struct HeaderReader: View {
  let seen: DeclaredHeader
  @Environment(\.portalHeaderContent) private var content
  @Environment(\.portalHeaderLayout) private var layout

  var body: some View {
    seen.content = content
    seen.layout = layout
    return Text("Rows")
  }
}
