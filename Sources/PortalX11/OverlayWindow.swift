import CX11
import Foundation
import PortalGraphics
import PortalHost

/// How the overlay achieves transparency.
public enum OverlayMode: String, Sendable {
  /// A 32-bit ARGB window, blended by the running compositor.
  case argb
  /// A plain window whose bounding shape is clipped each frame to what it shows; without a
  /// compositor an ARGB window's transparent pixels would show as black.
  case shaped
}

/// The override-redirect, click-through window that floating layers are drawn in.
///
/// With one window it sits exactly over the main window (moved on every ConfigureNotify, raised
/// again whenever the main window is restacked); while the app has more than one window it
/// covers the whole screen, so a layer can fly between them. It is mapped only while something
/// is visible. Its input region is empty, so pointer events pass through to whatever is below,
/// which is what lets a user click through a flying layer.
///
/// In `.shaped` mode the pixels that do show are composed over a copy of what is under them:
/// the app's windows' own pixels where they are, and elsewhere a snapshot of the screen taken
/// just before the overlay was mapped, so anti-aliased edges and shadows blend with the real
/// backdrop rather than with black.
@MainActor
public final class OverlayWindow: OverlaySurface {
  /// The X window; replaced by a new one when the overlay changes technique.
  public var window: Window { native.window }
  /// The transparency technique in use, chosen again each time the overlay goes from hidden to
  /// shown, since a compositor can start or stop while the program runs.
  public var mode: OverlayMode { native.mode }
  /// Device pixels per logical pixel: the main window's (`rescale(to:over:)` follows it).
  public private(set) var scale: Double
  public private(set) var size: Size
  public private(set) var isShown = false
  /// Device-pixel rectangles of the bounding shape last set (what can show).
  public private(set) var visibleDeviceRects: [Rect] = []
  public private(set) var visible: [Rect] = []
  /// Times the overlay was mapped, for tests and traces.
  public private(set) var mapCount = 0
  /// The overlay's top-left corner on the screen in logical pixels: the main window's, which it
  /// follows, or the screen's (0, 0) while it covers the screen.
  public private(set) var screenOrigin: Point
  /// True while the overlay covers the whole screen rather than the main window.
  public private(set) var coversScreen = false
  /// The main window's device rectangle on the root, to return to after covering the screen.
  private var mainFrame: (origin: Point, width: Int, height: Int)
  /// In `.shaped` mode while covering the screen: the screen as it was before the overlay was
  /// mapped, the backdrop wherever none of the app's windows is.
  private var screenSnapshot: Bitmap?

  private let connection: X11Connection
  private var native: OverlayNativeWindow
  private var gc: GC { native.gc }
  private var visual: UnsafeMutablePointer<Visual> { native.visual }
  private var depth: Int32 { native.depth }
  /// The technique asked for at creation; nil follows the compositor.
  private let forcedMode: OverlayMode?
  /// Whether a compositor owned the selection when the technique was last chosen.
  private var compositorSeen: Bool
  private var warnedNoARGBVisual = false
  private var presenter: ImagePresenter
  /// Where the client draws in `.shaped` mode; in `.argb` mode it draws into the presenter's
  /// bitmap, whose pixels are presented as they are (premultiplied ARGB is what the ARGB visual
  /// expects).
  private var layer: Bitmap?
  /// The pixels under the overlay in `.shaped` mode: the app's windows, bottom first.
  var backdrop: [X11Window]
  /// Puts the app's windows' kept pixels back on the screen in device rectangles on the root:
  /// where the overlay stopped showing, so the window below is right at once rather than
  /// after an Expose round trip.
  var revealBackdrop: ([Rect]) -> Void = { _ in }

  init(connection: X11Connection, over main: X11Window, forceMode: OverlayMode? = nil) throws {
    self.connection = connection
    self.scale = main.scale
    self.size = main.size
    backdrop = [main]
    forcedMode = forceMode
    compositorSeen = connection.compositorIsRunning
    let (w, h) = (main.pixels.width, main.pixels.height)
    let origin = main.rootOrigin
    screenOrigin = Point(x: origin.x / main.scale, y: origin.y / main.scale)
    mainFrame = (origin, w, h)
    native = try OverlayNativeWindow(
      connection, wanted: forceMode ?? (compositorSeen ? .argb : .shaped), origin: origin, width: w, height: h)
    presenter = try ImagePresenter(
      connection: connection, visual: native.visual, depth: native.depth, width: w, height: h)
    layer = try native.mode == .shaped ? Bitmap(width: w, height: h) : nil
    presenter.bitmap.clear()
    if compositorSeen, forceMode == nil, native.mode == .shaped { warnNoARGBVisual() }
  }

