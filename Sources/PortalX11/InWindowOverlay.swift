import CCairo
import PortalGraphics
import PortalHost

/// The overlay drawn inside the main window, for X servers without SHAPE input regions.
///
/// Without an input shape, an overlay window would take the clicks meant for the window below
/// it. So the layers are composed over the main window's own pixels and presented into the
/// main window itself: nothing lies on top of it to swallow a click. The price is that a layer
/// cannot leave the main window; a flight to another window is cut at its edge.
@MainActor
public final class InWindowOverlay: OverlaySurface {
  private unowned let main: X11Window
  private var layer: Bitmap
  public private(set) var isShown = false
  public private(set) var visible: [Rect] = []

  init(over main: X11Window) throws {
    self.main = main
    layer = try Bitmap(width: main.pixels.width, height: main.pixels.height)
  }

  public var size: Size { main.size }
  public var scale: Double { main.scale }
  public var screenOrigin: Point { main.screenOrigin }

  /// Follows the main window's size, so fetch it at the start of each frame.
  public var bitmap: Bitmap {
    let (w, h) = (main.pixels.width, main.pixels.height)
    if layer.width != w || layer.height != h, let resized = try? Bitmap(width: w, height: h) {
      layer = resized
    }
    return layer
  }

  /// What the main window draws over its own pixels: the layers while they show.
  var shownLayer: Bitmap? { isShown ? layer : nil }

  public func present(damage: [Rect], visible: [Rect]) {
    let bounds = Rect(x: 0, y: 0, width: Double(main.pixels.width), height: Double(main.pixels.height))
    let device = { (rects: [Rect]) in
      rects.map { $0.scaled(by: self.scale).integral.intersection(bounds) }.filter { !$0.isEmpty }
    }
    // What showed before and is not covered any more gets the window's own pixels back.
    let changed = device(self.visible) + device(damage) + device(visible)
    isShown = !device(visible).isEmpty
    self.visible = isShown ? visible : []
    main.presentComposed(changed)
  }
}
