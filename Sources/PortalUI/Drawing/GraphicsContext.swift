import Foundation
import PortalGraphics

/// How a path is filled: by the non-zero winding rule, or even-odd.
public struct FillStyle: Hashable, Sendable {
  /// Fills by the even-odd rule (holes where paths overlap an even number of times).
  public var isEOFilled: Bool
  /// Accepted: edges are always antialiased here.
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }

  var rule: FillRule { isEOFilled ? .evenOdd : .winding }
}

extension Shape {
  /// Fills the shape with `content`, by `style`'s rule.
  public func fill(_ content: some ShapeStyle = .foreground, style: FillStyle) -> ShapeView<Self> { fill(content) }
}

/// Draws into a `Canvas`: fills and strokes paths, draws text and images, with a transform, an
/// opacity and clips of its own (a copy changed leaves the original as it was).
///
/// ```swift
/// Canvas { context, size in
///   context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.orange))
///   context.draw(Text("Hi"), at: CGPoint(x: size.width / 2, y: size.height / 2))
/// }
/// ```
@MainActor
public struct GraphicsContext {
  let canvas: PortalGraphics.Canvas
  let node: Node
  /// From the context's coordinates (the canvas's top-leading corner at 0, 0) to the window's.
  private var base: Transform
  private var clips: [(Path, FillRule)] = []

  /// The opacity everything drawn afterwards takes.
  public var opacity: Double = 1
  /// The environment of the canvas view.
  public var environment: EnvironmentValues { node.environment }

  init(canvas: PortalGraphics.Canvas, node: Node, origin: Point) {
    self.canvas = canvas
    self.node = node
    base = .translation(x: origin.x, y: origin.y)
  }

