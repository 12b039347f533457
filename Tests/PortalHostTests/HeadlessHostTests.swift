import PortalGraphics
import PortalHost
import Testing

@Suite("Headless host: frames") @MainActor
struct HeadlessHostFrameTests {
  @Test func stepWithoutARequestDrawsNothingButMovesTheClock() throws {
    let (host, client) = try makeHost()
    let drew = host.step(by: 0.5)
    #expect(!drew)
    #expect(client.frameTimes.isEmpty)
    #expect(host.framesDrawn == 0)
    #expect(host.clock.now == 0.5)
  }

  @Test func stepAfterARequestDrawsOnceAtTheClocksTime() throws {
    let (host, client) = try makeHost()
    host.manualClock.set(10)
    host.setNeedsFrame()
    let drew = host.step(by: 0.25)
    #expect(drew)
    #expect(client.frameTimes == [10.25])
    #expect(host.framesDrawn == 1)
  }

  @Test func aRequestIsUsedUpByTheFrameItAskedFor() throws {
    let (host, client) = try makeHost()
    host.setNeedsFrame()
    host.step()
    #expect(!host.frameRequested)
    #expect(!host.step())
    #expect(client.frameTimes.count == 1)
  }

  @Test func repeatedRequestsWithinAFrameDrawOneFrame() throws {
    let (host, client) = try makeHost()
    host.setNeedsFrame()
    host.setNeedsFrame()
    host.setNeedsFrame()
    host.step()
    host.step()
    #expect(client.frameTimes.count == 1)
  }

  @Test func drawIfRequestedDrawsWithoutMovingTheClock() throws {
    let (host, client) = try makeHost()
    host.manualClock.set(2)
    host.setNeedsFrame()
    #expect(host.drawIfRequested())
    #expect(client.frameTimes == [2])
    #expect(host.clock.now == 2)
  }

  @Test func runUntilIdleStopsWhenTheClientStopsRequestingAndCountsFrames() throws {
    let (host, client) = try makeHost()
    client.framesToRequest = 4
    host.setNeedsFrame()
    let frames = host.runUntilIdle(frameInterval: 0.125)
    #expect(frames == 5)
    #expect(client.frameTimes == [0.125, 0.25, 0.375, 0.5, 0.625])
    #expect(!host.frameRequested)
  }

  @Test func runUntilIdleWithNothingRequestedDrawsNoFrame() throws {
    let (host, client) = try makeHost()
    #expect(host.runUntilIdle() == 0)
    #expect(client.frameTimes.isEmpty)
    #expect(host.clock.now == 0)
  }

  @Test func runUntilIdleStopsAtTheLimitForANeverEndingAnimation() throws {
    let (host, client) = try makeHost()
    client.framesToRequest = nil
    host.setNeedsFrame()
    let frames = host.runUntilIdle(limit: 50)
    #expect(frames == 50)
    #expect(client.frameTimes.count == 50)
    #expect(host.frameRequested)
  }
}

@Suite("Headless host: input") @MainActor
struct HeadlessHostInputTests {
  @Test func eventsReachTheClientInTheOrderSent() throws {
    let (host, client) = try makeHost()
    let sent: [InputEvent] = [
      .pointerMoved(Point(x: 1, y: 2)),
      .pointerPressed(Point(x: 1, y: 2), button: .primary),
      .scrolled(Point(x: 1, y: 2), dx: 0, dy: 48, precise: false),
      .pointerReleased(Point(x: 3, y: 4), button: .primary),
      .keyPressed(.escape, modifiers: [.shift]),
      .keyReleased(.escape, modifiers: [.shift]),
      .focusChanged(false),
      .pointerExited,
      .closeRequested,
    ]
    for event in sent { host.send(event) }
    #expect(client.events == sent)
  }

  @Test func eventsDoNotRequestAFrameByThemselves() throws {
    let (host, _) = try makeHost()
    host.send(.pointerMoved(Point(x: 5, y: 5)))
    #expect(!host.frameRequested)
  }

  @Test func resizedEventReachesTheClient() throws {
    let (host, client) = try makeHost()
    host.send(.resized(Size(width: 300, height: 150)))
    #expect(client.events == [.resized(Size(width: 300, height: 150))])
  }

  @Test func resizedResizesBothSurfaces() throws {
    let (host, _) = try makeHost(size: Size(width: 200, height: 100))
    host.send(.resized(Size(width: 320, height: 240)))
    #expect(host.main.size == Size(width: 320, height: 240))
    #expect(host.overlaySurface.size == Size(width: 320, height: 240))
    #expect(host.main.bitmap.width == 320 && host.main.bitmap.height == 240)
    #expect(host.overlaySurface.bitmap.width == 320 && host.overlaySurface.bitmap.height == 240)
  }

