/// How a `DatePicker` looks, set with `.datePickerStyle(_:)`: `.compact` (and `.automatic`,
/// `.wheel`, `.field`, `.stepperField`, which are the same here) shows the date and time as
/// buttons opening a calendar and a time panel; `.graphical` shows the month calendar inline.
@preconcurrency @MainActor
public protocol DatePickerStyle {}

/// The forms a date picker takes here.
enum DatePickerForm { case compact, graphical }

/// A built-in date picker style that says its form.
@MainActor
protocol DatePickerFormProviding { var form: DatePickerForm { get } }

/// The default: compact.
public struct DefaultDatePickerStyle: DatePickerStyle, DatePickerFormProviding {
  public init() {}
  var form: DatePickerForm { .compact }
}

/// The date and time as buttons that open a calendar and a time panel.
public struct CompactDatePickerStyle: DatePickerStyle, DatePickerFormProviding {
  public init() {}
  var form: DatePickerForm { .compact }
}

/// A month calendar shown inline.
public struct GraphicalDatePickerStyle: DatePickerStyle, DatePickerFormProviding {
  public init() {}
  var form: DatePickerForm { .graphical }
}

/// iOS's spinning wheels; here the compact form, the nearest desktop one.
public struct WheelDatePickerStyle: DatePickerStyle, DatePickerFormProviding {
  public init() {}
  var form: DatePickerForm { .compact }
}

/// macOS's text field; here the compact form.
public struct FieldDatePickerStyle: DatePickerStyle, DatePickerFormProviding {
  public init() {}
  var form: DatePickerForm { .compact }
}

/// macOS's text field with a stepper; here the compact form.
public struct StepperFieldDatePickerStyle: DatePickerStyle, DatePickerFormProviding {
  public init() {}
  var form: DatePickerForm { .compact }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension DatePickerStyle where Self == FieldDatePickerStyle {
  public static var field: FieldDatePickerStyle { FieldDatePickerStyle() }
}

extension DatePickerStyle where Self == StepperFieldDatePickerStyle {
  public static var stepperField: StepperFieldDatePickerStyle { StepperFieldDatePickerStyle() }
}

private struct DatePickerFormKey: EnvironmentKey {
  static var defaultValue: DatePickerForm { .compact }
}

extension EnvironmentValues {
  /// The form of the date pickers inside a view.
  var datePickerForm: DatePickerForm {
    get { self[DatePickerFormKey.self] }
    set { self[DatePickerFormKey.self] = newValue }
  }
}

extension View {
  /// Sets how the date pickers inside this view look.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    environment(\.datePickerForm, (style as? DatePickerFormProviding)?.form ?? .compact)
  }
}
