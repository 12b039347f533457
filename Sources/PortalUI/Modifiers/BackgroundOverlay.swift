import PortalGraphics

/// The key part of a layered view's secondary children, and the same made hashable once.
private let layeredSecondaryName = "secondary"
private let layeredSecondaryPart = AnyHashableSendable(layeredSecondaryName)

/// A primary view with a secondary one behind or in front of it. The primary view alone
/// decides the size; the secondary view is offered the primary's frame and aligned in it.
struct LayeredView<Primary: View, Secondary: View>: View, PrimitiveView {
  enum Layer { case background, overlay }

  let primary: Primary
  let secondary: Secondary
  let layer: Layer
  let alignment: Alignment

  /// Children in drawing order: the background first, the overlay last.
  func children() -> [ChildView] {
    let primaryList = flattenedChildren(primary, under: "primary")
    let secondaryList = flattenedChildren(secondary, under: layeredSecondaryName)
    return layer == .background ? secondaryList + primaryList : primaryList + secondaryList
  }

  private func split(_ node: Node) -> (primary: [Node], secondary: [Node]) {
    let (secondary, primary) = node.children(under: layeredSecondaryPart)
    return (primary, secondary)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let primary = split(node).primary
    return Node.blockSize(of: primary, proposal)
  }

  func place(in frame: Rect, node: Node) {
    let (primary, secondary) = split(node)
    Node.placeBlock(primary, in: frame)
    let proposal = ProposedViewSize(frame.size)
    for child in secondary {
      let size = child.sizeThatFits(proposal)
      child.place(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
    }
  }
}

extension View {
  /// Puts `background` behind the view, offered the view's frame and aligned in it; the view
  /// alone decides the size.
  ///
  /// ```swift
  /// Text("Tag").padding(6).background(Capsule().fill(.yellow))
  /// ```
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    LayeredView(primary: self, secondary: background, layer: .background, alignment: alignment)
  }

  /// Puts the views built by `content` behind the view, aligned in its frame.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> Background
  ) -> some View {
    LayeredView(primary: self, secondary: content(), layer: .background, alignment: alignment)
  }

  /// Puts `overlay` in front of the view, offered the view's frame and aligned in it.
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
    LayeredView(primary: self, secondary: overlay, layer: .overlay, alignment: alignment)
  }

  /// Puts the views built by `content` in front of the view, aligned in its frame.
  ///
  /// ```swift
  /// avatar.overlay(alignment: .bottomTrailing) { Circle().fill(.green).frame(width: 10, height: 10) }
  /// ```
  public func overlay<Overlay: View>(alignment: Alignment = .center, @ViewBuilder content: () -> Overlay)
    -> some View
  {
    LayeredView(primary: self, secondary: content(), layer: .overlay, alignment: alignment)
  }
}

extension View {
  /// Fills the view's frame behind it with a shape style: a colour, a gradient, `.tint`.
  /// (There is no safe area on the desktop, so `ignoresSafeAreaEdges` changes nothing.)
  ///
  /// ```swift
  /// Text("Sunrise").padding().background(.orange.gradient)
  /// ```
  @_disfavoredOverload
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
  {
    background(Rectangle().fill(style))
  }

  /// Fills a shape in the view's frame behind it with a shape style.
  ///
  /// ```swift
  /// Text("New").padding(8).background(.yellow, in: .capsule)
  /// ```
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    background(shape.fill(style))
  }

  /// Fills the view's frame in front of it with a shape style, such as a translucent colour.
  @_disfavoredOverload
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    overlay(Rectangle().fill(style))
  }

  /// Fills a shape in the view's frame in front of it with a shape style.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    overlay(shape.fill(style))
  }
}
