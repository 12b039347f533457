import PortalGraphics

/// The look buttons have where no style is set: the label in the tint (red for a destructive
/// button) on a faint tinted rounded background that brightens under the pointer.
public struct DefaultButtonStyle: PrimitiveButtonStyle, Equatable {
  nonisolated public init() {}
  /// The button in the default look.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(look: .automatic, configuration: configuration)
  }
}

/// The label alone, in the surrounding foreground style, dimmed while pressed.
public struct PlainButtonStyle: PrimitiveButtonStyle, Equatable {
  nonisolated public init() {}
  /// The button drawn plain.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(look: .plain, configuration: configuration)
  }
}

/// The label in the tint with no background, dimmed while pressed.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, Equatable {
  nonisolated public init() {}
  /// The button drawn borderless.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(look: .borderless, configuration: configuration)
  }
}

/// The label in the tint on a tinted background in the button border shape, darker while
/// pressed.
public struct BorderedButtonStyle: PrimitiveButtonStyle, Equatable {
  nonisolated public init() {}
  /// The button drawn bordered.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(look: .bordered, configuration: configuration)
  }
}

/// The label in white on a background filled with the tint (red for a destructive button):
/// the look of the one button a view most wants pressed.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, Equatable {
  nonisolated public init() {}
  /// The button drawn prominent.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(look: .borderedProminent, configuration: configuration)
  }
}

/// iOS 26's glass button. On X11 the nearest: a bordered button on a translucent material
/// with a fine light edge.
public struct GlassButtonStyle: PrimitiveButtonStyle, Equatable {
  nonisolated public init() {}
  /// The button drawn on glass.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(look: .glass, configuration: configuration)
  }
}

/// iOS 26's prominent glass button. On X11 the nearest: the prominent look, the tint a touch
/// translucent, with a fine light edge.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle, Equatable {
  nonisolated public init() {}
  /// The button drawn on tinted glass.
  public func makeBody(configuration: Configuration) -> some View {
    BuiltInButton(look: .glassProminent, configuration: configuration)
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default look.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label in the tint, no background.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A tinted background behind the label.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A background filled with the tint.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
  /// Glass (iOS 26); a bordered button on a material here.
  public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
  /// Tinted glass (iOS 26); the prominent look here.
  public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// A button in one of the built-in looks, with its hover and pressed states.
struct BuiltInButton: View {
  enum Look { case automatic, plain, borderless, bordered, borderedProminent, glass, glassProminent }
  let look: Look
  let configuration: PrimitiveButtonStyleConfiguration
  @State private var isPressed = false
  @State private var isHovered = false
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.controlSize) private var controlSize
  @Environment(\.buttonBorderShape) private var shape
  @Environment(\.colorScheme) private var colorScheme

  private var accent: Color { configuration.role == .destructive ? .red : tint }
  private var active: Bool { isEnabled }

  var body: some View {
    PressableTapView(content: styled, action: configuration.trigger) { isPressed = $0 }
      .onHover { isHovered = $0 }
  }

  @ViewBuilder private var styled: some View {
    switch look {
    case .plain:
      if configuration.role == .destructive {
        configuration.label.foregroundStyle(Color.red).opacity(isEnabled ? (isPressed ? 0.6 : 1) : 0.45)
      } else {
        configuration.label.opacity(isEnabled ? (isPressed ? 0.6 : 1) : 0.45)
      }
    case .borderless:
      configuration.label.foregroundStyle(accent)
        .opacity(isEnabled ? (isPressed ? 0.6 : 1) : 0.45)
        .fixedSize(horizontal: true, vertical: false)
    case .automatic, .bordered, .glass:
      configuration.label.foregroundStyle(accent)
        .padding(controlSize.buttonPadding)
        .background(backgroundShape.fill(backgroundFill))
        .overlay(edge)
        .contentShape(.focusEffect, backgroundShape)
        .opacity(isEnabled ? 1 : 0.45)
        .fixedSize(horizontal: true, vertical: false)
    case .borderedProminent, .glassProminent:
      configuration.label.foregroundStyle(Color.white)
        .padding(controlSize.buttonPadding)
        .background(backgroundShape.fill(backgroundFill))
        .overlay(edge)
        .contentShape(.focusEffect, backgroundShape)
        .opacity(isEnabled ? 1 : 0.45)
        .fixedSize(horizontal: true, vertical: false)
    }
  }

  private var backgroundShape: ButtonBorderShape {
    shape == .automatic && (look == .glass || look == .glassProminent) ? .capsule : shape
  }

  /// The background: the tint faint for the bordered looks (fainter at rest than under the
  /// pointer, stronger while pressed), full for the prominent ones (darkened while pressed).
  private var backgroundFill: Color {
    let dark = colorScheme == .dark
    switch look {
    case .borderedProminent, .glassProminent:
      let fill = look == .glassProminent ? accent.opacity(0.88) : accent
      return isPressed && active ? fill.interpolated(to: .black, 0.18) : fill
    case .glass:
      let glass = dark ? Color(red: 0.24, green: 0.24, blue: 0.26, alpha: 0.72) : Color(red: 1, green: 1, blue: 1, alpha: 0.72)
      return isPressed && active ? glass.interpolated(to: accent, 0.2) : glass
    default:
      let strength = !active ? 0.12 : isPressed ? 0.3 : isHovered ? 0.22 : 0.12
      return accent.opacity(strength)
    }
  }

  /// Glass has a fine light edge; the other looks none.
  @ViewBuilder private var edge: some View {
    if look == .glass || look == .glassProminent {
      backgroundShape.stroke(Color.white.opacity(colorScheme == .dark ? 0.25 : 0.6), lineWidth: 1)
    }
  }
}