  @Test func resizedKeepsTheOldPixelsInTheTopLeftCorner() throws {
    let (host, _) = try makeHost(size: Size(width: 200, height: 100))
    Canvas(bitmap: host.main.bitmap).fill(Rect(x: 0, y: 0, width: 50, height: 50), with: Color(hex: 0x2050E0))
    Canvas(bitmap: host.overlaySurface.bitmap).fill(
      Rect(x: 0, y: 0, width: 50, height: 50), with: Color(hex: 0xD03030))
    host.send(.resized(Size(width: 320, height: 240)))
    #expect(rgb(host.main.bitmap, 10, 10) == 0x2050E0)
    #expect(rgb(host.overlaySurface.bitmap, 10, 10) == 0xD03030)
  }

  @Test func resizedFillsNewMainAreaWhiteAndNewOverlayAreaTransparent() throws {
    let (host, _) = try makeHost(size: Size(width: 200, height: 100))
    host.send(.resized(Size(width: 320, height: 240)))
    #expect(host.main.bitmap.rawPixel(x: 300, y: 200) == 0xFFFF_FFFF)
    #expect(alpha(host.overlaySurface.bitmap, 300, 200) == 0)
  }
}

@Suite("Headless host: surfaces") @MainActor
struct HeadlessHostSurfaceTests {
  @Test func mainSurfaceStartsWhiteAndShown() throws {
    let (host, _) = try makeHost()
    #expect(host.main.bitmap.rawPixel(x: 0, y: 0) == 0xFFFF_FFFF)
    #expect(host.main.isShown)
    #expect(host.main.visible == [Rect(x: 0, y: 0, width: 200, height: 100)])
  }

  @Test func overlayStartsHiddenAndTransparent() throws {
    let (host, _) = try makeHost()
    #expect(!host.overlay.isShown)
    #expect(host.overlaySurface.visible.isEmpty)
    #expect(host.overlaySurface.bitmap.rawPixel(x: 0, y: 0) == 0)
  }

  @Test func presentRecordsDamageInOrder() throws {
    let (host, _) = try makeHost()
    let a = Rect(x: 0, y: 0, width: 10, height: 10)
    let b = Rect(x: 20, y: 20, width: 5, height: 5)
    host.main.present(damage: [a])
    host.main.present(damage: [a, b])
    #expect(host.main.presentedDamage == [[a], [a, b]])
    #expect(host.main.presentCount == 2)
  }

  @Test func resetLogForgetsPresentsButKeepsPixels() throws {
    let (host, _) = try makeHost()
    Canvas(bitmap: host.main.bitmap).fill(Rect(x: 0, y: 0, width: 10, height: 10), with: Color(hex: 0x2050E0))
    host.main.present(damage: [Rect(x: 0, y: 0, width: 10, height: 10)])
    host.main.resetLog()
    #expect(host.main.presentCount == 0)
    #expect(rgb(host.main.bitmap, 5, 5) == 0x2050E0)
  }

  @Test func overlayPresentWithAVisibleRegionShowsIt() throws {
    let (host, _) = try makeHost()
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer], visible: [layer])
    #expect(host.overlay.isShown)
    #expect(host.overlaySurface.visible == [layer])
  }

  @Test func overlayVisibleFollowsEachPresent() throws {
    let (host, _) = try makeHost()
    let first = Rect(x: 10, y: 10, width: 40, height: 30)
    let second = Rect(x: 60, y: 20, width: 40, height: 30)
    host.overlay.present(damage: [first], visible: [first])
    host.overlay.present(damage: [first.union(second)], visible: [second])
    #expect(host.overlaySurface.visible == [second])
    #expect(host.overlaySurface.presentedDamage == [[first], [first.union(second)]])
  }

  @Test func overlayPresentWithAnEmptyVisibleRegionHidesIt() throws {
    let (host, _) = try makeHost()
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer], visible: [layer])
    host.overlay.present(damage: [layer], visible: [])
    #expect(!host.overlay.isShown)
    #expect(host.overlaySurface.visible.isEmpty)
  }

  @Test func overlayVisibleRegionOfOnlyEmptyRectanglesHidesIt() throws {
    let (host, _) = try makeHost()
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer], visible: [layer])
    host.overlay.present(damage: [layer], visible: [.zero, Rect(x: 5, y: 5, width: 0, height: 9)])
    #expect(!host.overlay.isShown)
  }

  @Test func overlayPresentWithoutVisibleShowsTheDamage() throws {
    let (host, _) = try makeHost()
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer])
    #expect(host.overlay.isShown)
    #expect(host.overlaySurface.visible == [layer])
  }

  @Test func scaleTwoGivesBitmapsTwiceTheLogicalSize() throws {
    let (host, _) = try makeHost(size: Size(width: 200, height: 100), scale: 2)
    #expect(host.main.size == Size(width: 200, height: 100))
    #expect(host.main.bitmap.width == 400 && host.main.bitmap.height == 200)
    #expect(host.overlaySurface.bitmap.width == 400 && host.overlaySurface.bitmap.height == 200)
    #expect(host.main.scale == 2 && host.overlay.scale == 2)
  }

  @Test func resizeAtScaleTwoKeepsBitmapsTwiceTheLogicalSize() throws {
    let (host, _) = try makeHost(size: Size(width: 200, height: 100), scale: 2)
    host.send(.resized(Size(width: 150, height: 120)))
    #expect(host.main.bitmap.width == 300 && host.main.bitmap.height == 240)
    #expect(host.overlaySurface.bitmap.width == 300 && host.overlaySurface.bitmap.height == 240)
  }
}