  /// Moves the origin.
  public mutating func translateBy(x: CGFloat, y: CGFloat) { base = base.translated(x: Double(x), y: Double(y)) }
  /// Scales what is drawn afterwards.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    base = base.concatenating(.scale(x: Double(x), y: Double(y)))
  }
  /// Turns what is drawn afterwards about the origin.
  public mutating func rotate(by angle: Angle) { base = base.concatenating(.rotation(radians: angle.radians)) }

  /// Clips what is drawn afterwards to `path`. The clip follows the context's origin; a
  /// scale or rotation set before the clip is not applied to the clip's path here.
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
    clips.append((path.offsetBy(dx: base.tx, dy: base.ty), style.rule))
  }

  /// Clip options (accepted).
  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// What fills or strokes a path.
  public struct Shading {
    let paint: @MainActor (Rect, EnvironmentValues) -> Paint

    /// A colour.
    public static func color(_ color: Color) -> Shading { Shading { _, _ in .color(color) } }
    /// A colour from red, green and blue.
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
      -> Shading
    {
      .color(Color(red: red, green: green, blue: blue).opacity(opacity))
    }
    /// A shape style (`.tint`, a gradient).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      nonisolated(unsafe) let style = style
      return Shading { style.paint(in: $0, environment: $1) }
    }
    /// The environment's foreground style.
    @MainActor public static var foreground: Shading { .style(ForegroundStyle()) }
    /// A linear gradient between two points (the context's coordinates).
    public static func linearGradient(
      _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading { _, _ in .linear(gradient, from: Point(startPoint), to: Point(endPoint)) }
    }
    /// A radial gradient about a centre (the context's coordinates).
    public static func radialGradient(
      _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
      options: GradientOptions = GradientOptions()
    ) -> Shading {
      Shading { _, _ in .radial(gradient, center: Point(center), startRadius: Double(startRadius), radius: Double(endRadius)) }
    }
  }

  /// Gradient options (accepted).
  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  /// Runs `body` with the context's transform, clips and opacity applied to the canvas.
  private func drawing(_ body: () -> Void) {
    canvas.withState {
      for (path, rule) in clips { canvas.clip(to: path, rule: rule) }
      canvas.concat(base)
      if opacity < 1 {
        canvas.withOpacity(max(0, opacity)) { body() }
      } else {
        body()
      }
    }
  }

  /// Fills `path` with `shading`.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    let paint = shading.paint(path.boundingBox, environment)
    drawing { canvas.fill(path, with: paint, rule: style.rule) }
  }

  /// Strokes `path` with `shading`.
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    let paint = shading.paint(path.boundingBox, environment)
    drawing { canvas.stroke(path, with: paint, style: style) }
  }

  /// Strokes `path` with `shading`, `lineWidth` wide.
  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: Double(lineWidth)))
  }

  /// Draws `text` with its `anchor` point at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    let options = environment.textOptions
    let style = text.style(in: environment, options: options, width: nil)
    let layout = node.graph.typesetter.layout(text.displayedContent(options), style: style)
    let origin = Point(
      x: Double(point.x) - layout.size.width * anchor.x, y: Double(point.y) - layout.size.height * anchor.y)
    drawing { canvas.draw(layout, at: origin) }
  }

  /// Draws `text` wrapped inside `rect`.
  public func draw(_ text: Text, in rect: CGRect) {
    let box = Rect(rect)
    let options = environment.textOptions
    let layout = node.graph.typesetter.layout(
      text.displayedContent(options), style: text.style(in: environment, options: options, width: box.width))
    drawing { canvas.draw(layout, in: box) }
  }

  /// Draws `image` stretched over `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    let box = Rect(rect)
    let color: Color
    if case .color(let resolved) = environment.foregroundPaint(level: 0, in: box) { color = resolved } else { color = .black }
    drawing { image.drawContent(in: box, on: canvas, color: color) }
  }

  /// Draws `image` at its natural size with its `anchor` point at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = image.naturalSize(environment: environment)
    draw(
      image,
      in: CGRect(
        x: Double(point.x) - size.width * anchor.x, y: Double(point.y) - size.height * anchor.y, width: size.width,
        height: size.height))
  }

  /// Draws what `content` draws into a new context as one layer (faded as a whole).
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var inner = self
    inner.opacity = 1
    try canvas.withState {
      if opacity < 1 {
        try canvas.withOpacity(max(0, opacity)) { try content(&inner) }
      } else {
        try content(&inner)
      }
    }
  }

  /// Accepted: filters (blurs, shadows, colour changes) are not applied by a canvas here.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

  /// A filter for `addFilter` (accepted, not applied).
  public struct Filter: Sendable {
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
    public static func shadow(
      color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0, blendMode: Int = 0,
      options: ShadowOptions = ShadowOptions()
    ) -> Filter { Filter() }
    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = .black) -> Filter { Filter() }
    public static func saturation(_ amount: Double) -> Filter { Filter() }
    public static func brightness(_ amount: Double) -> Filter { Filter() }
    public static func grayscale(_ amount: Double) -> Filter { Filter() }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
    public static func colorMultiply(_ color: Color) -> Filter { Filter() }
  }

  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
  }

  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let shadowAbove = ShadowOptions(rawValue: 1)
    public static let shadowOnly = ShadowOptions(rawValue: 2)
  }
}

/// SwiftUI's `Canvas` (`import SwiftUI` names it so): a view drawn by a closure into a
/// `GraphicsContext`. It takes the space it is offered.
///
/// The renderer runs each time the view is drawn (when it is evaluated again or its area is
/// drawn again); `symbols` are accepted and not offered to the renderer here.
public struct DrawingCanvas<Symbols: View>: View, PrimitiveView {
  nonisolated(unsafe) let renderer: (inout GraphicsContext, CGSize) -> Void
  let isOpaque: Bool

  /// A canvas drawn by `renderer`, whose views `symbols` are (accepted).
  nonisolated public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.isOpaque = opaque
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    proposal.replacingUnspecified(by: Size(width: 10, height: 10))
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let canvas = context.canvas
    var graphics = GraphicsContext(canvas: canvas, node: node, origin: node.frame.origin)
    canvas.withState {
      canvas.clip(to: node.frame)
      renderer(&graphics, CGSize(node.frame.size))
    }
  }
}

extension DrawingCanvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  nonisolated public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    self.isOpaque = opaque
  }
}
