import PortalGraphics

/// A drawable area a host puts on screen: a window's contents, or the overlay.
///
/// The client draws into `bitmap` (device pixels; apply `scale` for logical units) and then calls
/// `present(damage:)` with the logical rectangles it changed. Only those reach the screen.
@MainActor
public protocol HostSurface: AnyObject {
  /// Logical size (device pixels divided by `scale`).
  var size: Size { get }
  /// Device pixels per logical pixel (1 on a classic display, 2 on HiDPI).
  var scale: Double { get }
  /// Backing pixels; replaced after a resize, so fetch it at the start of each frame.
  var bitmap: Bitmap { get }
  /// Puts the given logical rectangles of `bitmap` on screen.
  func present(damage: [Rect])
  /// Where the surface's top-left corner is on the screen (root window), in logical pixels:
  /// what `.screen` coordinates and root-coordinate anchors are measured from.
  var screenOrigin: Point { get }
}

/// The transparent, input-transparent surface that floating layers are drawn on.
///
/// Layers are placed in screen coordinates; the overlay covers some part of the screen and says
/// where with `screenOrigin` and `size`. With one window it sits exactly over the main window;
/// while more windows are open it covers all of them (and the desktop between them), so a layer
/// can fly from one window to another. It shows nothing, costing nothing, until something is
/// presented with a non-empty `visible` region. `damage` and `visible` are in the overlay's
/// own coordinates (screen coordinates minus `screenOrigin`).
@MainActor
public protocol OverlaySurface: HostSurface {
  /// Presents `damage` and makes only `visible` (logical rectangles) show; everything else on
  /// the overlay is transparent. An empty `visible` hides the overlay.
  func present(damage: [Rect], visible: [Rect])
  /// True while the overlay shows something.
  var isShown: Bool { get }
  /// The logical rectangles the last present made visible (empty when hidden).
  var visible: [Rect] { get }
}

extension OverlaySurface {
  /// Presents `damage`, showing the same region.
  public func present(damage: [Rect]) { present(damage: damage, visible: damage) }
}

/// Names one top-level window of a host: `.main`, or one opened with `AppHost.openWindow`.
public struct HostWindowID: Hashable, Sendable, CustomStringConvertible {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The window the host starts with.
  public static let main = HostWindowID(rawValue: 0)
  public var description: String { rawValue == 0 ? "main" : "window \(rawValue)" }
}

/// The program side of a host: receives input and draws frames when asked.
@MainActor
public protocol HostClient: AnyObject {
  /// One input event of `window` (`.main` or one opened with `AppHost.openWindow`), in arrival
  /// order (motion and exposure already coalesced); positions are in that window's coordinates.
  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID)
  /// Draw a frame for `time` (from the host's clock) and present what changed.
  /// Call `host.setNeedsFrame()` again to keep animating; not calling it lets the host go idle.
  func host(_ host: any AppHost, drawFrameAt time: Double)
  /// No input is waiting and no frame is due now (one may be asked for later): do one short
  /// piece of work put off until the app rests, if it rests, and return whether more is left.
  /// The host reads input and draws a frame that fell due between pieces, and calls again
  /// until it returns false; then it sleeps. A piece delays a frame asked for meanwhile, so a
  /// client does none while anything moves.
  func performIdleWork(for host: any AppHost) -> Bool
  /// The desktop's settings changed (`AppHost.desktopSettings` is already the new value):
  /// appearance, motion, contrast, accent, scale, font rendering. When the scale changed, the
  /// host's surfaces have their new `scale` and bitmaps already, their logical sizes kept.
  func host(_ host: any AppHost, desktopSettingsChanged settings: DesktopSettings)
  /// The app's accessibility tree as it is now, for assistive technologies (see
  /// `HostClient+Accessibility.swift`); nil from a client that has none.
  func accessibilitySnapshot(for host: any AppHost) -> AccessibilitySnapshot?
  /// Performs action `index` of element `element` of the last snapshot (a button's click).
  func host(_ host: any AppHost, performAccessibilityAction index: Int, on element: Int) -> Bool
  /// Moves keyboard focus to element `element` of the last snapshot.
  func host(_ host: any AppHost, focusAccessibilityElement element: Int) -> Bool
}

extension HostClient {
  /// Nothing is put off until idle.
  public func performIdleWork(for host: any AppHost) -> Bool { false }
  /// A client that does not follow the desktop ignores its changes.
  public func host(_ host: any AppHost, desktopSettingsChanged settings: DesktopSettings) {}
}

