import PortalGraphics

/// How a view's pixels combine with what is drawn below it (`.blendMode(_:)`), drawn with
/// cairo's compositing operators.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case sourceAtop, destinationOver, destinationOut
  /// Darker than multiply (`max(0, 1 - ((1 - below) + (1 - above)))`); drawn as `.multiply`,
  /// cairo's nearest.
  case plusDarker
  /// The two added, to at most white.
  case plusLighter

  var blendOperator: BlendOperator {
    switch self {
    case .normal: .over
    case .multiply, .plusDarker: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusLighter: .add
    }
  }
}

/// Draws the content as one layer composited onto what is below with a blend mode.
struct BlendModeView<Content: View>: View, SingleChildModifier {
  let content: Content
  let mode: BlendMode

  var drawsOnlyChildren: Bool { mode == .normal }
  var paintsOnlyWhereChildrenPaint: Bool { true }

  func draw(node: Node, in context: DrawContext) {
    context.canvas.withBlendMode(mode.blendOperator) { node.drawChildren(in: context) }
  }

  /// Blended, nothing covers what is below it.
  func paintsOpaque(over rect: Rect, node: Node) -> Bool {
    mode == .normal && node.childrenPaintOpaque(over: rect)
  }
}

extension View {
  /// Combines the view's pixels with what is drawn below it in `blendMode`, rather than
  /// drawing them over it.
  ///
  /// What is below is what the same window surface holds there: content kept in a layer of
  /// its own (a sheet, a retained drawing group) blends with that layer's pixels.
  ///
  /// ```swift
  /// ZStack { Color.yellow; Circle().fill(.red).blendMode(.multiply) }
  /// ```
  public func blendMode(_ blendMode: BlendMode) -> some View { BlendModeView(content: self, mode: blendMode) }
}