  private func warnNoARGBVisual() {
    guard !warnedNoARGBVisual else { return }
    warnedNoARGBVisual = true
    XErrorLog.logger.warning(
      "a compositor is running but the X server offers no 32-bit visual: the overlay is clipped with SHAPE and composed over a copy of the screen instead of blended by the compositor"
    )
  }

  /// Runs as the overlay goes from hidden to shown: when a compositor started or stopped since
  /// the technique was chosen, the X window is replaced by one of the other technique (an ARGB
  /// window left without a compositor shows black where it should be transparent). What the
  /// client drew for this frame is carried over.
  private func followCompositor() {
    guard forcedMode == nil else { return }
    let compositor = connection.compositorIsRunning
    guard compositor != compositorSeen else { return }
    compositorSeen = compositor
    let wanted: OverlayMode = compositor ? .argb : .shaped
    if compositor, OverlayNativeWindow.technique(connection, wanted: .argb).mode == .shaped { warnNoARGBVisual() }
    guard OverlayNativeWindow.technique(connection, wanted: wanted).mode != mode else { return }
    let (w, h) = (presenter.bitmap.width, presenter.bitmap.height)
    do {
      let replacement = try OverlayNativeWindow(
        connection, wanted: wanted, origin: deviceOrigin,
        width: w, height: h)
      let replacementPresenter = try ImagePresenter(
        connection: connection, visual: replacement.visual, depth: replacement.depth, width: w, height: h)
      let replacementLayer = try replacement.mode == .shaped ? Bitmap(width: w, height: h) : nil
      replacementPresenter.bitmap.clear()
      // Copied from what the client drew before the old presenter is released.
      (replacementLayer ?? replacementPresenter.bitmap).copy(from: bitmap)
      (native, presenter, layer) = (replacement, replacementPresenter, replacementLayer)
    } catch {
      XErrorLog.logger.error("could not recreate the overlay for the \(wanted.rawValue) technique: \(error)")
      return
    }
    visibleDeviceRects = []
    XErrorLog.logger.warning(
      compositor
        ? "a compositor started: the overlay is now a 32-bit window blended by it"
        : "the compositor stopped: the overlay is now clipped with SHAPE and composed over a copy of the screen (a 32-bit window would show black where it should be transparent)"
    )
  }

  public var bitmap: Bitmap { layer ?? presenter.bitmap }
  public var presentPath: PresentPath { presenter.path }

  public func present(damage: [Rect], visible: [Rect]) {
    deviceRects(visible, into: &frameVisible)
    guard !frameVisible.isEmpty else {
      hide()
      return
    }
    self.visible = visible
    if !isShown { followCompositor() }
    // The screen under the overlay is read before it is mapped, so it never captures itself.
    if !isShown, coversScreen, mode == .shaped { screenSnapshot = readScreenSnapshot() }
    deviceRects(damage, into: &frameDamage)
    if frameVisible != visibleDeviceRects {
      frameUncovered.removeAll(keepingCapacity: true)
      for shown in visibleDeviceRects {
        shown.appendDifference(minus: frameVisible, to: &frameUncovered, work: &differenceWork)
      }
      setBoundingShape(frameVisible)
      reveal(frameUncovered)
    }
    if !isShown {
      XMapRaised(connection.display, window)
      isShown = true
      mapCount += 1
      // Freshly mapped: everything visible must arrive, not only what changed.
      frameDamage.append(contentsOf: frameVisible)
    }
    if mode == .shaped { keepVisibleDamage() }
    // What the windows under it presented earlier in this frame goes out with this present,
    // composed once with the layer's own damage rather than once more before it.
    if !heldBackdrop.isEmpty {
      for stale in staleUnderVisible(heldBackdrop) { frameDamage.appendMerging(stale) }
      heldBackdrop.removeAll(keepingCapacity: true)
    }
    let firstRequest = UInt(XNextRequest(connection.display))
    presentComposed(frameDamage)
    lastPresentSerial = firstRequest
    lastPresentRects.removeAll(keepingCapacity: true)
    lastPresentRects.append(contentsOf: frameDamage)
  }

  /// The serial of the first request of the last frame's present, and the device rectangles
  /// it put. The shape growing with a layer (or the overlay being mapped) makes the server send
  /// an Expose for the newly shown part; the frame's present, sent after the shape, has put
  /// those pixels already (see `presentExposed`).
  private var lastPresentSerial: UInt = 0
  private var lastPresentRects: [Rect] = []

