import PortalGraphics
import PortalHost

/// A control that adds to or takes from a value one step at a time: its label, then a pair of
/// buttons, minus and plus.
///
/// ```swift
/// Stepper("Guests: \(guests)", value: $guests, in: 1...12)
/// Stepper(value: $size.animation(.easeInOut), in: 8...72, step: 2) { Text("Size \(size)") }
/// Stepper("Page", onIncrement: next, onDecrement: previous)
/// ```
///
/// A click on minus or plus changes the value by the step, kept within the range (a button
/// that would pass it is dimmed and does nothing); while the stepper has keyboard focus (Tab),
/// Up and Right step up, Down and Left step down. `onEditingChanged` is told true before each
/// change and false after it. The change is written in the binding's transaction, so a binding
/// made with `.animation(_:)` animates what it moves. The label is leading and the buttons
/// trailing, across the room given, as in a `Form` row.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  let canIncrement: Bool
  let canDecrement: Bool
  let onEditingChanged: (Bool) -> Void
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.labelsHidden) private var labelsHidden

  /// A stepper that runs `onIncrement` and `onDecrement`; a nil action leaves its button dimmed.
  public init(
    onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = onIncrement
    self.decrement = onDecrement
    self.canIncrement = onIncrement != nil
    self.canDecrement = onDecrement != nil
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper over `value`, kept within `bounds`, moving by `step`.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) {
    let current = value.wrappedValue
    self.label = label()
    self.increment = { value.wrappedValue = Self.clamped(value.wrappedValue.advanced(by: step), bounds) }
    self.decrement = { value.wrappedValue = Self.clamped(value.wrappedValue.advanced(by: -step), bounds) }
    self.canIncrement = current < bounds.upperBound
    self.canDecrement = current > bounds.lowerBound
    self.onEditingChanged = onEditingChanged
  }

  /// A stepper over `value` with no bounds, moving by `step`.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.increment = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
    self.decrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    self.canIncrement = true
    self.canDecrement = true
    self.onEditingChanged = onEditingChanged
  }

  private static func clamped<V: Comparable>(_ value: V, _ bounds: ClosedRange<V>) -> V {
    min(max(value, bounds.lowerBound), bounds.upperBound)
  }

  public var body: some View {
    HStack(spacing: 12) {
      if !labelsHidden { label }
      Spacer(minLength: 0)
      StepperButtons(
        canDecrement: canDecrement && isEnabled, canIncrement: canIncrement && isEnabled,
        decrement: { step(decrement) }, increment: { step(increment) })
    }
    .opacity(isEnabled ? 1 : 0.45)
    // The whole stepper takes focus; its buttons take clicks.
    .onTapGesture {}
    .onKeyPressWhileFocused { key in
      switch key {
      case .up, .right:
        if canIncrement { step(increment) }
        return true
      case .down, .left:
        if canDecrement { step(decrement) }
        return true
      default:
        return false
      }
    }
  }

  private func step(_ action: (() -> Void)?) {
    guard let action else { return }
    onEditingChanged(true)
    action()
    onEditingChanged(false)
  }
}

extension Stepper where Label == Text {
  /// A stepper with a text label over `value`, kept within `bounds`, moving by `step`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
  }

  /// A stepper with a text label over `value` with no bounds, moving by `step`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(String(title)) }
  }

  /// A stepper with a text label that runs `onIncrement` and `onDecrement`.
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
      Text(String(title))
    }
  }
}

/// The stepper's two buttons, minus and plus, on one rounded grey pill split by a thin line.
struct StepperButtons: View {
  let canDecrement: Bool
  let canIncrement: Bool
  let decrement: () -> Void
  let increment: () -> Void
  @Environment(\.tint) private var tint

  static let buttonSize = Size(width: 46, height: 30)
  static let fill = Color(light: Color(hex: 0xE9E9EB), dark: Color(hex: 0x39393D))
  static let divider = Color(light: Color(hex: 0xC7C7CC), dark: Color(hex: 0x545458))

  var body: some View {
    HStack(spacing: 0) {
      half("minus", enabled: canDecrement, action: decrement)
      Self.divider.frame(width: 1, height: 18)
      half("plus", enabled: canIncrement, action: increment)
    }
    .background(RoundedRectangle(cornerRadius: 8).fill(Self.fill))
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
  }

  private func half(_ symbol: String, enabled: Bool, action: @escaping () -> Void) -> some View {
    Image(systemName: symbol)
      .font(.system(size: 14, weight: .semibold))
      .foregroundStyle(enabled ? SystemPalette.label : SystemPalette.tertiaryLabel)
      .frame(width: Self.buttonSize.width, height: Self.buttonSize.height)
      .contentShape(Rectangle())
      .onClickWithoutFocus { if enabled { action() } }
  }
}
