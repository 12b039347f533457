import CCairo
import PortalGraphics

/// An image-backed surface: what was presented is kept for inspection.
@MainActor
public final class HeadlessSurface: OverlaySurface {
  public let scale: Double
  public private(set) var bitmap: Bitmap
  /// Logical rectangles of every `present` call, oldest first.
  public private(set) var presentedDamage: [[Rect]] = []
  /// What the last present made visible (all of it for a main surface).
  public private(set) var visible: [Rect] = []
  public private(set) var isShown = false
  /// Where the surface pretends to sit on the screen, in logical pixels; tests move it to
  /// check screen coordinates.
  public var screenOrigin: Point = .zero
  private let isOverlay: Bool

  init(size: Size, scale: Double, isOverlay: Bool) throws {
    self.scale = scale
    self.isOverlay = isOverlay
    bitmap = try Bitmap(
      width: max(1, Int((size.width * scale).rounded())), height: max(1, Int((size.height * scale).rounded())))
    if !isOverlay {
      bitmap.clear(to: .white)
      isShown = true
      visible = [Rect(origin: .zero, size: size)]
    }
  }

  public var size: Size { Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale) }

  /// How many times the client presented.
  public var presentCount: Int { presentedDamage.count }

  public func present(damage: [Rect]) {
    presentedDamage.append(damage)
    if isOverlay {
      visible = damage
      isShown = !damage.isEmpty
    }
  }

  public func present(damage: [Rect], visible: [Rect]) {
    presentedDamage.append(damage)
    guard isOverlay else { return }
    self.visible = visible.filter { !$0.isEmpty }
    isShown = !self.visible.isEmpty
  }

  /// Forgets the present log (the pixels stay).
  public func resetLog() { presentedDamage.removeAll() }

  func resize(to size: Size) throws {
    let replacement = try Bitmap(
      width: max(1, Int((size.width * scale).rounded())), height: max(1, Int((size.height * scale).rounded())))
    if !isOverlay { replacement.clear(to: .white) }
    replacement.copy(from: bitmap)
    bitmap = replacement
    if !isOverlay { visible = [Rect(origin: .zero, size: size)] }
  }
}

/// A host with no display: surfaces are images and time moves only when the test says so.
///
/// Tests send input with `send(_:)` and step time with `step(by:)`; each step draws one frame
/// if the client asked for one, exactly as the X11 host would at that instant.
@MainActor
public final class HeadlessHost: AppHost {
  public let main: HeadlessSurface
  public let overlaySurface: HeadlessSurface
  public let manualClock: ManualClock
  public weak var client: (any HostClient)?
  /// True when the client asked for a frame that has not been drawn yet.
  public private(set) var frameRequested = false
  public private(set) var framesDrawn = 0

  public init(size: Size = Size(width: 1280, height: 800), scale: Double = 1) throws {
    main = try HeadlessSurface(size: size, scale: scale, isOverlay: false)
    overlaySurface = try HeadlessSurface(size: size, scale: scale, isOverlay: true)
    manualClock = ManualClock()
  }

  public var mainSurface: any HostSurface { main }
  public var overlay: any OverlaySurface { overlaySurface }
  public var clock: any FrameClock { manualClock }

  public func setNeedsFrame() { frameRequested = true }

  /// Delivers one input event now.
  public func send(_ event: InputEvent) {
    if case .resized(let size) = event {
      try? main.resize(to: size)
      try? overlaySurface.resize(to: size)
    }
    client?.host(self, received: event)
  }

  /// Advances the clock and draws a frame if one was requested. Returns whether it drew.
  @discardableResult
  public func step(by seconds: Double = 1.0 / 120) -> Bool {
    manualClock.advance(by: seconds)
    return drawIfRequested()
  }

  /// Draws a frame at the current time if one was requested, without moving the clock.
  @discardableResult
  public func drawIfRequested() -> Bool {
    guard frameRequested else { return false }
    frameRequested = false
    client?.host(self, drawFrameAt: manualClock.now)
    framesDrawn += 1
    return true
  }

  /// Steps frame by frame until no frame is requested; returns the frames drawn.
  /// Stops after `limit` frames so a never-ending animation fails a test instead of hanging it.
  @discardableResult
  public func runUntilIdle(frameInterval: Double = 1.0 / 120, limit: Int = 10_000) -> Int {
    var frames = 0
    while frameRequested, frames < limit {
      step(by: frameInterval)
      frames += 1
    }
    return frames
  }

  /// What a person would see: the main surface with the overlay's visible region drawn over it.
  public func composite() throws -> Bitmap { try compositeImage() }
}

extension AppHost {
  /// What a person sees: a copy of the main surface with the overlay's visible region drawn
  /// over it (the overlay covers the main surface exactly).
  public func compositeImage() throws -> Bitmap {
    let main = mainSurface.bitmap
    let out = try Bitmap(width: main.width, height: main.height)
    out.copy(from: main)
    guard overlay.isShown else { return out }
    let cr = cairo_create(out.surface)!
    for r in overlay.visible {
      let d = r.scaled(by: mainSurface.scale)
      cairo_rectangle(cr, d.minX, d.minY, d.width, d.height)
    }
    cairo_clip(cr)
    cairo_set_source_surface(cr, overlay.bitmap.surface, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    return out
  }
}

extension Rect {
  /// The rectangle in device pixels for a given scale.
  public func scaled(by factor: Double) -> Rect {
    factor == 1 ? self : Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
  }
}