/// A platform that shows surfaces and delivers input: X11, or a headless image-backed host.
///
/// Every top-level window is named by a `HostWindowID`. The main window is `.main`: the first
/// of `windowIDs`, open as long as the host is, so `surface(for: .main)` is never nil.
@MainActor
public protocol AppHost: AnyObject {
  var overlay: any OverlaySurface { get }
  var clock: any FrameClock { get }
  /// Receives input and frame callbacks.
  var client: (any HostClient)? { get set }
  /// Asks for one more frame at the next frame deadline. Idempotent within a frame.
  func setNeedsFrame()
  /// Asks for a frame no earlier than `time` (on `clock`), sleeping until then: for something
  /// that changes on a timer (a blinking caret) without drawing frames meanwhile. The earliest
  /// time asked for wins; `setNeedsFrame()` still draws sooner.
  func setNeedsFrame(at time: Double)

  /// Opens another top-level window of `size` logical pixels with its top-left corner at
  /// `screenOrigin` (the host keeps it inside the monitor that holds its owner). Its input
  /// arrives with its id, and the overlay grows to cover it and the main window. `kind` says
  /// whether it is an ordinary window or a dialog of one of the app's windows.
  func openWindow(title: String, size: Size, screenOrigin: Point, kind: HostWindowKind) throws -> HostWindowID
  /// Lets the window manager make window `id` no smaller than `size` (logical pixels).
  func setMinimumSize(_ size: Size, of id: HostWindowID)
  /// Where windows that window `id` opens may go, in logical screen pixels: the monitor that
  /// holds it, minus what panels reserve; nil when the host knows no screen.
  func placementArea(for id: HostWindowID) -> Rect?
  /// Closes a window opened with `openWindow`; closing `.main` or an unknown id does nothing.
  func closeWindow(_ id: HostWindowID)
  /// The surface of a window, or nil when it is not open (never for `.main`).
  func surface(for id: HostWindowID) -> (any HostSurface)?
  /// The open windows, `.main` first.
  var windowIDs: [HostWindowID] { get }
  /// The screen windows open on, in logical pixels from its top-left corner; nil when the host
  /// has none (a headless host), so placement cannot look for room on it.
  var screenSize: Size? { get }
  /// The clipboard views copy to and paste from; nil when the host has none.
  var clipboard: (any HostClipboard)? { get }
  /// What the desktop says about appearance, motion, contrast, accent, scale, text rendering,
  /// cursor and caret, as of now; changes reach the client through
  /// `HostClient.host(_:desktopSettingsChanged:)`.
  var desktopSettings: DesktopSettings { get }
  /// Tells the platform the appearance a window shows, so what it draws around the window
  /// (a window manager's frame) can match.
  func setAppearance(_ appearance: DesktopSettings.Appearance, of window: HostWindowID)
  /// Shows `shape` as the pointer while it is over `window` (the view layer calls it only
  /// when the shape under the pointer changes). A host without a pointer ignores it.
  func setCursor(_ shape: CursorShape, of window: HostWindowID)
}

extension AppHost {
  /// Opens an ordinary window (`.normal`).
  public func openWindow(title: String, size: Size, screenOrigin: Point) throws -> HostWindowID {
    try openWindow(title: title, size: size, screenOrigin: screenOrigin, kind: .normal)
  }
  /// A host without a window manager has no minimum sizes to tell.
  public func setMinimumSize(_ size: Size, of id: HostWindowID) {}
  /// The whole screen.
  public func placementArea(for id: HostWindowID) -> Rect? { screenSize.map { Rect(origin: .zero, size: $0) } }
  /// A host without timers draws frames until then.
  public func setNeedsFrame(at time: Double) { setNeedsFrame() }
  public var screenSize: Size? { nil }
  public var clipboard: (any HostClipboard)? { nil }
  /// A host that reads no desktop settings: a desktop that says nothing.
  public var desktopSettings: DesktopSettings { DesktopSettings() }
  /// A host with nothing around its windows has nothing to tell.
  public func setAppearance(_ appearance: DesktopSettings.Appearance, of window: HostWindowID) {}
  /// A host without a pointer has no cursor to show.
  public func setCursor(_ shape: CursorShape, of window: HostWindowID) {}
}
