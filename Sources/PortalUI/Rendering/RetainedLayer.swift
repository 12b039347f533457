import PortalGraphics

/// A subtree's pixels kept between frames, so a frame that only moves the subtree, or changes
/// what lies around it, composites the kept pixels instead of drawing the subtree again.
///
/// The pixels are the subtree drawn at its layout position relative to its root's frame, on a
/// transparent ground, in device pixels. They stay valid while nothing inside the subtree
/// changes: no body inside evaluates, no node inside moves except with the whole subtree, no
/// effect inside animates (see `ViewGraph.addDamage(_:changing:)`). Moving the root moves the
/// pixels; a frame composites them where the root is now.
///
/// A node gets one for `.drawingGroup()` and `.compositingGroup()`, and for as long as it
/// moves or is covered by something that animates as a unit (see `RetainedLayerReason`).
@MainActor
final class RetainedLayer {
  /// Why the node's subtree is kept as a layer.
  var reason: RetainedLayerReason {
    didSet { passesChangedAtRest = 0 }
  }
  /// The kept pixels; nil until first drawn and after the content changed.
  private(set) var bitmap: Bitmap?
  /// The area the pixels cover, relative to the root's frame origin, in logical pixels (its
  /// origin on a device pixel).
  private(set) var bounds = Rect.zero
  /// True when the pixels were drawn over the window's background, as the first thing drawn
  /// there: they cover what is under them, and are copied rather than blended.
  private(set) var isOpaque = false
  /// Otherwise, the part of the pixels found opaque when drawn (the root's frame, where a
  /// background fills it), in the bitmap's pixels: copied rather than blended.
  private(set) var opaqueArea: Rect?
  /// The opaque colour drawn right under the subtree, filled under the pixels when they were
  /// drawn (see `Node.opaqueColorBelow`): where it lies, the pixels are opaque and copied.
  private var colorBelow: ColorBelow?
  /// Set when a node of the subtree (the root included) moved, was resized or transformed, or
  /// when children came, went or were reordered: the next draw then compares the layout with
  /// `layout`. Without it a draw would walk the whole subtree every frame to find out.
  var layoutMayHaveChanged = false
  /// How many draws compared the subtree's layout with `layout` (for tests).
  private(set) var layoutComparisons = 0
  /// The device scale and appearance the pixels were drawn for.
  private var scale = 0.0
  private var dark = false
  /// Where each node of the subtree was, relative to the root's frame, when the pixels were
  /// drawn (see `Node.subtreeLayout`).
  private var layout: [SubtreeLayoutEntry] = []
  /// How many times the pixels were drawn, and composited from: what the benchmark and the
  /// tests read.
  private(set) var rasterCount = 0
  private(set) var compositeCount = 0
  /// The part of the pixels (in the bitmap's pixels) that every composite since they were
  /// drawn copied one for one over what is under it (where they are opaque, unfaded, on whole
  /// device pixels): there the window shows exactly what drawing the subtree straight shows,
  /// and freeing the layer need not draw it again. Nil when no part was.
  private(set) var copiedExactly: Rect?

  /// Whether all of the pixels were only ever copied one for one (still told once they are
  /// freed).
  var compositedExactly: Bool { rasterBounds.map { copiedExactly == $0 } ?? false }
  /// The bounds of the pixels last drawn, in bitmap pixels.
  private var rasterBounds: Rect?

  private static func bounds(of bitmap: Bitmap) -> Rect {
    Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
  }

  /// Where the window shows pixels of the layer that were blended rather than copied (window
  /// coordinates): what freeing the layer must draw again, straight.
  func blendedWindowAreas(of node: Node) -> [Rect] {
    guard let bitmap else { return [] }
    let area = windowArea(of: node)
    guard let exact = copiedExactly, !exact.isEmpty else { return [area] }
    let scale = Double(bitmap.width) / self.bounds.width
    let origin = self.area(of: node).origin
    let copied = node.transformToWindow.apply(
      to: Rect(x: origin.x + exact.minX / scale, y: origin.y + exact.minY / scale, width: exact.width / scale,
        height: exact.height / scale))
    return area.subtracting([copied])
  }

  /// Where freed pixels go, for the next layer of their size.
  private let pool: LayerBitmapPool?

  init(reason: RetainedLayerReason, pool: LayerBitmapPool? = nil) {
    self.reason = reason
    self.pool = pool
  }

