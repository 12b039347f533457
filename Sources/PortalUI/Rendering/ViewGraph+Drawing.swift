import PortalGraphics
import PortalHost

/// Drawing a window: damage where nodes moved, the damaged pieces drawn and presented (or a
/// scroll's pixels moved), and the frame's report.
extension ViewGraph {
  func nodeMoved(_ node: Node, from old: Rect? = nil) {
    let now = node.paintBounds
    // A node moving with scrolled content whose pixels are moved needs no drawing.
    if let old, damage.scrollCopy != nil, movedWithScrolledContent(node, from: old) {
      node.paintedBounds = now
      return
    }
    damageMove(of: node, to: now, resized: old.map { $0.size != node.frame.size } ?? false)
  }

  /// `nodeMoved` for a node whose painted bounds, and whether it is inside the scroll view
  /// being copied, are already known (a node translated with a block).
  func nodeMoved(_ node: Node, from old: Rect, paintBounds now: Rect, insideScrolledContent: Bool) {
    if insideScrolledContent, movedWithScrolledContent(insideIt: node, from: old) {
      node.paintedBounds = now
      return
    }
    damageMove(of: node, to: now, resized: old.size != node.frame.size)
  }

  /// `nodeMoved` for a node whose layout did not change and whose painted bounds are known
  /// (a subtree moved by a render transform above it; see `Node.subtreeMoved`).
  func nodeMoved(_ node: Node, paintBounds now: Rect) {
    damageMove(of: node, to: now, resized: false)
  }

  /// Damages where `node` was painted and where it paints now. A node that only moved (not
  /// `resized`, its content unchanged) leaves the retained layers holding it to compare, when
  /// they draw, where it is: moving with its layer changes none of the layer's pixels.
  private func damageMove(of node: Node, to now: Rect, resized: Bool) {
    if holdsBackDamageWhileFadedOut(node, paintingAt: now) {
      node.contentChanged = false
      return
    }
    let changed = node.contentChanged || resized
    if let before = node.paintedBounds { addDamage(before, from: node, changed: changed) }
    addDamage(now, from: node, changed: changed)
    node.paintedBounds = now
    node.contentChanged = false
  }

  /// Whether `node`, appearing under a fade too faint to show (an insertion fading in from
  /// nothing), paints nothing yet and so damages nothing: its painted bounds become `bounds`.
  /// Once the fade shows, every node below it moves (`animatedSubtreeEffect`), is marked shown
  /// from this pass (`Node.shownFromPass`) and damages where it paints.
  func holdsBackDamageWhileFadedOut(_ node: Node, paintingAt bounds: Rect) -> Bool {
    let hidden =
      node.paintedBounds == nil
      ? placementsFadedOut > 0 || node.shownFromPass == .max : node.shownFromPass == .max && node.isHiddenByFade
    if hidden {
      node.shownFromPass = .max
      node.paintedBounds = bounds
      return true
    }
    if node.shownFromPass == .max { node.shownFromPass = updatePass }
    return false
  }

  /// A canvas on `bitmap` sharing this graph's caches: text layouts, blurred shadows and scaled
  /// pictures.
  func makeCanvas(on bitmap: Bitmap, scale: Double) -> Canvas {
    let canvas = Canvas(bitmap: bitmap, scale: scale)
    canvas.typesetter = typesetter
    canvas.shadowMasks = shadowMasks
    canvas.silhouetteMasks = silhouetteMasks
    canvas.scaledImages = scaledImages
    return canvas
  }

