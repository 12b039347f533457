import Testing

@testable import PortalGraphics

@Suite("Canvas state, transforms and clipping")
struct CanvasTests {
  @Test func baseScaleMapsLogicalToDevicePixels() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40, scale: 2)
    #expect(canvas.size == Size(width: 20, height: 20))
    canvas.fill(Rect(x: 5, y: 5, width: 5, height: 5), with: .red)
    #expect(bitmap.inkBounds() == Rect(x: 10, y: 10, width: 10, height: 10))
  }

  /// Where red `rect`, filled after `prepare` on a fresh canvas `size` pixels square, leaves
  /// ink (alpha above `threshold`).
  private func ink(
    of rect: Rect, size: Int = 30, threshold: Double = 0, after prepare: (Canvas) -> Void
  ) throws -> Rect? {
    let (bitmap, canvas) = try makeCanvas(width: size, height: size)
    prepare(canvas)
    canvas.fill(rect, with: .red)
    return bitmap.inkBounds(threshold: threshold)
  }

  @Test func translateMovesWhatIsDrawnNext() throws {
    let drawn = try ink(of: Rect(x: 0, y: 0, width: 4, height: 4)) { $0.translate(x: 10, y: 5) }
    #expect(drawn == Rect(x: 10, y: 5, width: 4, height: 4))
  }

  @Test func rotateAboutAPointTurnsClockwise() throws {
    // A bar to the right of the centre, turned a quarter, points down.
    let drawn = try ink(of: Rect(x: 20, y: 18, width: 15, height: 4), size: 40, threshold: 0.5) {
      $0.rotate(radians: .pi / 2, around: Point(x: 20, y: 20))
    }
    #expect(drawn == Rect(x: 18, y: 20, width: 4, height: 15))
  }

  @Test func scaleStretchesWhatIsDrawnNext() throws {
    let drawn = try ink(of: Rect(x: 1, y: 1, width: 2, height: 2)) { $0.scale(x: 3, y: 2) }
    #expect(drawn == Rect(x: 3, y: 2, width: 6, height: 4))
  }

  @Test func concatAppliesATransform() throws {
    let drawn = try ink(of: Rect(x: 0, y: 0, width: 2, height: 2)) { canvas in
      canvas.concat(Transform.translation(x: 7, y: 3).scaled(x: 2, y: 2))
      #expect(canvas.transform == Transform(a: 2, b: 0, c: 0, d: 2, tx: 7, ty: 3))
    }
    #expect(drawn == Rect(x: 7, y: 3, width: 4, height: 4))
  }

  @Test func transformLeavesTheBaseScaleOut() throws {
    let (_, canvas) = try makeCanvas(width: 20, height: 20, scale: 2)
    #expect(canvas.transform == .identity)
    canvas.translate(x: 3, y: 4)
    #expect(canvas.transform == .translation(x: 3, y: 4))
  }

  @Test func withStateUndoesTransformsAndClips() throws {
    let drawn = try ink(of: Rect(x: 0, y: 0, width: 20, height: 20), size: 20) { canvas in
      canvas.withState {
        canvas.translate(x: 100, y: 100)
        canvas.clip(to: Rect(x: 0, y: 0, width: 1, height: 1))
      }
    }
    #expect(drawn == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func saveAndRestoreBracketState() throws {
    let (_, canvas) = try makeCanvas(width: 20, height: 20)
    canvas.save()
    canvas.translate(x: 5, y: 5)
    canvas.restore()
    #expect(canvas.transform == .identity)
  }

  @Test func clipToRectLimitsDrawing() throws {
    let drawn = try ink(of: Rect(x: 0, y: 0, width: 20, height: 20), size: 20) {
      $0.clip(to: Rect(x: 5, y: 6, width: 7, height: 8))
    }
    #expect(drawn == Rect(x: 5, y: 6, width: 7, height: 8))
  }

  @Test func clipToRoundedRectCutsTheCorners() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    canvas.clip(roundedRect: Rect(x: 0, y: 0, width: 40, height: 40), radii: CornerRadii(15))
    canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
    bitmap.expectNoInk(at: [(0, 0), (39, 39)])
    bitmap.expectInk(at: [(20, 0), (20, 20)])
  }

  @Test func clipToPathKeepsOnlyItsInside() throws {
    let (bitmap, canvas) = try makeCanvas(width: 40, height: 40)
    canvas.clip(to: Path(circleCenter: Point(x: 20, y: 20), radius: 10))
    canvas.fill(Rect(x: 0, y: 0, width: 40, height: 40), with: .red)
    bitmap.expectInk(at: [(20, 20)])
    bitmap.expectNoInk(at: [(5, 5)])
    #expect(bitmap.inkBounds() == Rect(x: 10, y: 10, width: 20, height: 20))
  }

  @Test func clipBoundsReportTheDrawableAreaInCurrentCoordinates() throws {
    let (_, canvas) = try makeCanvas(width: 40, height: 40, scale: 2)
    #expect(canvas.clipBounds == Rect(x: 0, y: 0, width: 20, height: 20))
    canvas.clip(to: Rect(x: 2, y: 3, width: 5, height: 6))
    canvas.translate(x: 1, y: 1)
    #expect(canvas.clipBounds == Rect(x: 1, y: 2, width: 5, height: 6))
    canvas.clip(to: Rect(x: 50, y: 50, width: 1, height: 1))
    #expect(canvas.clipBounds.isEmpty)
  }

  @Test func clearReplacesPixelsInsideTheClip() throws {
    let (bitmap, canvas) = try makeCanvas(width: 10, height: 10)
    canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), with: .red)
    canvas.withState {
      canvas.clip(to: Rect(x: 0, y: 0, width: 5, height: 10))
      canvas.clear()
    }
    #expect(bitmap.alpha(x: 2, y: 2) == 0)
    #expect(bitmap.pixel(x: 7, y: 2) == .red)
  }
}

/// A rounded-rectangle clip traced straight onto cairo matches the path of the same shape.
@Suite("Rounded rectangle clips")
struct RoundedRectClipTests {
  @Test(arguments: [CornerRadii(12), CornerRadii(topLeft: 0, topRight: 20, bottomRight: 4, bottomLeft: 40)])
  func theTracedClipEqualsThePathClip(radii: CornerRadii) throws {
    let rect = Rect(x: 10.5, y: 8.25, width: 90, height: 60)
    func painted(_ clip: (Canvas) -> Void) throws -> Bitmap {
      let bitmap = try Bitmap(width: 120, height: 90)
      let canvas = Canvas(bitmap: bitmap)
      canvas.withState {
        clip(canvas)
        canvas.fill(Rect(x: 0, y: 0, width: 120, height: 90), with: Color(hex: 0x3366CC))
      }
      return bitmap
    }
    let traced = try painted { $0.clip(roundedRect: rect, radii: radii) }
    let path = try painted { $0.clip(to: Path(roundedRect: rect, radii: radii)) }
    var differing = 0
    for y in 0..<90 {
      for x in 0..<120 where traced.rawPixel(x: x, y: y) != path.rawPixel(x: x, y: y) { differing += 1 }
    }
    #expect(differing == 0)
    // And the corners are cut: the top-left pixel of the rectangle is outside a rounded corner.
    if radii.topLeft > 4 { #expect(traced.rawPixel(x: 11, y: 9) == 0) }
  }
}
