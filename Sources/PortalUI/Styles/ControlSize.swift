/// How large controls are drawn: their padding and the size of their text.
///
/// ```swift
/// Button("Buy") { buy() }.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini
  case small
  case regular
  case large
  case extraLarge

  /// The padding of a bordered button's label at this size.
  var buttonPadding: EdgeInsets {
    switch self {
    case .mini: EdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
    case .small: EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10)
    case .regular: EdgeInsets(top: 6, leading: 14, bottom: 6, trailing: 14)
    case .large: EdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
    case .extraLarge: EdgeInsets(top: 16, leading: 24, bottom: 16, trailing: 24)
    }
  }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }

extension EnvironmentValues {
  /// The size controls inside are drawn at (`.controlSize(_:)`).
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }
}

extension View {
  /// Draws the controls inside at `controlSize`: bordered buttons take more or less padding.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
}