  /// Bytes the kept pixels hold.
  var memory: Int { bitmap.map { $0.stride * $0.height } ?? 0 }

  /// Forgets the pixels: the next frame that shows the subtree draws it again.
  func invalidate() {
    if let bitmap { pool?.give(bitmap) }
    bitmap = nil
    layout.removeAll(keepingCapacity: true)
    staleParts.removeAll()
  }

  /// Parts of the pixels that no longer show the subtree (relative to the root's frame
  /// origin, in layout coordinates): drawn again into the kept pixels before the next
  /// composite, rather than all of them (a card shown again where a flight landed).
  private var staleParts: [Rect] = []

  /// Forgets the pixels in `rect` (window coordinates), where something inside `node`, the
  /// layer's root, changed; all of them when that cannot be told apart (a render transform on
  /// the way to the window, many changes).
  func invalidate(_ rect: Rect, of node: Node) {
    if !invalidatePart(rect, of: node) { invalidate() }
  }

  /// `invalidate(_:of:)` where only the part can be forgotten: false, forgetting nothing, when
  /// it cannot.
  func invalidatePart(_ rect: Rect, of node: Node) -> Bool {
    // Under a translation (a page shifted aside under the page pushed over it) the window's
    // rectangle is the same rectangle of the layer, moved back.
    let toWindow = node.transformToWindow
    guard bitmap != nil, staleParts.count < 16, toWindow.a == 1, toWindow.b == 0, toWindow.c == 0, toWindow.d == 1
    else { return false }
    let part = rect.offsetBy(dx: -toWindow.tx - node.frame.minX, dy: -toWindow.ty - node.frame.minY).intersection(bounds)
    // Where a node was and is are often one rectangle: it is drawn again once.
    if !part.isEmpty, !staleParts.contains(where: { $0.contains(part) }) { staleParts.append(part) }
    return true
  }

  /// Whether a change inside a layer kept at rest for a dismissal (`awaitingDismissal`), in
  /// update pass `pass`, is drawn again into its pixels. Changes in a few passes are (a portal
  /// end hidden as the dismissal starts, a button pressed); a subtree that goes on changing is
  /// drawn straight instead, for drawing a change into the pixels and compositing them costs
  /// about twice drawing it.
  func redrawsChangeAtRest(pass: Int) -> Bool {
    if pass != lastChangedPass {
      lastChangedPass = pass
      passesChangedAtRest += 1
    }
    return passesChangedAtRest <= Self.passesRedrawnAtRest
  }

  /// How many update passes changed the subtree since it came to rest, and the last one.
  private var passesChangedAtRest = 0
  private var lastChangedPass = -1

  /// How many update passes' changes a layer kept at rest draws again into its pixels.
  private static let passesRedrawnAtRest = 4

  /// Whether the pixels show the subtree as it is (none of them stale).
  var isValid: Bool { bitmap != nil && staleParts.isEmpty }

  /// How many times stale parts of the pixels were drawn again (for tests).
  private(set) var partialRasterCount = 0

  /// Where the pixels lie with `node`, their root, where it is now: in its layout coordinates.
  func area(of node: Node) -> Rect { bounds.offsetBy(dx: node.frame.minX, dy: node.frame.minY) }

  /// Where the pixels show in the window, through the render transforms above and on `node`.
  func windowArea(of node: Node) -> Rect { node.transformToWindow.apply(to: area(of: node)) }

  /// Draws `node`'s content (under its own render transform, as `Node.draw` sets it up) from
  /// the kept pixels, drawing them first if they are missing or were drawn for another scale
  /// or appearance.
  func draw(_ node: Node, in context: DrawContext, content: (DrawContext) -> Void) {
    let canvas = context.canvas
    let dark = canvas.prefersDark
    let below = isOpaque ? nil : node.opaqueColorBelow
    if rasterCount == 0, !node.showsAQuarter(in: [context.visibleDamage]) {
      // Drawn straight this once: the next frame, which shows more of it, draws the pixels.
      // The window shows the rest of a subtree it showed before as it is; of a new one, only this.
      if node.shownFromPass > node.graph.updatePassAtLastPresent { drewSliverStraight = true }
      let fade = context.fade
      context.fade = 1
      defer { context.fade = fade }
      return canvas.withOpacity(fade) { content(context) }
    }
    if bitmap == nil || scale != canvas.scale || self.dark != dark || below != colorBelow
      || (layoutMayHaveChanged && !comparedLayoutMatches(node))
    {
      raster(node, scale: canvas.scale, dark: dark, content: content)
    } else if !staleParts.isEmpty {
      redrawStaleParts(node, content: content)
    }
    layoutMayHaveChanged = false
    // A fade folded into this paint (`Node.drawChildrenFaded`) blends the kept pixels at it.
    let fade = context.fade
    guard let bitmap else {
      // Drawn straight, the subtree may paint more than once: the fade takes a group.
      context.fade = 1
      defer { context.fade = fade }
      return canvas.withOpacity(fade) { content(context) }
    }
    compositeCount += 1
    let copied = canvas.draw(bitmap, at: area(of: node).origin, opacity: fade, replacing: isOpaque, opaqueArea: opaqueArea)
    copiedExactly = copied.flatMap { copiedExactly?.intersection($0) }.flatMap { $0.isEmpty ? nil : $0 }
  }

