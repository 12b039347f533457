import PortalGraphics

/// A picture: a PNG from the resource directories, a file or a bitmap, or a vector symbol.
///
/// Images show at their natural size (one image pixel per logical pixel, symbols sized by the
/// font) unless made `.resizable()`, when they fill the space offered; combine with
/// `.aspectRatio(contentMode:)`, `.scaledToFit()` or `.scaledToFill()` to keep their shape.
/// An image that cannot be shown (missing or corrupt file, unknown symbol) draws a visible
/// placeholder and logs the reason once.
///
/// ```swift
/// Image("mountains").resizable().scaledToFill().frame(height: 120).clipped()
/// Image(systemName: "star.fill").foregroundStyle(.yellow).font(.title)
/// ```
public struct Image: View, PrimitiveView, HitTestable {
  public typealias Body = Never

  enum Source {
    case resource(String)
    case file(String)
    case bitmap(Bitmap)
    case symbol(String)
  }

  /// How pixels are sampled when the image is drawn at another size.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high

    var filter: ImageFilter {
      switch self {
      case .none: .nearest
      case .low, .medium: .good
      case .high: .best
      }
    }
  }

  nonisolated(unsafe) let source: Source
  var isResizable = false
  var interpolation = Interpolation.medium
  /// Whether the picture is drawn as a shape in the foreground style (`.template`) or in its
  /// own colours (`.original`); nil: pictures keep their colours, symbols take the style.
  var renderingMode: TemplateRenderingMode?
  var isAntialiased = true
  /// The symbol rendering mode set on the image itself; nil takes the environment's.
  var ownSymbolRenderingMode: SymbolRenderingMode?
  /// Made with `Image(decorative:)`: assistive technologies skip it.
  var isDecorative = false

  /// The PNG `name.png` from the first of `ImageResources.searchDirectories` that has it.
  nonisolated public init(_ name: String) { source = .resource(name) }

  /// The PNG file at `filePath`.
  nonisolated public init(filePath: String) { source = .file(filePath) }

  /// A bitmap already in memory.
  public init(bitmap: Bitmap) { source = .bitmap(bitmap) }

  /// A vector symbol named like SF Symbols (`"star.fill"`), drawn in the foreground colour
  /// and sized by the environment's font, like a glyph of text.
  nonisolated public init(systemName: String) { source = .symbol(systemName) }

  /// Lets the image stretch to the space it is offered instead of keeping its natural size.
  public func resizable() -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// How the image is sampled when scaled; `.none` keeps pixels sharp.
  public func interpolation(_ interpolation: Interpolation) -> Image {
    var copy = self
    copy.interpolation = interpolation
    return copy
  }

  /// The image drawn as a shape filled with the foreground style (`.template`: a one-colour
  /// icon takes `.foregroundStyle`), or in its own colours (`.original`). Symbols are drawn in
  /// the foreground style either way: they have one colour of their own.
  ///
  /// ```swift
  /// Image("glyph").renderingMode(.template).foregroundStyle(.blue)
  /// ```
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
    var copy = self
    copy.renderingMode = renderingMode
    return copy
  }

  /// Whether the image is smoothed when scaled: false samples the nearest pixel, keeping
  /// pixel art sharp (as `.interpolation(.none)` does).
  public func antialiased(_ isAntialiased: Bool) -> Image {
    var copy = self
    copy.isAntialiased = isAntialiased
    return copy
  }

  /// How a symbol's layers are coloured (see `SymbolRenderingMode`).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
    var copy = self
    copy.ownSymbolRenderingMode = mode
    return copy
  }

  /// What to draw, resolved for the node's environment.
  private enum Content {
    case bitmap(Bitmap)
    case symbol(Symbol)
    case missingSymbol
    case missingImage
  }

  private func content(variants: SymbolVariants = .none) -> Content {
    switch source {
    case .bitmap(let bitmap): return .bitmap(bitmap)
    case .resource(let name):
      if case .bitmap(let bitmap) = ImageResources.image(named: name) { return .bitmap(bitmap) }
      return .missingImage
    case .file(let path):
      if case .bitmap(let bitmap) = ImageResources.image(atPath: path) { return .bitmap(bitmap) }
      return .missingImage
    case .symbol(let name):
      if variants != .none {
        for candidate in variants.names(for: name) {
          if let symbol = Symbol(named: candidate) { return .symbol(symbol) }
        }
      }
      if let symbol = Symbol(named: name) { return .symbol(symbol) }
      ImageProblems.report(
        key: "symbol:" + name,
        "no symbol named '\(name)': drawing a placeholder; Symbol.allNames lists the names there are")
      return .missingSymbol
    }
  }

  /// The size to lay out at, without waiting for a file's pixels: a PNG's size comes from its
  /// header while it decodes (see `ImageResources`).
  func naturalSize(environment: EnvironmentValues) -> Size {
    switch source {
    case .resource(let name): return ImageResources.naturalSize(named: name) ?? Self.placeholderSize
    case .file(let path): return ImageResources.naturalSize(atPath: path) ?? Self.placeholderSize
    case .bitmap, .symbol:
      return naturalSize(of: content(variants: environment.symbolVariants), environment: environment)
    }
  }

  /// The size of the placeholder an image that cannot be shown draws at its natural size.
  static let placeholderSize = Size(width: 32, height: 32)

  /// The size at one image pixel per logical pixel; symbols are as tall as 1.2 × the font size.
  private func naturalSize(of content: Content, environment: EnvironmentValues) -> Size {
    let textScale = environment.textOptions.dynamicTypeSize.fontScale
    let fontSize = (environment.font ?? .body).size * textScale
    let symbolHeight = (fontSize * 1.2 * environment.imageScale.factor).rounded()
    switch content {
    case .bitmap(let bitmap): return bitmap.size
    case .symbol(let symbol):
      return Size(width: (symbolHeight * symbol.aspectRatio).rounded(), height: symbolHeight)
    case .missingSymbol: return Size(width: symbolHeight, height: symbolHeight)
    case .missingImage: return Self.placeholderSize
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let natural = naturalSize(environment: node.environment)
    guard isResizable else { return natural }
    let proposed = proposal.replacingUnspecified(by: natural)
    return Size(
      width: proposed.width.isFinite ? proposed.width : natural.width,
      height: proposed.height.isFinite ? proposed.height : natural.height)
  }

  func draw(node: Node, in context: DrawContext) {
    let canvas = context.canvas
    if node.environment.redactsContent {
      let paint = node.environment.foregroundPaint(level: 0, in: node.frame).opacity(0.2 * context.fade)
      let radius = min(node.frame.width, node.frame.height) / 8
      return canvas.fill(roundedRect: node.frame, radii: CornerRadii(radius), with: paint)
    }
    switch content(variants: node.environment.symbolVariants) {
    case .bitmap(let bitmap):
      let filter = isAntialiased ? interpolation.filter : .nearest
      if renderingMode == .template {
        let paint = node.environment.foregroundPaint(level: 0, in: node.frame).opacity(context.fade)
        canvas.fill(with: paint) {
          canvas.drawImage(bitmap, in: node.frame, contentMode: .stretch, opacity: 1, filter: filter)
        }
      } else {
        canvas.drawImage(bitmap, in: node.frame, contentMode: .stretch, opacity: context.fade, filter: filter)
      }
    case .symbol(let symbol):
      Self.drawInForeground(node, on: canvas) { symbol.draw(in: node.frame, on: canvas, color: $0) }
    case .missingSymbol:
      Self.drawInForeground(node, on: canvas) { MissingSymbol.draw(in: node.frame, on: canvas, color: $0) }
    case .missingImage:
      Self.drawPlaceholder(in: node.frame, on: canvas)
    }
  }

  /// Draws the picture stretched over `rect`, a symbol in `color` (a `Canvas`'s drawing).
  func drawContent(in rect: Rect, on canvas: PortalGraphics.Canvas, color: Color) {
    switch content() {
    case .bitmap(let bitmap):
      canvas.drawImage(bitmap, in: rect, contentMode: .stretch, opacity: 1, filter: interpolation.filter)
    case .symbol(let symbol): symbol.draw(in: rect, on: canvas, color: color)
    case .missingSymbol: MissingSymbol.draw(in: rect, on: canvas, color: color)
    case .missingImage: Self.drawPlaceholder(in: rect, on: canvas)
    }
  }

  /// A bitmap is one paint; a symbol or a placeholder is several.
  func fadeablePaint(node: Node) -> FadeablePaint {
    if case .bitmap = content() { return renderingMode == .template ? .group : .ownPaint }
    return .group
  }

  /// A picture stretched over the frame, when every pixel of it is opaque, covers the frame.
  func paintsOpaque(over rect: Rect, node: Node) -> Bool {
    guard case .bitmap(let bitmap) = content(), renderingMode != .template, !node.environment.redactsContent
    else { return false }
    return bitmap.isKnownOpaque && node.frame.encloses(rect)
  }


  /// Draws a symbol in the foreground style: a colour directly, any other style (a gradient)
  /// through the symbol's shape.
  private static func drawInForeground(_ node: Node, on canvas: Canvas, _ draw: (Color) -> Void) {
    switch node.environment.foregroundPaint(level: 0, in: node.frame) {
    case .color(let color): draw(color)
    case let paint: canvas.fill(with: paint) { draw(.black) }
    }
  }

  /// A grey tile with a red frame and a cross: visibly "an image should be here".
  static func drawPlaceholder(in rect: Rect, on canvas: Canvas) {
    guard !rect.isEmpty else { return }
    let inner = rect.insetBy(dx: 1, dy: 1)
    canvas.fill(rect, with: Color(hex: 0xE5E5EA))
    var cross = Path()
    cross.move(to: inner.origin)
    cross.line(to: Point(x: inner.maxX, y: inner.maxY))
    cross.move(to: Point(x: inner.maxX, y: inner.minY))
    cross.line(to: Point(x: inner.minX, y: inner.maxY))
    canvas.withState {
      canvas.clip(to: rect)
      canvas.stroke(cross, with: .color(Color(hex: 0xC7C7CC)), lineWidth: 1.5)
      canvas.stroke(inner, with: .color(Color.red.opacity(0.8)), lineWidth: 2)
    }
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? { node.frame.contains(point) ? node : nil }
}

extension Image: Equatable {
  /// The same picture (the same resource, file, symbol or bitmap object), sampled and
  /// stretched the same way.
  nonisolated public static func == (a: Image, b: Image) -> Bool {
    guard a.isResizable == b.isResizable, a.interpolation == b.interpolation,
      a.renderingMode == b.renderingMode, a.isAntialiased == b.isAntialiased,
      a.ownSymbolRenderingMode == b.ownSymbolRenderingMode, a.isDecorative == b.isDecorative
    else { return false }
    switch (a.source, b.source) {
    case (.resource(let x), .resource(let y)), (.file(let x), .file(let y)), (.symbol(let x), .symbol(let y)):
      return x == y
    case (.bitmap(let x), .bitmap(let y)):
      return x === y
    default:
      return false
    }
  }
}