  func drawDamage() {
    let bounds = Rect(origin: .zero, size: size)
    let bitmap = surface.bitmap
    // Before anything is drawn over the pixels the window shows now.
    seedRetainedLayersFromWindow(bitmap, scale: surface.scale)
    var pieces: [Rect]?
    var presented: [Rect] = []
    if !popups.isEmpty, let copy = scrollCopy {
      // Moved pixels would carry a popup's with them: the scrolled region is drawn instead.
      scrollCopy = nil
      markForRedrawing(copy.viewport, overlay: false)
    }
    if let copy = scrollCopy {
      // Whatever else changed is drawn where it was and where its pixels were moved to.
      let others = damage.take().rects
      if let rects = copyScrolledPixels(otherDamage: others, bitmap: bitmap, scale: surface.scale) {
        let drawn = rects.map { $0.integral.intersection(bounds) }.filter { !$0.isEmpty }
        pieces = drawn
        presented = [copy.viewport.integral.intersection(bounds)] + drawn.filter { !copy.viewport.encloses($0) }
      } else {
        // Back as they were; the layers under them already heard of them when they came.
        for rect in others { markForRedrawing(rect, overlay: false) }
      }
    }
    scrollCopy = nil
    let taken = damage.take()
    if pieces == nil {
      let drawn = Self.pieces(of: taken.rects, within: bounds)
      guard !drawn.isEmpty else { return }
      pieces = drawn
      presented = drawn
    }
    let canvas = makeCanvas(on: bitmap, scale: surface.scale)
    let background = windowBackground
    for piece in pieces ?? [] {
      frames.times.mainDrawnArea += piece.width * piece.height
      canvas.withState {
        canvas.clip(to: piece)
        // Under a page that paints the piece opaque (a pane's background, a slid page) the
        // window's own background would only be painted over.
        if !root.paintsOpaque(over: piece) { canvas.fill(piece, with: background) }
        root.draw(in: DrawContext(canvas: canvas, damage: piece))
        if !popups.isEmpty { popups.draw(in: DrawContext(canvas: canvas, damage: piece)) }
      }
    }
    let region = presented.dropFirst().reduce(presented.first ?? .zero) { $0.union($1) }
    let presentStart = MonotonicClock.seconds()
    surface.present(damage: presented)
    frames.times.mainPresent = MonotonicClock.seconds() - presentStart
    damage.presented(region)
    updatePassAtLastPresent = updatePass
  }

  /// The pieces to draw for damage `rects`, inside `bounds`: their bounding rectangle, or the
  /// rectangles apart unless they cover most of it (85 %: the edges of a layer on four sides,
  /// two changes far apart, a scene switched beside the sidebar row that marks it), made
  /// whole, those that meet merged. Empty when nothing falls inside.
  static func pieces(of rects: [Rect], within bounds: Rect) -> [Rect] {
    var pieces: [Rect] = []
    for rect in rects {
      let inside = rect.integral.intersection(bounds)
      if !inside.isEmpty { pieces.appendMerging(inside) }
    }
    guard pieces.count > 1 else { return pieces }
    let whole = pieces.dropFirst().reduce(pieces[0]) { $0.union($1) }
    let covered = pieces.reduce(0) { $0 + $1.width * $1.height }
    return covered < whole.width * whole.height * 0.85 ? pieces : [whole]
  }

  /// What a window shows where no view draws.
  var windowBackground: Color { root.environment.colorScheme == .dark ? Color(hex: 0x1C1C1E) : Color.white }

  /// Draws the whole window as it is now into `bitmap` (the surface's size and scale), with
  /// or without the retained layers' kept pixels: what a frame drawn from nothing would show.
  /// Changes nothing on screen.
  package func drawWhole(into bitmap: Bitmap, usingRetainedLayers: Bool) {
    let kept = drawsRetainedLayers
    drawsRetainedLayers = usingRetainedLayers
    defer { drawsRetainedLayers = kept }
    let bounds = Rect(origin: .zero, size: size)
    let canvas = makeCanvas(on: bitmap, scale: surface.scale)
    canvas.fill(bounds, with: windowBackground)
    root.draw(in: DrawContext(canvas: canvas, damage: bounds))
    if !popups.isEmpty { popups.draw(in: DrawContext(canvas: canvas, damage: bounds)) }
    bitmap.flush()
  }

  func report(
    time: Double, start: Double, updated: Double, drawn: Double, end: Double, mainPresented: Bool, overlayPresented: Bool
  ) -> FrameReport {
    var report = FrameReport()
    report.time = time
    report.updateMilliseconds = (updated - start) * 1000
    report.mainMilliseconds = (drawn - updated) * 1000
    report.overlayMilliseconds = (end - drawn) * 1000
    report.buildMilliseconds = frames.times.build * 1000
    report.layoutMilliseconds = frames.times.layout * 1000
    report.mainPresentMilliseconds = frames.times.mainPresent * 1000
    report.mainDrawnArea = frames.times.mainDrawnArea
    report.overlayPresentMilliseconds = overlayLayers.lastPresentSeconds * 1000
    report.mainDamage = mainPresented ? lastDamage.offsetBy(dx: screenOrigin.x, dy: screenOrigin.y) : nil
    report.overlayDamage = overlayPresented ? overlayLayers.lastDamage : nil
    report.evaluations = evaluations - frames.times.evaluationsAtStart
    report.evaluationsSkipped = evaluationsSkipped - frames.times.evaluationsSkippedAtStart
    report.inputMilliseconds = frames.times.input * 1000
    report.retainedLayerBytes = layerMemoryInAll + windowGraphs.all.reduce(0) { $0 + $1.layerMemoryInAll }
    report.scaledPictureBytes = scaledImages.byteCount + windowGraphs.all.reduce(0) { $0 + $1.scaledImages.byteCount }
    return report
  }
}