  /// Draws the stale parts again into the kept pixels, over what the raster put under the
  /// subtree there (the window's background, or the colour below), as a raster draws them.
  private func redrawStaleParts(_ node: Node, content: (DrawContext) -> Void) {
    guard let bitmap else { return }
    let area = area(of: node)
    let canvas = node.graph.makeCanvas(on: bitmap, scale: scale)
    canvas.prefersDark = dark
    canvas.translate(x: -area.minX, y: -area.minY)
    let filled = colorBelow.map { $0.frame.intersection(area) } ?? .zero
    for part in staleParts {
      // In layout coordinates, on whole device pixels, as the raster drew them.
      let rect = part.offsetBy(dx: node.frame.minX, dy: node.frame.minY).outsetToDevicePixels(scale: scale)
        .intersection(area)
      guard !rect.isEmpty else { continue }
      redraw(rect, of: node, on: canvas, filled: filled, content: content)
    }
    bitmap.flush()
    staleParts.removeAll()
    partialRasterCount += 1
  }

  /// Draws `rect` of the pixels again from nothing: cleared, the ground the raster puts under
  /// the subtree (the window's background, or the colour below where it lies in `filled`), then
  /// the subtree inside it.
  private func redraw(
    _ rect: Rect, of node: Node, on canvas: Canvas, filled: Rect, content: (DrawContext) -> Void
  ) {
    canvas.withState {
      canvas.clip(to: rect)
      canvas.clear()
      if isOpaque {
        canvas.fill(rect, with: node.graph.windowBackground)
      } else if let colorBelow, filled.intersects(rect) {
        canvas.fill(filled.intersection(rect), with: colorBelow.color)
      }
      content(DrawContext(canvas: canvas, damage: rect))
    }
  }

  /// Whether the pixels were never drawn nor composited: the window showed the subtree drawn
  /// straight until now.
  /// A layer that drew a sliver straight is not: the window shows only that part of it.
  var isFresh: Bool { rasterCount == 0 && compositeCount == 0 && !drewSliverStraight }
  /// Set when a frame drew part of the subtree straight instead of the pixels (`draw`).
  private var drewSliverStraight = false

  /// Draws the pixels for the first time, taking them from `window` (the window's pixels as
  /// last presented, at `scale`) where the layer draws over an opaque ground, except in the
  /// rectangles `stale` names inside the area covered (window layout coordinates), which are
  /// drawn from the subtree. Falls back to drawing everything when the stale part is most of
  /// it. See `ViewGraph+LayerSeeding.swift`.
  func seed(_ node: Node, from window: Bitmap, scale: Double, stale: (Rect) -> [Rect]) {
    withoutActuallyEscaping(stale) { stale in
      raster(node, scale: scale, dark: node.isDark, seed: (window, stale)) { node.drawOwnContent(in: $0) }
    }
  }

  private func comparedLayoutMatches(_ node: Node) -> Bool {
    layoutComparisons += 1
    return node.subtreeLayoutMatches(layout)
  }