  // Kept between frames so that a frame of a flight allocates nothing.
  private var frameVisible: [Rect] = []
  private var frameDamage: [Rect] = []
  private var frameUncovered: [Rect] = []
  private var differenceWork: [Rect] = []
  private var rootRects: [Rect] = []
  private var shapeRects: [XRectangle] = []

  /// Shaped, the overlay shows only its visible region: where a layer was and is no longer,
  /// the window's pixels show through the new shape (`reveal`), and composing and sending the
  /// overlay's own pixels there would be wasted. The frame's damage keeps its parts inside
  /// the region; a part the shape shows later is damaged by the layer that grows over it.
  private func keepVisibleDamage() {
    differenceWork.removeAll(keepingCapacity: true)
    for rect in frameDamage {
      for shown in frameVisible {
        let part = rect.intersection(shown)
        if !part.isEmpty { differenceWork.appendMerging(part) }
      }
    }
    swap(&frameDamage, &differenceWork)
  }

  /// Logical rectangles in device pixels, clipped to the overlay, empty ones left out.
  private func deviceRects(_ logical: [Rect], into device: inout [Rect]) {
    let bounds = deviceBounds
    device.removeAll(keepingCapacity: true)
    for rect in logical {
      let r = rect.scaled(by: scale).integral.intersection(bounds)
      if !r.isEmpty { device.append(r) }
    }
  }

  /// Presents device rectangles: in `.shaped` mode composed over the backdrop on the way.
  private func presentComposed(_ rects: [Rect]) {
    if mode == .shaped {
      presenter.present(rects, to: window, gc: gc) { self.compose(rects, into: $0) }
    } else {
      presenter.present(rects, to: window, gc: gc)
    }
  }

  /// Unmaps the overlay; it costs nothing until the next visible present.
  public func hide() {
    guard isShown else { return }
    XUnmapWindow(connection.display, window)
    isShown = false
    visible = []
    let uncovered = visibleDeviceRects
    setBoundingShape([])
    reveal(uncovered)
    screenSnapshot = nil
    if coversScreen, !wantsScreen { try? place(over: mainFrame) }
  }

  /// Whether the app has more than one window, so the overlay should cover the screen.
  private var wantsScreen = false

  /// Covers the screen (while the app has several windows) or only the main window. Going back
  /// to the main window waits until nothing shows, so a layer in the air is never cut off.
  func coverScreen(_ cover: Bool) throws {
    wantsScreen = cover
    if cover, !coversScreen {
      coversScreen = true
      let display = connection.display
      let width = Int(XDisplayWidth(display, connection.screen))
      let height = Int(XDisplayHeight(display, connection.screen))
      try resize(origin: .zero, deviceWidth: width, deviceHeight: height)
      if isShown, mode == .shaped {
        // The shape is in the old coordinates: cleared (the next present sets it) so the
        // snapshot does not see the overlay.
        setBoundingShape([])
        XSync(display, 0)
        screenSnapshot = readScreenSnapshot()
      }
    } else if !cover, coversScreen, !isShown {
      try place(over: mainFrame)
    }
  }

  /// Reads the screen under the overlay again while it shows, in `area` (device pixels on the
  /// root; all of it when nil): a window of the app closed or moved away from there, and what
  /// the snapshot held there is gone. The overlay is hidden from the read only when it shows
  /// something in that area.
  func refreshScreenSnapshot(in area: Rect? = nil) {
    guard isShown, coversScreen, mode == .shaped else { return }
    let region = (area ?? deviceBounds).integral.intersection(deviceBounds)
    guard !region.isEmpty else { return }
    let shown = visibleDeviceRects
    let covered = shown.contains { $0.intersects(region) }
    if covered {
      setBoundingShape([])
      XSync(connection.display, 0)
    }
    if let part = ScreenSnapshot.read(connection, region) {
      if screenSnapshot == nil { screenSnapshot = try? Bitmap(width: Int(deviceBounds.width), height: Int(deviceBounds.height)) }
      screenSnapshot?.copy(from: part, to: (Int(region.minX), Int(region.minY)))
    }
    if covered { setBoundingShape(shown) }
    let redo = shown.map { $0.intersection(region) }.filter { !$0.isEmpty }
    presentComposed(redo)
  }

