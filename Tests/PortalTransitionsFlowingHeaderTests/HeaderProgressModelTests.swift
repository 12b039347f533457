import PortalUI
import Testing

@testable import PortalTransitionsFlowingHeader

@Suite("HeaderProgressModel")
struct HeaderProgressModelTests {
  let strip = Rect(x: 0, y: 0, width: 400, height: 44)
  let title = Rect(x: 140, y: 120, width: 120, height: 36)
  let accessory = Rect(x: 168, y: 40, width: 64, height: 64)

  func geometry(titleDown: Double = 0) -> HeaderGeometry {
    HeaderGeometry(strip: strip, titleSource: title, accessorySource: accessory)
  }

  @Test func titleOnlyStartsAtTheFallbackOffset() {
    let model = HeaderProgressModel(flowing: [.title])
    #expect(model.startOffset(accessoryHeight: 64) == 5)
    #expect(model.progress(scrolled: 5, accessoryHeight: 64) == 0)
    #expect(model.progress(scrolled: 25, accessoryHeight: 64) == 0.5)
  }

  @Test func aFlowingAccessoryStartsAtAThirdOfItsHeight() {
    let model = HeaderProgressModel(flowing: [.title, .accessory])
    #expect(model.startOffset(accessoryHeight: 60) == 20)
    #expect(model.progress(scrolled: 40, accessoryHeight: 60) == 0.5)
  }

  @Test func aZeroHeightAccessoryFallsBackToTheFallbackStart() {
    let model = HeaderProgressModel(flowing: [.title, .accessory])
    #expect(model.startOffset(accessoryHeight: 0) == 5)
    #expect(model.startOffset(accessoryHeight: nil) == 5)
  }

  @Test func negativeScrollIsAtRest() {
    let model = HeaderProgressModel(flowing: [.title])
    let p = model.presentation(scrolled: -50, geometry: geometry())
    #expect(p.progress == 0)
    #expect(p.title?.center == title.center)
    #expect(p.title?.scale == 1)
    #expect(p.subtitleOpacity == 1)
    #expect(p.stripOpacity == 0)
  }

  @Test func overscrollIsFullyFlowed() {
    let model = HeaderProgressModel(flowing: [.title])
    let p = model.presentation(scrolled: 5_000, geometry: geometry())
    #expect(p.progress == 1)
    #expect(p.subtitleOpacity == 0)
    #expect(p.stripOpacity == 1)
  }

  @Test func aHugeRangeBarelyMoves() {
    let model = HeaderProgressModel(flowing: [.title], range: 1e7)
    let p = model.presentation(scrolled: 1_000, geometry: geometry())
    #expect(p.progress < 0.001)
    #expect(abs(p.title!.center.y - title.center.y) < 0.2)
  }

  @Test func theCompactTitleIsTheLargeOneScaledByTheFontRatio() {
    let model = HeaderProgressModel(flowing: [.title])
    let destination = model.destinations(in: strip, titleSource: title).title!
    let ratio = FlowingHeaderTokens.compactTitleSize / FlowingHeaderTokens.largeTitleSize
    #expect(abs(destination.width - title.width * ratio) < 1e-9)
    #expect(abs(destination.height - title.height * ratio) < 1e-9)
    #expect(destination.center == strip.center)
  }

  @Test func atProgressOneTheTitleFillsItsStripSlot() {
    let model = HeaderProgressModel(flowing: [.title])
    let p = model.presentation(scrolled: 45, geometry: geometry())
    let slot = try! #require(p.titleDestination)
    let frame = try! #require(p.title?.frame)
    #expect(abs(frame.minX - slot.minX) < 1e-9 && abs(frame.minY - slot.minY) < 1e-9)
    #expect(abs(frame.width - slot.width) < 1e-9 && abs(frame.height - slot.height) < 1e-9)
  }

  @Test func halfwayTheTitleIsBetweenBothEndsAndScale() {
    let model = HeaderProgressModel(flowing: [.title])
    let p = model.presentation(scrolled: 25, geometry: geometry())
    let slot = p.titleDestination!
    #expect(p.title!.center.y == (title.center.y + slot.center.y) / 2)
    let ratio = FlowingHeaderTokens.compactTitleSize / FlowingHeaderTokens.largeTitleSize
    #expect(abs(p.title!.scale - (1 + ratio) / 2) < 1e-12)
  }

  @Test func aTitleTooWideForTheStripIsNarrowedToFit() {
    let wide = Rect(x: 0, y: 120, width: 1_200, height: 36)
    let model = HeaderProgressModel(flowing: [.title])
    let slot = model.destinations(in: strip, titleSource: wide).title!
    #expect(abs(slot.width - (strip.width - 32)) < 1e-9)
    #expect(abs(slot.width / slot.height - wide.width / wide.height) < 1e-9)
  }

  @Test func horizontalLayoutPutsTheAccessoryBesideTheTitle() {
    let model = HeaderProgressModel(flowing: [.title, .accessory], layout: .horizontal)
    let (t, a) = model.destinations(in: strip, titleSource: title)
    #expect(a!.size == Size(width: 25, height: 25))
    #expect(a!.maxX + FlowingHeaderTokens.titleStripSpacing == t!.minX)
    #expect(a!.midY == strip.midY && t!.midY == strip.midY)
    #expect(abs((a!.minX + t!.maxX) / 2 - strip.midX) < 1e-9)
    #expect(model.stripHeight == FlowingHeaderTokens.titleStripHeight)
  }

