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
/// It shares the main surface's coordinate space (its origin sits on the main surface's origin)
/// and shows nothing, costing nothing, until something is presented with a non-empty
/// `visible` region.
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

/// The program side of a host: receives input and draws frames when asked.
@MainActor
public protocol HostClient: AnyObject {
  /// One input event, in arrival order (motion and exposure already coalesced).
  func host(_ host: any AppHost, received event: InputEvent)
  /// Draw a frame for `time` (from the host's clock) and present what changed.
  /// Call `host.setNeedsFrame()` again to keep animating; not calling it lets the host go idle.
  func host(_ host: any AppHost, drawFrameAt time: Double)
}

/// A platform that shows surfaces and delivers input: X11, or a headless image-backed host.
@MainActor
public protocol AppHost: AnyObject {
  var mainSurface: any HostSurface { get }
  var overlay: any OverlaySurface { get }
  var clock: any FrameClock { get }
  /// Receives input and frame callbacks.
  var client: (any HostClient)? { get set }
  /// Asks for one more frame at the next frame deadline. Idempotent within a frame.
  func setNeedsFrame()
}
