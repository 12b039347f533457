import PortalGraphics

/// A translucent backdrop for content over other content: a bar over a scrolling list, a
/// panel over a photo. Five thicknesses, from `ultraThinMaterial` (the most of what is behind
/// shows) to `ultraThickMaterial`, and `bar` for toolbars.
///
/// On iOS a material blurs what lies behind it. Here it is drawn as a translucent tint of the
/// colour scheme's background (white in light, near-black in dark), thicker materials more
/// opaque; what lies behind shows through unblurred.
///
/// ```swift
/// Text("Now playing").padding().background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12))
/// ```
public struct Material: ShapeStyle, Equatable, Sendable {
  /// How much of the tint covers what is behind, 0 to 1.
  let thickness: Double

  /// The thinnest: most of what is behind shows.
  nonisolated public static let ultraThin = Material(thickness: 0.35)
  /// Thin.
  nonisolated public static let thin = Material(thickness: 0.5)
  /// The standard thickness.
  nonisolated public static let regular = Material(thickness: 0.65)
  /// Thick.
  nonisolated public static let thick = Material(thickness: 0.8)
  /// The thickest: little of what is behind shows.
  nonisolated public static let ultraThick = Material(thickness: 0.9)
  /// The material of toolbars and tab bars.
  nonisolated public static let bar = Material(thickness: 0.82)

  /// The tint over what is behind: the scheme's background colour at the material's
  /// thickness.
  func tint(dark: Bool) -> Color {
    dark
      ? Color(red: 0.11, green: 0.11, blue: 0.12, alpha: thickness)
      : Color(red: 0.98, green: 0.98, blue: 0.98, alpha: thickness)
  }

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    .color(tint(dark: environment.colorScheme == .dark))
  }
}

extension ShapeStyle where Self == Material {
  /// The thinnest material.
  public static var ultraThinMaterial: Material { Material(thickness: 0.35) }
  /// A thin material.
  public static var thinMaterial: Material { Material(thickness: 0.5) }
  /// The standard material.
  public static var regularMaterial: Material { Material(thickness: 0.65) }
  /// A thick material.
  public static var thickMaterial: Material { Material(thickness: 0.8) }
  /// The thickest material.
  public static var ultraThickMaterial: Material { Material(thickness: 0.9) }
  /// The material of bars.
  public static var bar: Material { Material(thickness: 0.82) }
}

/// iOS 26's Liquid Glass, as `.glassEffect(_:in:)` takes it. Here the nearest: a material
/// (see `Material`) with a fine light edge.
public struct Glass: Equatable, Sendable {
  var material: Material
  var tintColor: Color?
  var isInteractive = false

  /// The standard glass.
  nonisolated public static let regular = Glass(material: .regular)
  /// Clearer glass: more of what is behind shows.
  nonisolated public static let clear = Glass(material: .ultraThin)
  /// No glass at all.
  nonisolated public static let identity = Glass(material: Material(thickness: 0))

  /// The glass tinted with `color`.
  public func tint(_ color: Color?) -> Glass {
    var copy = self
    copy.tintColor = color
    return copy
  }

  /// The glass reacting to the pointer. Kept for the spelling; drawn the same.
  public func interactive(_ isEnabled: Bool = true) -> Glass {
    var copy = self
    copy.isInteractive = isEnabled
    return copy
  }
}

extension View {
  /// Puts the view on glass in `shape` (a capsule unless given): iOS 26's Liquid Glass. Here
  /// the nearest: the glass's material behind the view, tinted with the glass's tint, and a
  /// fine light edge around the shape.
  ///
  /// ```swift
  /// Label("Play", systemImage: "play.fill").padding().glassEffect(.regular.tint(.orange), in: .capsule)
  /// ```
  public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = Capsule()) -> some View {
    GlassBackground(content: self, glass: glass, shape: shape)
  }
}

/// A view on glass: what `glassEffect(_:in:)` draws.
private struct GlassBackground<Content: View, S: Shape>: View {
  let content: Content
  let glass: Glass
  let shape: S
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    if glass == .identity {
      content
    } else {
      content
        .background(shape.fill(glass.tintColor.map { $0.opacity(0.35) } ?? .clear))
        .background(shape.fill(glass.material))
        .overlay(shape.stroke(Color.white.opacity(colorScheme == .dark ? 0.25 : 0.6), lineWidth: 1))
    }
  }
}