  @Test func verticalLayoutStacksTheAccessoryAboveTheTitle() {
    let model = HeaderProgressModel(flowing: [.title, .accessory], layout: .vertical)
    let tall = Rect(x: 0, y: 0, width: 400, height: model.stripHeight)
    let (t, a) = model.destinations(in: tall, titleSource: title)
    #expect(a!.maxY < t!.minY)
    #expect(a!.midX == tall.midX && t!.midX == tall.midX)
    #expect(a!.minY >= 0 && t!.maxY <= tall.maxY)
    #expect(model.stripHeight == FlowingHeaderTokens.verticalTitleStripHeight)
  }

  @Test func verticalLayoutWithoutAFlowingAccessoryKeepsTheShortStrip() {
    let model = HeaderProgressModel(flowing: [.title], layout: .vertical)
    #expect(model.stripHeight == FlowingHeaderTokens.titleStripHeight)
    #expect(model.destinations(in: strip, titleSource: title).title!.center == strip.center)
  }

  @Test func aFlowingAccessoryMovesAndScalesToTheStripSize() {
    let model = HeaderProgressModel(flowing: [.title, .accessory])
    let end = model.presentation(scrolled: 1_000, geometry: geometry())
    let frame = end.accessory!.frame
    #expect(abs(frame.width - 25) < 1e-9 && abs(frame.height - 25) < 1e-9)
    #expect(frame.center == end.accessoryDestination!.center)
    let start = model.presentation(scrolled: 0, geometry: geometry())
    #expect(start.accessory!.frame == accessory)
  }

  @Test func sideBySideTheAccessoryAndTheTitleNeverCross() {
    // As in the demo: a 56-point star above a 30-point title, both moving up with the scroll.
    let model = HeaderProgressModel(flowing: [.title, .accessory], layout: .horizontal)
    let star = Rect(x: 166, y: 56, width: 67, height: 67)
    let words = Rect(x: 135, y: 135, width: 130, height: 36)
    let start = model.startOffset(accessoryHeight: star.height)
    for step in 0...50 {
      let progress = Double(step) / 50
      let scrolled = start + model.range * progress
      let geometry = HeaderGeometry(
        strip: strip, titleSource: words.offsetBy(dx: 0, dy: -scrolled),
        accessorySource: star.offsetBy(dx: 0, dy: -scrolled))
      let p = model.presentation(scrolled: scrolled, geometry: geometry)
      let (a, t) = (p.accessory!.frame, p.title!.frame)
      #expect(!a.intersects(t), "at progress \(progress): accessory \(a), title \(t)")
    }
    // The ends are where they were: the header's places at rest, the strip's at the end.
    let end = model.presentation(
      scrolled: 1_000,
      geometry: HeaderGeometry(strip: strip, titleSource: words, accessorySource: star))
    #expect(end.accessory!.frame.center == end.accessoryDestination!.center)
    #expect(end.title!.center == end.titleDestination!.center)
  }

  @Test func aWideAccessoryKeepsItsProportions() {
    let wide = Rect(x: 100, y: 40, width: 100, height: 50)
    let model = HeaderProgressModel(flowing: [.accessory])
    let end = model.presentation(
      scrolled: 1_000, geometry: HeaderGeometry(strip: strip, titleSource: nil, accessorySource: wide))
    #expect(abs(end.accessory!.frame.width - 25) < 1e-9 && abs(end.accessory!.frame.height - 12.5) < 1e-9)
  }

  @Test func titleOnlyDisplaysLeaveTheAccessoryInTheHeaderFading() {
    let model = HeaderProgressModel(flowing: [.title])
    let p = model.presentation(scrolled: 15, geometry: geometry())
    #expect(p.accessory == nil)
    #expect(p.accessoryDestination == nil)
    #expect(p.accessoryFade == Double(PortalHeaderCalculations.calculateAccessoryFade(progress: p.progress)))
    #expect(model.presentation(scrolled: 1_000, geometry: geometry()).accessoryFade == 0.6)
  }

  @Test func nothingFlowsWithoutASource() {
    let model = HeaderProgressModel(flowing: [.title, .accessory])
    let p = model.presentation(
      scrolled: 30, geometry: HeaderGeometry(strip: strip, titleSource: nil, accessorySource: nil))
    #expect(p.title == nil && p.accessory == nil)
  }

  @Test func reducedMotionCrossFadesTheTitleInsteadOfMovingIt() {
    let model = HeaderProgressModel(flowing: [.title], reduceMotion: true)
    let p = model.presentation(scrolled: 15, geometry: geometry())
    #expect(p.title!.center == title.center && p.title!.scale == 1)
    #expect(p.title!.opacity == 0.75)
    #expect(p.compactTitle!.center == p.titleDestination!.center)
    #expect(p.compactTitle!.opacity == 0.25)
  }

  @Test func theSnapEndsAreTheStartAndTheStartPlusTheRange() {
    let model = HeaderProgressModel(flowing: [.title, .accessory])
    #expect(model.scrolled(atProgress: 0, accessoryHeight: 30) == 10)
    #expect(model.scrolled(atProgress: 1, accessoryHeight: 30) == 50)
  }
}