@Suite("Headless host: composite") @MainActor
struct HeadlessHostCompositeTests {
  private let blue = Color(hex: 0x2050E0)

  /// Paints the whole overlay blue, so anything outside `visible` that shows is a leak.
  private func overlayPaintedEverywhere(_ host: HeadlessHost) {
    let overlay = host.overlaySurface
    Canvas(bitmap: overlay.bitmap, scale: overlay.scale).fill(
      Rect(origin: .zero, size: overlay.size), with: blue)
  }

  @Test func hiddenOverlayLeavesTheMainSurfaceAsIs() throws {
    let (host, _) = try makeHost()
    overlayPaintedEverywhere(host)
    let out = try host.composite()
    #expect(rgb(out, 20, 20) == 0xFFFFFF)
    #expect(rgb(out, 150, 80) == 0xFFFFFF)
  }

  @Test func overlayPixelsShowInsideTheVisibleRegion() throws {
    let (host, _) = try makeHost()
    overlayPaintedEverywhere(host)
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer], visible: [layer])
    let out = try host.composite()
    #expect(rgb(out, 10, 10) == 0x2050E0)
    #expect(rgb(out, 49, 39) == 0x2050E0)
  }

  @Test func overlayPixelsOutsideTheVisibleRegionDoNotShow() throws {
    let (host, _) = try makeHost()
    overlayPaintedEverywhere(host)
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer], visible: [layer])
    let out = try host.composite()
    #expect(rgb(out, 9, 9) == 0xFFFFFF)
    #expect(rgb(out, 50, 40) == 0xFFFFFF)
    #expect(rgb(out, 150, 80) == 0xFFFFFF)
  }

  @Test func everyRectangleOfTheVisibleRegionShows() throws {
    let (host, _) = try makeHost()
    overlayPaintedEverywhere(host)
    let a = Rect(x: 0, y: 0, width: 20, height: 20)
    let b = Rect(x: 100, y: 50, width: 20, height: 20)
    host.overlay.present(damage: [a, b], visible: [a, b])
    let out = try host.composite()
    #expect(rgb(out, 5, 5) == 0x2050E0)
    #expect(rgb(out, 110, 60) == 0x2050E0)
    #expect(rgb(out, 60, 30) == 0xFFFFFF)
  }

  @Test func translucentOverlayPixelsBlendOverTheMainSurface() throws {
    let (host, _) = try makeHost()
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    Canvas(bitmap: host.overlaySurface.bitmap).fill(layer, with: Color.black.opacity(0.5))
    host.overlay.present(damage: [layer], visible: [layer])
    let out = try host.composite()
    let grey = rgb(out, 20, 20)
    #expect((0x7E...0x81).contains(grey & 0xFF))
    #expect(grey >> 16 == grey & 0xFF)
  }

  @Test func compositeLeavesTheSurfacesUntouched() throws {
    let (host, _) = try makeHost()
    overlayPaintedEverywhere(host)
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer], visible: [layer])
    _ = try host.composite()
    #expect(rgb(host.main.bitmap, 20, 20) == 0xFFFFFF)
  }

  @Test func compositeAtScaleTwoMapsTheVisibleRegionToDevicePixels() throws {
    let (host, _) = try makeHost(size: Size(width: 200, height: 100), scale: 2)
    overlayPaintedEverywhere(host)
    let layer = Rect(x: 10, y: 10, width: 40, height: 30)
    host.overlay.present(damage: [layer], visible: [layer])
    let out = try host.composite()
    #expect(out.width == 400)
    #expect(rgb(out, 20, 20) == 0x2050E0)
    #expect(rgb(out, 99, 79) == 0x2050E0)
    #expect(rgb(out, 100, 80) == 0xFFFFFF)
    #expect(rgb(out, 19, 19) == 0xFFFFFF)
  }
}