  private func raster(
    _ node: Node, scale: Double, dark: Bool, seed: (window: Bitmap, stale: (Rect) -> [Rect])? = nil,
    content: (DrawContext) -> Void
  ) {
    guard let covered = node.subtreePaintBounds(), !covered.isEmpty else {
      bitmap = nil
      return
    }
    // Whole device pixels, so compositing at a frame on a device pixel copies pixels 1:1.
    let device = Rect(
      x: (covered.minX * scale).rounded(.down), y: (covered.minY * scale).rounded(.down),
      width: 0, height: 0)
    let width = Int((covered.maxX * scale).rounded(.up) - device.minX)
    let height = Int((covered.maxY * scale).rounded(.up) - device.minY)
    let fits = width > 0 && height > 0 && width * height <= Self.largestPixelCount
    let pooled = fits ? pool?.take(width: width, height: height) : nil
    guard fits, let pixels = pooled ?? (try? Bitmap(width: width, height: height))
    else {
      bitmap = nil
      return
    }
    let origin = Point(x: device.minX / scale, y: device.minY / scale)
    bounds = Rect(x: origin.x - node.frame.minX, y: origin.y - node.frame.minY, width: Double(width) / scale,
      height: Double(height) / scale)
    let canvas = node.graph.makeCanvas(on: pixels, scale: scale)
    canvas.prefersDark = dark
    canvas.translate(x: -origin.x, y: -origin.y)
    let whole = Rect(origin: origin, size: Size(width: Double(width) / scale, height: Double(height) / scale))
    // Drawn over the window's background where nothing else is drawn under the subtree, the
    // pixels are the window's own, to the last rounding, and need no blending.
    isOpaque = node.isDrawnFirstOverWindowBackground
    // Pooled pixels hold what another layer drew. Over the window's (opaque) background every
    // pixel is painted afresh: copied from the window, or filled with the background before
    // the subtree draws (a seed clears each part it draws again). Otherwise the subtree draws
    // over transparent pixels, as over new ones.
    if pooled != nil, !isOpaque { pixels.clear() }
    // Over an opaque colour, the pixels are drawn over that colour where it lies, as on screen.
    colorBelow = isOpaque ? nil : node.opaqueColorBelow
    let filled = colorBelow.map { $0.frame.intersection(whole) } ?? .zero
    if let seed, let ground = isOpaque ? whole : (filled.isEmpty ? ownOpaqueGround(of: node, within: whole) : filled),
      let redrawn = Self.seeded(pixels, ground: ground, whole: whole, origin: device.origin, scale: scale, seed: seed)
    {
      // The window's pixels cover the ground, and each part drawn again fills its own.
      for rect in redrawn {
        redraw(rect, of: node, on: canvas, filled: filled, content: content)
      }
    } else {
      if isOpaque { canvas.fill(whole, with: node.graph.windowBackground) }
      if let colorBelow, !filled.isEmpty { canvas.fill(filled, with: colorBelow.color) }
      content(DrawContext(canvas: canvas, damage: whole))
    }
    layout.removeAll(keepingCapacity: true)
    node.recordSubtreeLayout(into: &layout)
    layoutMayHaveChanged = false
    staleParts.removeAll()
    pixels.flush()
    // The colour filled under the pixels, else the root's frame (opaque where a background
    // fills it), in the bitmap's whole pixels.
    let known = filled.isEmpty ? node.frame : filled
    let left = ((known.minX - origin.x) * scale).rounded(.up)
    let top = ((known.minY - origin.y) * scale).rounded(.up)
    let frameInPixels = Rect(
      x: left, y: top, width: ((known.maxX - origin.x) * scale).rounded(.down) - left,
      height: ((known.maxY - origin.y) * scale).rounded(.down) - top)
    opaqueArea = !isOpaque && pixels.isOpaque(in: frameInPixels) ? frameInPixels : nil
    if let old = bitmap, old !== pixels { pool?.give(old) }
    bitmap = pixels
    self.scale = scale
    self.dark = dark
    rasterCount += 1
    copiedExactly = Self.bounds(of: pixels)
    rasterBounds = copiedExactly
  }

  /// The root's frame, on whole device pixels inside it, when the subtree paints all of it
  /// opaque itself (a page's ground): the window's pixels there are the subtree's whatever lies
  /// under it. Nil otherwise.
  private func ownOpaqueGround(of node: Node, within whole: Rect) -> Rect? {
    guard node.renderTransform == nil, node.paintsOpaque(over: node.frame) else { return nil }
    let ground = node.frame.insetToDevicePixels(scale: node.displayScale).intersection(whole)
    return ground.isEmpty ? nil : ground
  }

