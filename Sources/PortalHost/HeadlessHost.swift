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
  /// check screen coordinates (`HeadlessHost.moveWindow` also keeps the overlay over it).
  public var screenOrigin: Point {
    get { followedOrigin?() ?? placedOrigin }
    set { placedOrigin = newValue }
  }
  private var placedOrigin: Point = .zero
  /// For the overlay while it covers only the main window: that window's origin, read live.
  var followedOrigin: (() -> Point)?
  /// The title the window was opened with.
  public internal(set) var title = ""
  /// Whether the window was opened as an ordinary window or a dialog.
  public internal(set) var kind = HostWindowKind.normal
  /// The minimum size the window was given (`setMinimumSize(_:of:)`), nil until one was.
  public internal(set) var minimumSize: Size?
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
  public let overlaySurface: HeadlessSurface
  public let manualClock: ManualClock
  public weak var client: (any HostClient)?
  /// True when the client asked for a frame that has not been drawn yet.
  public private(set) var frameRequested = false
  public private(set) var framesDrawn = 0

  /// The open windows by id, `.main` first.
  private var windows: HostWindows<HeadlessSurface>
  /// Windows closed so far, oldest first.
  public private(set) var closedWindows: [HostWindowID] = []

  public init(size: Size = Size(width: 1280, height: 800), scale: Double = 1) throws {
    let main = try HeadlessSurface(size: size, scale: scale, isOverlay: false)
    windows = HostWindows(main: main)
    overlaySurface = try HeadlessSurface(size: size, scale: scale, isOverlay: true)
    manualClock = ManualClock()
    overlaySurface.followedOrigin = { [unowned main] in main.screenOrigin }
  }

  /// The main window's surface (`window(.main)`, typed).
  public var main: HeadlessSurface { windows.main }
  public var overlay: any OverlaySurface { overlaySurface }
  public var clock: any FrameClock { manualClock }

  public func setNeedsFrame() { frameRequested = true }

  /// The time of the earliest frame asked for with `setNeedsFrame(at:)`: a step that reaches
  /// it draws. `runUntilIdle` does not wait for it, as an idle program would not.
  public private(set) var timedFrame: Double?

  public func setNeedsFrame(at time: Double) { timedFrame = min(timedFrame ?? time, time) }

  /// The in-memory clipboard views copy to and paste from (`clipboard`), for tests to read and
  /// fill.
  public let memoryClipboard = MemoryClipboard()
  public var clipboard: (any HostClipboard)? { memoryClipboard }

  /// The pretend desktop's settings; setting them tells the client, as a desktop changing
  /// its settings would.
  public var desktopSettings = DesktopSettings() {
    didSet { if desktopSettings != oldValue { client?.host(self, desktopSettingsChanged: desktopSettings) } }
  }

  /// The appearance the client last said each window shows (`setAppearance(_:of:)`).
  public private(set) var appearances: [HostWindowID: DesktopSettings.Appearance] = [:]

  public func setAppearance(_ appearance: DesktopSettings.Appearance, of window: HostWindowID) {
    appearances[window] = appearance
  }

  /// The cursor the client last showed over each window (`setCursor(_:of:)`), and how many
  /// times it told the host one, changed or not.
  public private(set) var cursors: [HostWindowID: CursorShape] = [:]
  public private(set) var cursorChanges = 0

  public func setCursor(_ shape: CursorShape, of window: HostWindowID) {
    cursors[window] = shape
    cursorChanges += 1
  }

  public var windowIDs: [HostWindowID] { windows.ids }

  public func surface(for id: HostWindowID) -> (any HostSurface)? { windows[id] }

  /// The headless surface of a window, or nil when it is not open.
  public func window(_ id: HostWindowID) -> HeadlessSurface? { windows[id] }

  public func openWindow(title: String, size: Size, screenOrigin: Point, kind: HostWindowKind) throws -> HostWindowID {
    let surface = try HeadlessSurface(size: size, scale: main.scale, isOverlay: false)
    surface.screenOrigin = screenOrigin
    surface.title = title
    surface.kind = kind
    let id = windows.add(surface)
    try coverWindows()
    return id
  }

  public func setMinimumSize(_ size: Size, of id: HostWindowID) { windows[id]?.minimumSize = size }

  public func closeWindow(_ id: HostWindowID) {
    guard windows.remove(id) != nil else { return }
    closedWindows.append(id)
    // A layer may be about to fly home from where the window was: the overlay shrinks back
    // onto the main window at the start of a frame that finds it showing nothing.
  }

  /// Moves a window on the (pretend) screen, as a person dragging its title bar would.
  public func moveWindow(_ id: HostWindowID, to origin: Point) {
    window(id)?.screenOrigin = origin
    try? coverWindows()
    setNeedsFrame()
  }

  /// The screen rectangle of every open window, `.main` first.
  public var windowFrames: [Rect] {
    windows.surfaces.map { Rect(origin: $0.screenOrigin, size: $0.size) }
  }

  /// Sizes and places the overlay: over the main window alone, or over the bounding box of
  /// every window while more than one is open.
  /// While the overlay shows a layer it only grows, so nothing in the air is cut off.
  private func coverWindows() throws {
    if !windows.hasOthers, overlaySurface.followedOrigin != nil || !overlaySurface.isShown {
      overlaySurface.followedOrigin = { [unowned main] in main.screenOrigin }
      if overlaySurface.size != main.size { try overlaySurface.resize(to: main.size) }
      return
    }
    var bounds = windowFrames.dropFirst().reduce(windowFrames[0]) { $0.union($1) }
    if overlaySurface.isShown { bounds = bounds.union(Rect(origin: overlaySurface.screenOrigin, size: overlaySurface.size)) }
    overlaySurface.followedOrigin = nil
    overlaySurface.screenOrigin = bounds.origin
    if overlaySurface.size != bounds.size { try overlaySurface.resize(to: bounds.size) }
  }

  /// Delivers one input event of the main window now.
  public func send(_ event: InputEvent) { send(event, to: .main) }

  /// Delivers one input event of `window` now (positions in that window's coordinates).
  public func send(_ event: InputEvent, to id: HostWindowID) {
    if case .resized(let size) = event {
      try? window(id)?.resize(to: size)
      try? coverWindows()
    }
    client?.host(self, received: event, in: id)
  }

  /// Types `text` into the main window as a keyboard would: for each character, its key
  /// pressed (when it has one), the text it commits, and the key released.
  public func type(_ text: String) {
    for character in text {
      let key = character == "\n" ? Key.enter : Key(character: character)
      if let key { send(.keyPressed(key, modifiers: character.isUppercase ? [.shift] : [])) }
      if character != "\n" { send(.textInput(String(character))) }
      if let key { send(.keyReleased(key, modifiers: character.isUppercase ? [.shift] : [])) }
    }
  }

  /// Presses and releases `key` with `modifiers` held, in the main window.
  public func press(_ key: Key, modifiers: KeyModifiers = []) {
    send(.keyPressed(key, modifiers: modifiers))
    send(.keyReleased(key, modifiers: modifiers))
  }

  /// Advances the clock and draws a frame if one was requested. Returns whether it drew.
  @discardableResult
  public func step(by seconds: Double = 1.0 / 120) -> Bool {
    manualClock.advance(by: seconds)
    if let due = timedFrame, manualClock.now >= due {
      timedFrame = nil
      frameRequested = true
    }
    return drawIfRequested()
  }

  /// Draws a frame at the current time if one was requested, without moving the clock.
  @discardableResult
  public func drawIfRequested() -> Bool {
    guard frameRequested else { return false }
    frameRequested = false
    try? coverWindows()
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

  /// Runs the work the client put off until idle, piece by piece, until it has none left.
  /// Returns how many pieces left more to do (the last piece says none is left, so a queue of
  /// n pieces returns n − 1, and nothing to do returns 0). Stops after `limit` such pieces.
  @discardableResult
  public func runIdleWork(limit: Int = 1_000) -> Int {
    var pieces = 0
    while pieces < limit, client?.performIdleWork(for: self) == true { pieces += 1 }
    return pieces
  }

  /// What a person would see: the main surface with the overlay's visible region drawn over it.
  public func composite() throws -> Bitmap { try compositeImage() }

  /// What a person would see of the screen rectangle `area` (logical pixels): a grey desktop,
  /// every window at its screen origin (later windows above), and the overlay's visible region
  /// over them all.
  public func screenImage(of area: Rect) throws -> Bitmap {
    let scale = main.scale
    let out = try Bitmap(width: max(1, Int((area.width * scale).rounded())), height: max(1, Int((area.height * scale).rounded())))
    screenComposition(from: area.origin, scale: scale, ground: .color(Self.desktop)).compose(into: out)
    return out
  }

  /// The colour `screenImage(of:)` shows where no window is.
  public static let desktop = Color(hex: 0x808080)
}