  /// The screen under the overlay (covering the screen), read where none of the app's windows
  /// is: their own pixels are composed over the snapshot, so reading what they cover would
  /// bring megabytes across for nothing (a window filling the screen leaves nothing to read).
  private func readScreenSnapshot() -> Bitmap? {
    let origin = deviceOrigin
    let windows = backdrop.map { $0.deviceFrame.offsetBy(dx: -origin.x, dy: -origin.y) }
    guard let snapshot = try? Bitmap(width: Int(deviceBounds.width), height: Int(deviceBounds.height)) else { return nil }
    for part in deviceBounds.subtracting(windows) {
      let region = part.integral.intersection(deviceBounds)
      guard !region.isEmpty, let read = ScreenSnapshot.read(connection, region.offsetBy(dx: origin.x, dy: origin.y))
      else { continue }
      snapshot.copy(from: read, to: (Int(region.minX), Int(region.minY)))
    }
    return snapshot
  }

  /// The overlay's top-left corner on the root, in device pixels.
  private var deviceOrigin: Point { Point(x: screenOrigin.x * scale, y: screenOrigin.y * scale) }

  /// The overlay's whole area in device pixels.
  private var deviceBounds: Rect {
    Rect(x: 0, y: 0, width: Double(presenter.bitmap.width), height: Double(presenter.bitmap.height))
  }

  private func place(over frame: (origin: Point, width: Int, height: Int)) throws {
    coversScreen = false
    try resize(origin: frame.origin, deviceWidth: frame.width, deviceHeight: frame.height)
  }

  /// Takes the main window's new scale: the overlay's logical size and origin follow from its
  /// device pixels, and it stays over the main window (or the screen) as it was.
  func rescale(to newScale: Double, over main: X11Window) throws {
    guard newScale != scale else { return }
    let origin = deviceOrigin
    scale = newScale
    screenOrigin = Point(x: origin.x / newScale, y: origin.y / newScale)
    size = Size(width: deviceBounds.width / newScale, height: deviceBounds.height / newScale)
    try follow(rootOrigin: main.rootOrigin, deviceWidth: main.pixels.width, deviceHeight: main.pixels.height)
  }

  /// Keeps the overlay exactly over the main window (while it does not cover the screen).
  func follow(rootOrigin: Point, deviceWidth: Int, deviceHeight: Int) throws {
    mainFrame = (rootOrigin, deviceWidth, deviceHeight)
    guard !coversScreen else { return }
    try resize(origin: rootOrigin, deviceWidth: deviceWidth, deviceHeight: deviceHeight)
  }

  private func resize(origin rootOrigin: Point, deviceWidth: Int, deviceHeight: Int) throws {
    screenOrigin = Point(x: rootOrigin.x / scale, y: rootOrigin.y / scale)
    XMoveResizeWindow(
      connection.display, window, Int32(rootOrigin.x), Int32(rootOrigin.y), UInt32(deviceWidth),
      UInt32(deviceHeight))
    guard deviceWidth != presenter.bitmap.width || deviceHeight != presenter.bitmap.height else { return }
    presenter = try ImagePresenter(
      connection: connection, visual: visual, depth: depth, width: deviceWidth, height: deviceHeight)
    presenter.bitmap.clear()
    layer = mode == .shaped ? try Bitmap(width: deviceWidth, height: deviceHeight) : nil
    size = Size(width: Double(deviceWidth) / scale, height: Double(deviceHeight) / scale)
  }

  /// Answers Exposes on the overlay (device rectangles, each with the serial the server had
  /// reached when it lost it), except where the last frame's present, sent after that, put the
  /// pixels again: a flight whose layer grows would otherwise present its new area twice.
  func presentExposed(_ exposed: [(rect: Rect, serial: UInt)]) {
    guard isShown else { return }
    exposedBuffer.removeAll(keepingCapacity: true)
    for (rect, serial) in exposed {
      let repainted = serial < lastPresentSerial && lastPresentRects.contains { put in
        put.minX <= rect.minX && put.minY <= rect.minY && put.maxX >= rect.maxX && put.maxY >= rect.maxY
      }
      if !repainted { exposedBuffer.append(rect) }
    }
    if !exposedBuffer.isEmpty { presentComposed(exposedBuffer) }
  }

  private var exposedBuffer: [Rect] = []

  /// A `ShmCompletion` for the overlay's window arrived.
  func sharedMemoryCompleted(segment: ShmSeg, serial: UInt) {
    presenter.sharedMemoryCompleted(segment: segment, serial: serial)
  }

