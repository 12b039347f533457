import Foundation
import PortalGraphics
import PortalUI

/// UIKit's image: pixels (decoded PNG, or drawn by `UIGraphicsImageRenderer`), a symbol, or a
/// picture named in the app's resources, shown with `Image(uiImage:)`.
///
/// Differences, each the nearest the desktop offers: `UIImage(systemName:)` is never nil (a
/// symbol this package lacks draws as the missing-symbol mark rather than crash an app that
/// unwraps it); `UIImage(data:)` reads PNG (JPEG data gives nil); `jpegData(compressionQuality:)`
/// gives PNG bytes, which `UIImage(data:)` reads back.
open class UIImage: NSObject, @unchecked Sendable {
  enum Content {
    case pixels(Bitmap)
    case symbol(String)
    case named(String, path: String)
  }

  let content: Content
  /// Pixels per point.
  public let scale: CGFloat
  /// How a template image is tinted; `.automatic` unless set.
  public private(set) var renderingMode: RenderingMode = .automatic
  /// The tint of `withTintColor(_:)`, if any.
  private(set) var tint: UIColor?

  init(content: Content, scale: CGFloat = 1) {
    self.content = content
    self.scale = scale
  }

  /// The picture `name` from the app's resources (a PNG beside the program, in `Resources/`,
  /// or in an asset catalog), or nil when there is none.
  public convenience init?(named name: String) {
    // The resource directories belong to the main thread; elsewhere no name is found.
    guard MainQueue.isCurrent, let path = MainActor.assumeIsolated({ ImageResources.path(forImageNamed: name) })
    else { return nil }
    self.init(content: .named(name, path: path), scale: UIImage.pixelsPerPoint(ofFile: path))
  }