extension AppHost {
  /// What a person sees in the main window's rectangle: its surface, the app's other windows
  /// where they lie over it (opened later, so above it), and the overlay's visible region drawn
  /// over them, wherever on the screen the overlay sits.
  public func compositeImage() throws -> Bitmap {
    // Never nil: a host always has `.main` open.
    let main = surface(for: .main)!
    let out = try Bitmap(width: main.bitmap.width, height: main.bitmap.height)
    screenComposition(from: main.screenOrigin, scale: main.scale).compose(into: out)
    return out
  }

  /// The composition X11 shows, seen from the screen point `corner` (logical pixels, at the
  /// destination's top-left corner) at `scale` device pixels per logical pixel: every window at
  /// its screen origin, `.main` at the bottom, and the overlay over them through its visible
  /// region, as the SHAPE extension cuts it.
  func screenComposition(
    from corner: Point, scale: Double, ground: LayerComposition.Ground? = nil
  ) -> LayerComposition {
    func origin(_ surface: any HostSurface) -> Point {
      Point(x: (surface.screenOrigin.x - corner.x) * scale, y: (surface.screenOrigin.y - corner.y) * scale)
    }
    var composition = LayerComposition(ground: ground)
    for id in windowIDs {
      guard let surface = surface(for: id) else { continue }
      composition.windows.append(.init(surface.bitmap, at: origin(surface)))
    }
    if overlay.isShown {
      let visible = overlay.visible.map { $0.scaled(by: scale) }
      composition.layers.append(.init(overlay.bitmap, at: origin(overlay), visible: visible))
    }
    return composition
  }
}

extension Rect {
  /// The rectangle in device pixels for a given scale.
  public func scaled(by factor: Double) -> Rect {
    factor == 1 ? self : Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
  }
}