/// The headless host shows what the X11 overlay shows because both call `LayerComposition`:
/// its images are that composition of its windows and overlay, pixel for pixel.
@Suite("Headless host: the layer composition") @MainActor
struct HeadlessHostLayerCompositionTests {
  /// Two overlapping windows, and an overlay over both with a translucent, anti-aliased layer
  /// and paint outside its visible region that must not show.
  private func scene(scale: Double) throws -> (HeadlessHost, HeadlessSurface, [Rect]) {
    let (host, _) = try makeHost(size: Size(width: 200, height: 100), scale: scale)
    Canvas(bitmap: host.main.bitmap, scale: scale).fill(
      Rect(x: 0, y: 0, width: 200, height: 100),
      with: .linear(
        Gradient(colors: [Color(hex: 0xD03030), Color(hex: 0xF0E040)]), from: .zero,
        to: Point(x: 200, y: 100)))
    let id = try host.openWindow(
      title: "Second", size: Size(width: 100, height: 60), screenOrigin: Point(x: 150, y: 20))
    let second = host.window(id)!
    Canvas(bitmap: second.bitmap, scale: scale).fill(
      Rect(x: 0, y: 0, width: 100, height: 60), with: Color(hex: 0x30C030))
    let overlay = host.overlaySurface
    let canvas = Canvas(bitmap: overlay.bitmap, scale: scale)
    canvas.fill(Rect(origin: .zero, size: overlay.size), with: Color(hex: 0x000000).opacity(0.2))
    canvas.fill(
      circleCenter: Point(x: 160, y: 40), radius: 30.5,
      with: .color(Color(hex: 0x2050E0).opacity(0.6)))
    let visible = [
      Rect(x: 125, y: 5, width: 75, height: 75), Rect(x: 20, y: 20, width: 10, height: 10),
    ]
    overlay.present(damage: visible, visible: visible)
    return (host, second, visible)
  }

  private func expectSamePixels(_ a: Bitmap, _ b: Bitmap) {
    #expect(a.width == b.width && a.height == b.height)
    var differing = 0
    for y in 0..<a.height {
      for x in 0..<a.width where a.rawPixel(x: x, y: y) != b.rawPixel(x: x, y: y) { differing += 1 }
    }
    #expect(differing == 0)
  }

  @Test(arguments: [1.0, 2.0]) func theCompositeIsTheCompositionOfTheWindowsAndTheOverlay(
    scale: Double
  ) throws {
    let (host, second, visible) = try scene(scale: scale)
    let overlay = host.overlaySurface
    #expect(overlay.screenOrigin == .zero)
    let expected = try Bitmap(width: host.main.bitmap.width, height: host.main.bitmap.height)
    LayerComposition(
      windows: [
        .init(host.main.bitmap), .init(second.bitmap, at: Point(x: 150 * scale, y: 20 * scale)),
      ],
      layers: [.init(overlay.bitmap, visible: visible.map { $0.scaled(by: scale) })]
    ).compose(into: expected)
    let composite = try host.composite()
    expectSamePixels(composite, expected)
    // The overlay's paint outside its visible region stays out; the circle blends in.
    #expect(
      rgb(composite, Int(60 * scale), Int(60 * scale))
        == rgb(host.main.bitmap, Int(60 * scale), Int(60 * scale)))
    #expect(
      rgb(composite, Int(160 * scale), Int(40 * scale))
        != rgb(second.bitmap, Int(10 * scale), Int(20 * scale)))
  }

  @Test func theScreenImageIsTheCompositionOverTheDesktop() throws {
    let (host, second, visible) = try scene(scale: 1)
    let area = Rect(x: -10, y: -5, width: 280, height: 100)
    let expected = try Bitmap(width: 280, height: 100)
    LayerComposition(
      ground: .color(HeadlessHost.desktop),
      windows: [
        .init(host.main.bitmap, at: Point(x: 10, y: 5)),
        .init(second.bitmap, at: Point(x: 160, y: 25)),
      ],
      layers: [.init(host.overlaySurface.bitmap, at: Point(x: 10, y: 5), visible: visible)]
    ).compose(into: expected)
    expectSamePixels(try host.screenImage(of: area), expected)
  }
}
