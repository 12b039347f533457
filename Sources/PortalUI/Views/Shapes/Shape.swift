import PortalGraphics

/// A 2-D outline that is also a view: by default it fills the space it is offered with the
/// foreground colour, and it hit-tests by its outline, not its frame.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { p in
///       p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       p.closeSubpath()
///     }
///   }
/// }
/// Triangle().fill(.orange).frame(width: 40, height: 30)
/// ```
///
/// A shape whose outline depends on numbers exposes them as `animatableData` (see
/// `Animatable`) to have them interpolated when they change inside an animation.
public protocol Shape: View, Animatable {
  /// The outline of the shape in `rect`, in the shape's own coordinates: as in SwiftUI the
  /// rectangle is the shape's frame with its top-leading corner at (0, 0).
  func path(in rect: CGRect) -> Path
  /// The size the shape takes for a proposal; by default the proposal, 10 where unspecified.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
  /// The outline placed in `frame` (window coordinates): built in the shape's own
  /// coordinates, then moved to where the frame is.
  func windowPath(in frame: Rect) -> Path {
    path(in: CGRect(x: 0, y: 0, width: frame.width, height: frame.height)).offsetBy(dx: frame.minX, dy: frame.minY)
  }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  /// A shape draws as itself filled with the foreground style.
  public var body: ShapeView<Self> { ShapeView(shape: self, style: ForegroundStyle(), stroke: nil) }

  /// The shape filled with a style: a colour, a gradient, `.tint`, `.secondary`.
  public func fill(_ style: some ShapeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, style: style, stroke: nil)
  }

  /// The shape's outline drawn centred on its edge, half of the line outside the frame.
  public func stroke(_ style: some ShapeStyle, lineWidth: Double = 1) -> ShapeView<Self> {
    ShapeView(shape: self, style: style, stroke: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline with dashes, caps and joins.
  public func stroke(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, style: style, stroke: strokeStyle)
  }

  /// The outline drawn inside the frame: the shape is inset by half the line width first.
  public func strokeBorder(_ style: some ShapeStyle, lineWidth: Double = 1) -> ShapeView<Self> {
    ShapeView(shape: self, style: style, stroke: StrokeStyle(lineWidth: lineWidth), insideFrame: true)
  }

  /// The outline drawn inside the frame with dashes, caps and joins.
  public func strokeBorder(_ style: some ShapeStyle, style strokeStyle: StrokeStyle) -> ShapeView<Self> {
    ShapeView(shape: self, style: style, stroke: strokeStyle, insideFrame: true)
  }

  /// The outline in the foreground style.
  public func stroke(lineWidth: Double = 1) -> ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }

  /// The outline in the foreground style, with dashes, caps and joins.
  public func stroke(style strokeStyle: StrokeStyle) -> ShapeView<Self> { stroke(ForegroundStyle(), style: strokeStyle) }

  /// The outline inside the frame, in the foreground style.
  public func strokeBorder(lineWidth: Double = 1) -> ShapeView<Self> { strokeBorder(ForegroundStyle(), lineWidth: lineWidth) }

  /// The outline inside the frame in the foreground style, with dashes, caps and joins.
  public func strokeBorder(style strokeStyle: StrokeStyle) -> ShapeView<Self> {
    strokeBorder(ForegroundStyle(), style: strokeStyle)
  }
}

/// A shape drawn with a style, filled or stroked: what `.fill` and `.stroke` return. Stroked
/// shapes hit-test by the area their outline encloses, like filled ones.
public struct ShapeView<Content: Shape>: View, PrimitiveView, HitTestable {
  public typealias Body = Never

  let shape: Content
  let style: any ShapeStyle
  let stroke: StrokeStyle?
  var insideFrame = false

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size { Size(shape.sizeThatFits(proposal)) }

  /// Resolves what animates: the shape's animatable data and a plain colour fill.
  func place(in frame: Rect, node: Node) {
    var animated = shape
    animated.animatableData = node.animatedEffect("shape", shape.animatableData)
    node[PresentedShape<Content>.self] = animated
    if case .color(let color) = style.paint(in: frame, environment: node.environment) {
      let resolved = color.resolved(dark: node.environment.colorScheme == .dark)
      node[PresentedColor.self] = node.animatedEffect("color", ColorVector(resolved), kind: .fade).color
    } else {
      node[PresentedColor.self] = nil
    }
  }

  private func presentedShape(_ node: Node) -> Content { node[PresentedShape<Content>.self] ?? shape }

  private func outline(in frame: Rect, node: Node) -> Path {
    let shape = presentedShape(node)
    guard insideFrame, let stroke else { return shape.windowPath(in: frame) }
    let inset = stroke.lineWidth / 2
    return shape.windowPath(in: frame.insetBy(dx: inset, dy: inset))
  }

  func draw(node: Node, in context: DrawContext) {
    let paint =
      node[PresentedColor.self].map(Paint.color) ?? style.paint(in: node.frame, environment: node.environment)
    let path = outline(in: node.frame, node: node)
    if let stroke {
      context.canvas.stroke(path, with: paint, style: stroke)
    } else {
      context.canvas.fill(path, with: paint)
    }
  }

  var paintOutset: Double {
    guard let stroke, !insideFrame else { return 0 }
    return stroke.lineWidth / 2 + 1
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    presentedShape(node).windowPath(in: node.frame).contains(point) ? node : nil
  }
}

/// The shape a view presents while its animatable data animates.
enum PresentedShape<S>: NodeStateSlot {
  typealias Value = S
}
