import Foundation
import PortalGraphics

/// Where UIKit's drawing calls (`UIColor.setFill()`, `UIBezierPath.fill()`,
/// `UIImage.draw(in:)`) draw: the canvas of the image renderer running on this thread.
final class UIGraphicsDrawingState {
  let canvas: Canvas
  var fillColor = Color.black
  var strokeColor = Color.black

  init(canvas: Canvas) { self.canvas = canvas }

  /// The innermost renderer drawing on this thread, if any.
  static var current: UIGraphicsDrawingState? {
    get { Thread.current.threadDictionary[key] as? UIGraphicsDrawingState }
    set { Thread.current.threadDictionary[key] = newValue }
  }

  private static let key = "UIKit.UIGraphicsDrawingState"
}

/// Draws into a new image: `UIGraphicsImageRenderer(size:).image { context in … }`, with the
/// drawing layer's cairo canvas underneath. What the closure draws through UIKit's calls
/// (`UIColor.setFill()`, `context.fill(_:)`, `UIBezierPath.fill()`/`stroke()`,
/// `UIImage.draw(in:)`) lands in the image, at the display scale.
open class UIGraphicsImageRenderer: NSObject {
  /// The image's size in points.
  public let size: CGSize
  /// The scale and opacity of the images it makes.
  public let format: UIGraphicsImageRendererFormat

  /// A renderer of images of `size` points at the display scale.
  public init(size: CGSize) {
    self.size = size
    format = UIGraphicsImageRendererFormat()
  }

  /// A renderer of images of `size` points in `format`.
  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
  }

  /// A renderer of images of `bounds`' size.
  public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

  /// An image of what `actions` draws.
  open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = max(format.scale, 1)
    let width = max(1, Int((size.width * scale).rounded(.up)))
    let height = max(1, Int((size.height * scale).rounded(.up)))
    guard let bitmap = try? Bitmap(width: min(width, 32767), height: min(height, 32767)) else { return UIImage() }
    if format.opaque { bitmap.clear(to: .white) }
    let canvas = Canvas(bitmap: bitmap, scale: Double(scale))
    let state = UIGraphicsDrawingState(canvas: canvas)
    let outer = UIGraphicsDrawingState.current
    UIGraphicsDrawingState.current = state
    actions(UIGraphicsImageRendererContext(state: state, format: format))
    UIGraphicsDrawingState.current = outer
    bitmap.flush()
    return UIImage(bitmap: bitmap, scale: scale)
  }

  /// PNG bytes of what `actions` draws.
  open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Image bytes of what `actions` draws (PNG: see `UIImage.jpegData(compressionQuality:)`).
  open func jpegData(withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void)
    -> Data
  {
    pngData(actions: actions)
  }
}

/// The scale and opacity of a renderer's images.
open class UIGraphicsImageRendererFormat: NSObject {
  /// Pixels per point: the display scale unless set.
  open var scale: CGFloat = UIScreen.main.scale
  /// Whether the image starts white and opaque rather than transparent.
  open var opaque = false
  /// Accepted: images here are sRGB.
  open var preferredRange: Range = .automatic

  public override init() {}

  /// The default format.
  open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

  /// The colour ranges an image may hold.
  public enum Range: Int, Sendable {
    case unspecified = -1, automatic, extended, standard
  }
}

/// What an image renderer's drawing closure draws with.
open class UIGraphicsImageRendererContext: NSObject {
  let state: UIGraphicsDrawingState
  /// The renderer's format.
  public let format: UIGraphicsImageRendererFormat

  init(state: UIGraphicsDrawingState, format: UIGraphicsImageRendererFormat) {
    self.state = state
    self.format = format
  }

  /// The image drawn so far.
  open var currentImage: UIImage {
    state.canvas.bitmap.flush()
    return UIImage(bitmap: state.canvas.bitmap, scale: format.scale)
  }

  /// Fills `rect` with the current fill colour.
  open func fill(_ rect: CGRect) { state.canvas.fill(Rect(rect), with: state.fillColor) }

  /// Strokes `rect`'s outline with the current stroke colour, one point wide.
  open func stroke(_ rect: CGRect) { state.canvas.stroke(Rect(rect), with: .color(state.strokeColor)) }

  /// Limits drawing to `rect` for the rest of the closure.
  open func clip(to rect: CGRect) { state.canvas.clip(to: Rect(rect)) }
}
