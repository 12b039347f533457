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
}