  /// The picture `name`; the bundle and traits are not needed here.
  public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
    self.init(named: name)
  }

  /// The picture `name`; the bundle and configuration are not needed here.
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: UIImage.Configuration?) {
    self.init(named: name)
  }

  /// The symbol `name` (never nil: see the type's documentation).
  public convenience init?(systemName name: String) { self.init(content: .symbol(name)) }

  /// The symbol `name` with a configuration (accepted).
  public convenience init?(systemName name: String, withConfiguration configuration: UIImage.Configuration?) {
    self.init(content: .symbol(name))
  }

  /// A PNG image from bytes, or nil when they are not PNG.
  public convenience init?(data: Data) { self.init(data: data, scale: 1) }

  /// A PNG image from bytes at `scale` pixels per point, or nil when they are not PNG.
  public convenience init?(data: Data, scale: CGFloat) {
    guard let bitmap = try? Bitmap(pngData: data) else { return nil }
    self.init(content: .pixels(bitmap), scale: scale)
  }

  /// A PNG file, or nil when it cannot be read.
  public convenience init?(contentsOfFile path: String) {
    guard let bitmap = try? Bitmap(pngFile: path) else { return nil }
    self.init(content: .pixels(bitmap), scale: UIImage.pixelsPerPoint(ofFile: path))
  }

  /// An image of the drawing layer's pixels.
  public convenience init(bitmap: Bitmap, scale: CGFloat = 1) { self.init(content: .pixels(bitmap), scale: scale) }

  /// An empty image.
  public convenience override init() { self.init(content: .symbol("")) }

  /// The size in points.
  open var size: CGSize {
    switch content {
    case .pixels(let bitmap): return CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    case .named(_, let path):
      guard let pixels = PNGHeader.size(atPath: path) else { return .zero }
      return CGSize(width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
    case .symbol: return CGSize(width: 17, height: 17)
    }
  }

  /// Always `.up`: images here are stored upright.
  open var imageOrientation: Orientation { .up }

  /// The image's pixels, decoded, when it has any.
  open var bitmap: Bitmap? {
    switch content {
    case .pixels(let bitmap): return bitmap
    case .named(_, let path): return try? Bitmap(pngFile: path)
    case .symbol: return nil
    }
  }

  /// The image as PNG bytes, or nil for a symbol.
  open func pngData() -> Data? { try? bitmap?.pngData() }

  /// The image as PNG bytes (no JPEG encoder here; `UIImage(data:)` reads them back), or nil
  /// for a symbol.
  open func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }

  /// The same image drawn as a template (tinted by the foreground style) or as itself.
  open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    let copy = UIImage(content: content, scale: scale)
    copy.renderingMode = renderingMode
    copy.tint = tint
    return copy
  }

  /// The same image tinted with `color`, as a template.
  open func withTintColor(_ color: UIColor) -> UIImage {
    let copy = withRenderingMode(.alwaysTemplate)
    copy.tint = color
    return copy
  }

  /// The same image tinted with `color`.
  open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    let copy = withRenderingMode(renderingMode)
    copy.tint = color
    return copy
  }

  /// The same image (stretching by cap insets is drawn as plain scaling, nearest).
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage { self }
  /// The same image (stretching by cap insets is drawn as plain scaling, nearest).
  open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage { self }
  /// The same image with a symbol configuration (accepted).
  open func withConfiguration(_ configuration: Configuration) -> UIImage { self }
  /// The same image with a symbol configuration (accepted).
  open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

  /// Draws the image into the current image renderer's context, filling `rect`.
  open func draw(in rect: CGRect) {
    guard let state = UIGraphicsDrawingState.current, let bitmap else { return }
    state.canvas.drawImage(bitmap, in: Rect(rect))
  }

  /// Draws the image at its size with its top-left corner at `point`.
  open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

  /// How an image is tinted.
  public enum RenderingMode: Int, Sendable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  /// Which way up an image's pixels are stored.
  public enum Orientation: Int, Sendable {
    case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
  }

  /// How the middle of a resizable image fills its space.
  public enum ResizingMode: Int, Sendable {
    case tile, stretch
  }

  /// A configuration an image is drawn with.
  open class Configuration: NSObject, @unchecked Sendable {}

  /// How a symbol image is drawn: size, weight and scale (accepted; the view's font decides).
  open class SymbolConfiguration: Configuration, @unchecked Sendable {
    public init(pointSize: CGFloat) {}
    public init(pointSize: CGFloat, weight: SymbolWeight) {}
    public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {}
    public init(weight: SymbolWeight) {}
    public init(scale: SymbolScale) {}
    public init(textStyle: UIFont.TextStyle) {}
    public init(textStyle: UIFont.TextStyle, scale: SymbolScale) {}
    public init(font: UIFont) {}
    public init(hierarchicalColor: UIColor) {}
    public init(paletteColors: [UIColor]) {}
    public override init() {}
  }

  /// A symbol's weight.
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
  }

  /// A symbol's scale relative to the text beside it.
  public enum SymbolScale: Int, Sendable {
    case `default` = -1, unspecified, small, medium, large
  }

  static func pixelsPerPoint(ofFile path: String) -> CGFloat {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    if name.hasSuffix("@3x") { return 3 }
    if name.hasSuffix("@2x") { return 2 }
    return 1
  }
}

extension Image {
  /// The SwiftUI image of a UIKit image.
  public init(uiImage: UIImage) {
    switch uiImage.content {
    case .pixels(let bitmap): self.init(bitmap: bitmap)
    case .symbol(let name): self.init(systemName: name)
    case .named(let name, _): self.init(name)
    }
  }
}

/// Core Graphics' image, as `UIImage.cgImage` hands it out: the image's pixels.
public final class CGImage: @unchecked Sendable {
  /// The pixels.
  public let bitmap: Bitmap

  init(bitmap: Bitmap) { self.bitmap = bitmap }

  /// The width in pixels.
  public var width: Int { bitmap.width }
  /// The height in pixels.
  public var height: Int { bitmap.height }
}

extension UIImage {
  /// The image's pixels, or nil for a symbol.
  public var cgImage: CGImage? { bitmap.map(CGImage.init(bitmap:)) }

  /// An image of `cgImage`'s pixels.
  public convenience init(cgImage: CGImage) { self.init(bitmap: cgImage.bitmap) }

  /// An image of `cgImage`'s pixels at `scale`; the orientation is accepted.
  public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
    self.init(bitmap: cgImage.bitmap, scale: scale)
  }
}

extension Image {
  /// The SwiftUI image of Core Graphics pixels; the scale and label are accepted.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
    self.init(bitmap: cgImage.bitmap)
  }

  /// The SwiftUI image of Core Graphics pixels; the scale and label are accepted.
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
    self.init(bitmap: cgImage.bitmap)
  }
}