  /// Copies the window's pixels inside `ground` into `pixels` (whose top-left corner is the
  /// window's device point `origin`) and returns what must still be drawn from the subtree, in
  /// window layout coordinates on whole device pixels: the stale rectangles inside `ground`, and
  /// the parts of `whole` outside it (drawn over nothing, as a raster draws them). Nil, having
  /// copied nothing, when the stale part is more than half the ground: drawing it all is then
  /// about as cheap.
  private static func seeded(
    _ pixels: Bitmap, ground: Rect, whole: Rect, origin: Point, scale: Double,
    seed: (window: Bitmap, stale: (Rect) -> [Rect])
  ) -> [Rect]? {
    // On whole device pixels, as the window drew them; those that meet or touch drawn as one.
    var stale: [Rect] = []
    for rect in seed.stale(ground) {
      let part = rect.outsetToDevicePixels(scale: scale).intersection(ground)
      if !part.isEmpty { stale.appendMerging(part, touching: true) }
    }
    let staleArea = stale.reduce(0) { $0 + $1.width * $1.height }
    guard staleArea <= ground.width * ground.height / 2 else { return nil }
    let inWindow = ground.intersection(
      Rect(x: 0, y: 0, width: Double(seed.window.width) / scale, height: Double(seed.window.height) / scale))
    let deviceGround = Rect(
      x: inWindow.minX * scale, y: inWindow.minY * scale, width: inWindow.width * scale, height: inWindow.height * scale)
    pixels.copy(deviceGround, of: seed.window, offset: (-Int(origin.x), -Int(origin.y)))
    // Beyond the window's edges, and around the ground, the layer draws as a raster does.
    return stale + ground.subtracting([inWindow]) + whole.subtracting([ground])
  }

  /// A layer larger than this (4096 × 4096 device pixels, 64 MB) is drawn directly instead.
  static let largestPixelCount = 4096 * 4096
}

/// Why a node's subtree is a retained layer.
enum RetainedLayerReason: Equatable {
  /// Asked for with `.drawingGroup()` or `.compositingGroup()`: kept while the view is shown.
  case requested
  /// The subtree moves or is covered by something animating as a unit: kept until it rests.
  case animating
  /// The subtree lies still while a presentation is up (the content under a sheet, the sheet's
  /// card): kept, so the presentation's dismissal composites it, until the dismissal rests or
  /// the subtree goes on changing (then it is drawn straight again rather than into its layer;
  /// see `RetainedLayer.redrawsChangeAtRest`).
  case awaitingDismissal
}

/// An opaque colour drawn right under a subtree, and where it lies (window layout coordinates).
struct ColorBelow: Equatable {
  let color: Color
  let frame: Rect
}

/// Where one node of a retained layer's subtree was when the layer was drawn.
struct SubtreeLayoutEntry {
  let node: ObjectIdentifier
  /// The frame relative to the layer root's frame origin.
  let frame: Rect
  let transform: Transform?
}

extension Node {
  /// Tells the retained layers holding this node (its own included) that the layout inside
  /// them may have changed; nothing to do while the window keeps no layers.
  func retainedLayoutChanged() {
    guard !graph.retainedLayerNodes.isEmpty else { return }
    var node: Node? = self
    while let current = node {
      current.retainedLayer?.layoutMayHaveChanged = true
      node = current.parent
    }
  }

  /// Appends where every drawn node of the subtree is, relative to this node's frame, in
  /// drawing order.
  func recordSubtreeLayout(into entries: inout [SubtreeLayoutEntry]) {
    let origin = frame.origin
    func visit(_ node: Node) {
      entries.append(
        SubtreeLayoutEntry(
          node: ObjectIdentifier(node), frame: node.frame.offsetBy(dx: -origin.x, dy: -origin.y),
          transform: node === self ? nil : node.renderTransform))
      for child in node.drawnChildren { visit(child) }
    }
    visit(self)
  }

  /// Whether the subtree is laid out as `entries` recorded: the same nodes, at the same places
  /// relative to this node's frame (within a millionth of a point, the rounding of frames that
  /// animate together), under the same render transforms.
  func subtreeLayoutMatches(_ entries: [SubtreeLayoutEntry]) -> Bool {
    guard !entries.isEmpty else { return false }
    let origin = frame.origin
    var index = 0
    func visit(_ node: Node) -> Bool {
      guard index < entries.count else { return false }
      let entry = entries[index]
      index += 1
      guard entry.node == ObjectIdentifier(node), entry.transform == (node === self ? nil : node.renderTransform) else {
        return false
      }
      let f = node.frame
      let e = entry.frame
      guard abs(f.minX - origin.x - e.minX) < 1e-6, abs(f.minY - origin.y - e.minY) < 1e-6,
        abs(f.width - e.width) < 1e-6, abs(f.height - e.height) < 1e-6
      else { return false }
      for child in node.drawnChildren where !visit(child) { return false }
      return true
    }
    return visit(self) && index == entries.count
  }

