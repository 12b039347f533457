/// A variant of the symbols inside a view (`.symbolVariant(_:)`): filled, in a circle or a
/// square, slashed. A symbol named `"heart"` shown with `.fill` is drawn as `"heart.fill"`
/// when the symbol set has that name, and as itself when it has not.
///
/// ```swift
/// Label("Favourites", systemImage: "heart").symbolVariant(.fill)
/// ```
public struct SymbolVariants: Hashable, Sendable {
  private var shape: String?
  private var isFilled = false
  private var isSlashed = false

  /// No variant: symbols as named.
  public static let none = SymbolVariants()
  /// Symbols inside a circle (`"….circle"`).
  public static let circle = SymbolVariants(shape: "circle")
  /// Symbols inside a square (`"….square"`).
  public static let square = SymbolVariants(shape: "square")
  /// Symbols inside a rectangle (`"….rectangle"`).
  public static let rectangle = SymbolVariants(shape: "rectangle")
  /// Filled symbols (`"….fill"`).
  public static let fill = SymbolVariants(isFilled: true)
  /// Symbols with a slash through them (`"….slash"`).
  public static let slash = SymbolVariants(isSlashed: true)

  /// This variant, in a circle too.
  public var circle: SymbolVariants { with { $0.shape = "circle" } }
  /// This variant, in a square too.
  public var square: SymbolVariants { with { $0.shape = "square" } }
  /// This variant, in a rectangle too.
  public var rectangle: SymbolVariants { with { $0.shape = "rectangle" } }
  /// This variant, filled too.
  public var fill: SymbolVariants { with { $0.isFilled = true } }
  /// This variant, slashed too.
  public var slash: SymbolVariants { with { $0.isSlashed = true } }

  /// Whether this variant includes every part of `other`.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
      && (!other.isSlashed || isSlashed)
  }

  private func with(_ change: (inout SymbolVariants) -> Void) -> SymbolVariants {
    var copy = self
    change(&copy)
    return copy
  }

  /// The names to try for `name` in this variant, fullest first, in SF Symbols' order of
  /// suffixes (`bell.slash.circle.fill`); parts the name already has are not added twice.
  func names(for name: String) -> [String] {
    var parts = name.split(separator: ".").map(String.init)
    let hadFill = parts.last == "fill"
    if hadFill { parts.removeLast() }
    var withoutFill = parts
    if isSlashed, !withoutFill.contains("slash") { withoutFill.append("slash") }
    if let shape, !withoutFill.contains(shape) { withoutFill.append(shape) }
    let filled = isFilled || hadFill
    var names: [String] = []
    let full = (withoutFill + (filled ? ["fill"] : [])).joined(separator: ".")
    if full != name { names.append(full) }
    // Without its shape, the variant's fill or slash alone.
    if shape != nil {
      var partial = parts
      if isSlashed, !partial.contains("slash") { partial.append("slash") }
      let alone = (partial + (filled ? ["fill"] : [])).joined(separator: ".")
      if alone != name, !names.contains(alone) { names.append(alone) }
    }
    return names
  }
}

/// How the layers of a multi-layer symbol are coloured. Symbols here are drawn in one layer:
/// every mode draws them in the foreground style (`.palette` in its first style, `.multicolor`
/// in the foreground style rather than the symbol's own colours).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  /// One colour for every layer: the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// The symbol's own colours; drawn in the foreground style here.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// One colour at falling opacities by layer; one layer here, in the foreground style.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// A style per layer from `.foregroundStyle(_:_:)`; one layer here, in the first style.
  public static let palette = SymbolRenderingMode(name: "palette")
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
  /// The variant symbols inside are drawn in.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }

  /// How symbols inside colour their layers; nil: the symbol's default.
  public var symbolRenderingMode: SymbolRenderingMode? {
    get { self[SymbolRenderingModeKey.self] }
    set { self[SymbolRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Draws the symbols inside in a variant: `.fill` draws `"star"` as `"star.fill"`,
  /// `.circle.fill` as `"star.circle.fill"`, when the symbol set has that name.
  public func symbolVariant(_ variant: SymbolVariants) -> some View { environment(\.symbolVariants, variant) }

  /// Sets how the symbols inside colour their layers (see `SymbolRenderingMode`: one layer
  /// here, in the foreground style).
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    environment(\.symbolRenderingMode, mode)
  }
}
