/// How a `Picker` looks and reacts, set with `.pickerStyle(_:)`. The styles are the ones
/// offered here (`.automatic`, `.menu`, `.segmented`, `.inline`, `.radioGroup`, `.wheel`,
/// `.navigationLink`, `.palette`); as in SwiftUI, a style of your own cannot be made.
@preconcurrency @MainActor
public protocol PickerStyle {}

/// The picker styles there are.
enum PickerStyleKind {
  case automatic, menu, segmented, inline, radioGroup, wheel, navigationLink, palette
}

/// A picker style that says which of the styles it is.
@MainActor
protocol PickerStyleKindProviding {
  var kind: PickerStyleKind { get }
}

/// The style set by `.pickerStyle(_:)`, held in the environment.
struct AnyPickerStyle {
  let kind: PickerStyleKind
}

private struct PickerStyleKey: EnvironmentKey {
  static var defaultValue: AnyPickerStyle { AnyPickerStyle(kind: .automatic) }
}

extension EnvironmentValues {
  /// The style of the pickers inside a view.
  var pickerStyle: AnyPickerStyle {
    get { self[PickerStyleKey.self] }
    set { self[PickerStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the pickers inside this view look.
  ///
  /// ```swift
  /// Picker("View", selection: $mode) { … }.pickerStyle(.segmented)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerStyle, AnyPickerStyle(kind: (style as? PickerStyleKindProviding)?.kind ?? .automatic))
  }
}

/// The default picker style: a menu; in a `Form` or `List` row, the title leading and the
/// current option trailing.
public struct DefaultPickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .automatic }
}

/// A button showing the current option that opens a list of the options below it.
public struct MenuPickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .menu }
}

/// The options side by side in one rounded control, the selected one raised.
public struct SegmentedPickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .segmented }
}

/// The options one below the other, the selected one checked, in place of the picker.
public struct InlinePickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .inline }
}

/// The options one below the other, each after a radio button.
///
/// SwiftUI offers this style on macOS only; here it is offered everywhere.
public struct RadioGroupPickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .radioGroup }
}

/// A spinning wheel on iOS. A desktop has no wheel: here it is the nearest desktop form, a
/// column of five options around the selected one, which sits in the middle on a highlighted
/// band, the others fading with their distance from it. A click on an option selects it; Up and
/// Down move the selection by one while it has focus.
public struct WheelPickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .wheel }
}

/// A row that, inside a `NavigationStack`, pushes a page listing the options; choosing one
/// selects it and goes back. Outside a navigation stack it is a menu.
public struct NavigationLinkPickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .navigationLink }
}

/// The options side by side, as a palette of choices. Drawn here as the segmented style.
public struct PalettePickerStyle: PickerStyle, PickerStyleKindProviding {
  nonisolated public init() {}
  var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The default style: a menu, or a row with the current option in a `Form`.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A button that opens a list of the options.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// The options side by side in one control.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// The options listed in place.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// A column of radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A column of options around the selected one (the desktop form of a wheel).
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A row that pushes a page of the options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// The options side by side as a palette.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}