  /// Whether nothing but the window's background is drawn under this node's subtree, and
  /// nothing above it changes how it blends: every ancestor draws only its children, untransformed
  /// and not faded, and this node's branch is drawn first among its siblings at every level.
  var isDrawnFirstOverWindowBackground: Bool {
    var child = self
    while let parent = child.parent {
      guard parent.primitive?.drawsOnlyChildren ?? true, parent.renderTransform == nil,
        parent[PresentedOpacity.self].map({ $0 >= 1 }) ?? true,
        graph.hitOrder(parent.drawnChildren).first === child
      else { return false }
      child = parent
    }
    return child === graph.root && !isOverlayTree
  }

  /// The opaque colour drawn right before this node's subtree and under all of it that it
  /// covers: a plain colour (a `.background(Color)`) drawn just before the branch holding this
  /// node, with nothing drawn between them, nothing transformed or faded between, and its frame
  /// on whole device pixels (so it covers every pixel it touches). Nil when there is none.
  var opaqueColorBelow: ColorBelow? {
    guard renderTransform == nil else { return nil }
    var child = self
    while let parent = child.parent {
      let order = graph.hitOrder(parent.drawnChildren)
      guard let index = order.firstIndex(where: { $0 === child }) else { return nil }
      if index > 0 {
        let below = order[index - 1]
        guard below.renderTransform == nil, below.children.isEmpty, let plain = below.view as? Color else {
          return nil
        }
        let color = (below[PresentedColor.self] ?? plain).resolved(dark: below.isDark)
        let scale = environment.displayScale
        guard color.alpha >= 1, below.frame == below.frame.snapped(toScale: scale) else { return nil }
        return ColorBelow(color: color, frame: below.frame)
      }
      // First in its parent: the parent must draw nothing of its own under it.
      guard parent.primitive?.drawsOnlyChildren ?? true, parent.renderTransform == nil,
        parent[PresentedOpacity.self].map({ $0 >= 1 }) ?? true
      else { return nil }
      child = parent
    }
    return nil
  }

  /// Whether `rects` (a frame's damage, this node's layout coordinates) cover at least a quarter
  /// of where the subtree paints; true when it paints nothing. A sheet or a page entering from
  /// an edge shows its shadow or first rows on its first frame: drawing all of it into a
  /// layer's pixels, or taking them from the window, then costs more than drawing that part
  /// straight, and the frame that starts a presentation is already its dearest.
  func showsAQuarter(in rects: [Rect]) -> Bool {
    guard let covered = subtreePaintBounds(), !covered.isEmpty else { return true }
    var shown = 0.0
    for rect in rects {
      let part = rect.intersection(covered)
      shown += part.width * part.height
    }
    return shown >= covered.width * covered.height / 4
  }

  /// The area the subtree paints, in this node's layout coordinates (the window's, before the
  /// render transforms above this node): every descendant's frame with its paint outset, through
  /// the render transforms between it and this node, inside the clips of the nodes between.
  /// Nil when nothing inside paints.
  func subtreePaintBounds() -> Rect? {
    func visit(_ node: Node, transform: Transform, clip: Rect?, into result: inout Rect?) {
      let transform = node === self ? Transform.identity : node.renderTransform.map { transform.concatenating($0) } ?? transform
      let outset = 8 + node.paintOutset
      var bounds = transform.apply(to: node.frame.insetBy(dx: -outset, dy: -outset))
      if let clip { bounds = bounds.intersection(clip) }
      if !bounds.isEmpty { result = result.map { $0.union(bounds) } ?? bounds }
      let inner = node.clipsContent ? (clip.map { $0.intersection(transform.apply(to: node.frame)) } ?? transform.apply(to: node.frame)) : clip
      for child in node.drawnChildren { visit(child, transform: transform, clip: inner, into: &result) }
    }
    var result: Rect?
    visit(self, transform: .identity, clip: nil, into: &result)
    return result
  }
}