  /// The presenter, for tests that check which image each frame went through.
  var imagePresenter: ImagePresenter { presenter }

  /// One of the app's windows presented new pixels in `rects` (device pixels on the root).
  /// In `.shaped` mode the overlay's copy of them is stale wherever it shows: that part is
  /// composed again over the new pixels and presented, so a layer never shows old window
  /// pixels through its translucent parts.
  ///
  /// While `holdsBackdropChanges` (during a frame), the part is held and composed with the
  /// overlay's own present of the frame, or at its end (`presentHeldBackdropChanges`).
  func backdropChanged(_ rects: [Rect]) {
    guard isShown, mode == .shaped else { return }
    let origin = deviceOrigin
    let local = rects.map { $0.integral.offsetBy(dx: -origin.x, dy: -origin.y) }
    if holdsBackdropChanges {
      heldBackdrop.append(contentsOf: local)
      return
    }
    let stale = staleUnderVisible(local)
    guard !stale.isEmpty else { return }
    presentComposed(stale)
  }

  /// Set by the host while a frame draws: the windows present first, then the overlay, whose
  /// present also covers what changed under it; composing that part on each window's present
  /// too would compose and send it twice.
  var holdsBackdropChanges = false {
    didSet { if !holdsBackdropChanges { presentHeldBackdropChanges() } }
  }

  /// Overlay device rectangles under which a window presented new pixels during this frame.
  private var heldBackdrop: [Rect] = []

  /// Composes and presents what the windows changed under the overlay during a frame that did
  /// not present the overlay.
  private func presentHeldBackdropChanges() {
    guard !heldBackdrop.isEmpty else { return }
    defer { heldBackdrop.removeAll(keepingCapacity: true) }
    guard isShown, mode == .shaped else { return }
    let stale = staleUnderVisible(heldBackdrop)
    if !stale.isEmpty { presentComposed(stale) }
  }

  /// The parts of `rects` (overlay device pixels) where the overlay shows, apart from each other.
  private func staleUnderVisible(_ rects: [Rect]) -> [Rect] {
    var stale: [Rect] = []
    for rect in rects {
      for shown in visibleDeviceRects {
        let part = shown.intersection(rect)
        if !part.isEmpty { stale.appendMerging(part) }
      }
    }
    return stale
  }

  /// Overlay-device rectangles the overlay no longer covers get the windows' pixels now.
  private func reveal(_ rects: [Rect]) {
    guard !rects.isEmpty else { return }
    let origin = deviceOrigin
    rootRects.removeAll(keepingCapacity: true)
    for rect in rects { rootRects.append(rect.offsetBy(dx: origin.x, dy: origin.y)) }
    revealBackdrop(rootRects)
  }

  func raise() { if isShown { XRaiseWindow(connection.display, window) } }

  /// Kept between frames with its lists' capacity, so composing a frame allocates nothing.
  private var composition = LayerComposition()

  /// Shaped mode: output = what is under the overlay (the screen snapshot, then the app's
  /// windows where they are now), then the layer drawn over it.
  private func compose(_ rects: [Rect], into output: Bitmap) {
    guard let layer else { return }
    composition.ground = screenSnapshot.map { .image($0) } ?? .color(.white)
    let origin = deviceOrigin
    for below in backdrop {
      let rootOrigin = below.deviceFrame.origin
      let at = Point(x: rootOrigin.x - origin.x, y: rootOrigin.y - origin.y)
      composition.windows.append(.init(below.pixels, at: at))
    }
    composition.layers.append(.init(layer))
    composition.compose(into: output, within: rects)
    // Emptied again, so a snapshot, window or layer the overlay lets go of is not kept alive here.
    composition.ground = nil
    composition.windows.removeAll(keepingCapacity: true)
    composition.layers.removeAll(keepingCapacity: true)
  }

  private func setBoundingShape(_ rects: [Rect]) {
    shapeRects.removeAll(keepingCapacity: true)
    for r in rects {
      shapeRects.append(XRectangle(x: Int16(r.minX), y: Int16(r.minY), width: UInt16(r.width), height: UInt16(r.height)))
    }
    XShapeCombineRectangles(
      connection.display, window, ShapeBounding, 0, 0, &shapeRects, Int32(shapeRects.count), ShapeSet, Unsorted)
    // Copied rather than shared, so the frame's buffer can be refilled next frame in place.
    visibleDeviceRects.removeAll(keepingCapacity: true)
    visibleDeviceRects.append(contentsOf: rects)
  }
}
