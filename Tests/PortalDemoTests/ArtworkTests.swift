import Foundation
import PortalGraphics
import PortalTestSupport
import Testing

@testable import portal_demo

/// The demo's generated artwork, painted in process.
@Suite("portal-demo artwork")
struct ArtworkTests {
  @Test(arguments: [0, 1, 3, 4, 6, 7])
  func aPicturesCloudsAreOneLayerOfWhiteWithNoSeamsWhereTheirOvalsOverlap(seed: Int) throws {
    let painted = try ArtworkPainter.render(seed: seed)
    let cloudless = try ArtworkPainter.render(seed: seed, clouds: .clear)
    let oneLayer = ArtworkPainter.cloudColor.alpha
    // How much white covers each pixel: 0 where there is no cloud, the clouds' opacity where
    // one layer of it is, more where ovals filled one by one overlap.
    var thickest = 0.0
    var clouded = 0
    for y in 0..<painted.height {
      for x in 0..<painted.width {
        let (with, without) = (painted.pixel(x: x, y: y), cloudless.pixel(x: x, y: y))
        for (a, b) in [(with.red, without.red), (with.green, without.green), (with.blue, without.blue)]
        where 1 - b > 0.15 {
          let cover = (a - b) / (1 - b)
          thickest = max(thickest, cover)
          if abs(cover - oneLayer) < 0.03 { clouded += 1 }
        }
      }
    }
    #expect(clouded > 200, "art-\(seed): \(clouded) channels under one layer of cloud")
    #expect(thickest < oneLayer + 0.03, "art-\(seed): white \(thickest) thick where one layer is \(oneLayer)")
  }

  /// Resources/ is written by `portal-demo generate-resources`: a change to the painter
  /// shows in the demo only once they are written again.
  @Test func theCommittedArtworkIsWhatThePainterDraws() throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/Artwork").path
    for seed in 0..<60 {
      let committed = try Bitmap(pngFile: directory + String(format: "/art-%02d.png", seed))
      let painted = try ArtworkPainter.render(seed: seed)
      let comparison = try ImageComparison(channelTolerance: 1, allowedMismatchFraction: 0).compare(
        painted, committed)
      #expect(comparison.passed, "art-\(seed): \(comparison)")
    }
  }
}
