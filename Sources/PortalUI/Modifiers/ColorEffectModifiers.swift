import PortalGraphics

/// One of the colour filters a view can be drawn through, with its amount.
enum ColorEffect: Equatable {
  case saturation(Double), brightness(Double), contrast(Double), grayscale(Double)
  case invert, multiply(Color), luminanceToAlpha

  /// The name its animation is kept under, and the amount that animates.
  var animated: (name: String, amount: Double)? {
    switch self {
    case .saturation(let amount): ("saturation", amount)
    case .brightness(let amount): ("brightness", amount)
    case .contrast(let amount): ("contrast", amount)
    case .grayscale(let amount): ("grayscale", amount)
    case .invert, .multiply, .luminanceToAlpha: nil
    }
  }

  /// The filter for `amount` (the presented amount of an animated effect).
  func filter(amount: Double?, dark: Bool) -> ColorFilter {
    switch self {
    case .saturation(let value): .saturation(amount ?? value)
    case .brightness(let value): .brightness(amount ?? value)
    case .contrast(let value): .contrast(amount ?? value)
    case .grayscale(let value): .saturation(1 - min(max(amount ?? value, 0), 1))
    case .invert: .inversion
    case .multiply(let color): .multiply(by: color.resolved(dark: dark))
    case .luminanceToAlpha: .luminanceToAlpha
    }
  }
}

/// Draws the content as one layer and maps the colour of every pixel of it through a filter;
/// transparent pixels stay transparent. Amounts animate.
struct ColorEffectView<Content: View>: View, SingleChildModifier {
  let content: Content
  let effect: ColorEffect

  func place(in frame: Rect, node: Node) {
    if let (name, amount) = effect.animated {
      node[PresentedColorEffectAmount.self] = node.animatedSubtreeEffect(name, amount, kind: .fade)
    }
    node.placeContent(in: frame)
  }

  var drawsOnlyChildren: Bool { false }
  var paintsOnlyWhereChildrenPaint: Bool { true }

  func draw(node: Node, in context: DrawContext) {
    let filter = effect.filter(
      amount: effect.animated == nil ? nil : node[PresentedColorEffectAmount.self],
      dark: node.environment.colorScheme == .dark)
    context.canvas.withColorFilter(filter) { node.drawChildren(in: context) }
  }
}

/// The amount of a colour effect a view presents while it animates.
enum PresentedColorEffectAmount: NodeStateSlot {
  typealias Value = Double
}

extension View {
  /// Drains (below 1) or deepens (above 1) the colour of everything the view draws: 0 is grey
  /// of the same luminance, 1 changes nothing. The amount animates.
  ///
  /// ```swift
  /// Image("poster").saturation(isActive ? 1 : 0)
  /// ```
  public func saturation(_ amount: Double) -> some View {
    ColorEffectView(content: self, effect: .saturation(amount))
  }

  /// Brightens everything the view draws by `amount` added to each colour channel: 0 changes
  /// nothing, 1 makes it white (negative darkens). The amount animates.
  ///
  /// ```swift
  /// Color.red.frame(width: 60, height: 60).brightness(0.4)
  /// ```
  public func brightness(_ amount: Double) -> some View {
    ColorEffectView(content: self, effect: .brightness(amount))
  }

  /// Pushes the colours the view draws away from mid grey (above 1) or towards it (below 1):
  /// 0 is all mid grey, negative values invert about it. The amount animates.
  public func contrast(_ amount: Double) -> some View {
    ColorEffectView(content: self, effect: .contrast(amount))
  }

  /// Takes the colour out of everything the view draws: 0 changes nothing, 1 leaves only grey
  /// of each colour's luminance. The amount animates.
  ///
  /// ```swift
  /// AvatarView(user).grayscale(user.isAway ? 1 : 0)
  /// ```
  public func grayscale(_ amount: Double) -> some View {
    ColorEffectView(content: self, effect: .grayscale(amount))
  }

  /// Turns each colour the view draws into its opposite: white to black, red to cyan.
  public func colorInvert() -> some View { ColorEffectView(content: self, effect: .invert) }

  /// Multiplies each colour the view draws by `color`: white changes nothing, a colour tints
  /// it as a filter over a lamp would.
  ///
  /// ```swift
  /// Image("logo").colorMultiply(.blue)
  /// ```
  public func colorMultiply(_ color: Color) -> some View {
    ColorEffectView(content: self, effect: .multiply(color))
  }

  /// Makes the view a mask of its own brightness: black whose opacity is each pixel's
  /// luminance, so bright parts stay opaque and dark parts become transparent.
  public func luminanceToAlpha() -> some View { ColorEffectView(content: self, effect: .luminanceToAlpha) }
}
