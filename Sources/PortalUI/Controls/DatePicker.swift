import Foundation
import PortalGraphics
import PortalHost

/// The parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 1 << 1)
  /// The hour, minute and second (macOS); the seconds are kept as they are here.
  public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)

  var showsTime: Bool { contains(.hourAndMinute) || contains(.hourMinuteAndSecond) }
}

/// A control for choosing a date, a time of day, or both.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
/// DatePicker("Trip", selection: $start, in: Date.now..., displayedComponents: [.date])
///   .datePickerStyle(.graphical)
/// ```
///
/// In the compact form (the default, and `.wheel`, `.field`) the label is leading and the date
/// and time trailing, each on a grey button: the date's opens a month calendar below it, the
/// time's a panel of hour and minute steppers. In the calendar a click on a day chooses it and
/// closes it; the arrow keys move the day (Up and Down by a week), Page Up and Page Down by a
/// month, Enter or Escape close it. In the time panel Up and Down move a minute, Page Up and
/// Page Down an hour. `.graphical` shows the calendar inline; while it has keyboard focus the
/// same keys move the day. Every change is written to `selection` at once, kept within `in:`,
/// the time of day kept when the day changes. Dates are written and the calendar laid out as
/// the current locale and calendar say.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let range: ClosedRange<Date>
  let components: DatePickerComponents
  let label: Label
  @State private var open: DatePickerPart?
  @Environment(\.datePickerForm) private var form
  @Environment(\.isEnabled) private var isEnabled

  /// A date picker with any view as its label.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: Date.distantPast...Date.distantFuture, components: displayedComponents, label: label())
  }

  /// A date picker kept within `range`, with any view as its label.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range, components: displayedComponents, label: label())
  }

  /// A date picker kept on or after `range`'s start, with any view as its label.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: range.lowerBound...Date.distantFuture, components: displayedComponents, label: label())
  }

  /// A date picker kept on or before `range`'s end, with any view as its label.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, range: Date.distantPast...range.upperBound, components: displayedComponents, label: label())
  }

  init(selection: Binding<Date>, range: ClosedRange<Date>, components: DatePickerComponents, label: Label) {
    self.selection = selection
    self.range = range
    self.components = components
    self.label = label
  }

  public var body: some View {
    let model = DatePickerModel(selection: selection, range: range)
    let showsDate = components.contains(.date) || components.isEmpty
    Group {
      if form == .graphical, showsDate {
        VStack(alignment: .leading, spacing: 8) {
          HStack(spacing: 12) {
            label
            Spacer(minLength: 0)
            if components.showsTime { field(.time, model: model) }
          }
          MonthCalendar(model: model, choose: {})
            .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
            .onTapGesture {}
            .onKeyPressWhileFocused { model.handleCalendarKey($0) }
        }
      } else {
        HStack(spacing: 12) {
          label
          Spacer(minLength: 0)
          if showsDate { field(.date, model: model) }
          if components.showsTime { field(.time, model: model) }
        }
      }
    }
    .opacity(isEnabled ? 1 : 0.45)
  }

  /// The grey button showing the date or the time, which opens its panel.
  private func field(_ part: DatePickerPart, model: DatePickerModel) -> some View {
    let openBinding = $open
    let isOpen = Binding(
      get: { openBinding.wrappedValue == part }, set: { if !$0, openBinding.wrappedValue == part { openBinding.wrappedValue = nil } })
    let text = part == .date ? DatePickerFormat.date(selection.wrappedValue) : DatePickerFormat.time(selection.wrappedValue)
    return Text(text)
      .padding(EdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10))
      .background(RoundedRectangle(cornerRadius: 8).fill(ControlColors.fill))
      .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
      .fixedSize()
      .onTapGesture { openBinding.wrappedValue = openBinding.wrappedValue == part ? nil : part }
      .popup(
        isPresented: isOpen,
        keys: { key in
          if key == .enter || key == .space {
            isOpen.wrappedValue = false
            return true
          }
          return part == .date ? model.handleCalendarKey(key) : model.handleTimeKey(key)
        }
      ) {
        Group {
          if part == .date {
            MonthCalendar(model: model, choose: { isOpen.wrappedValue = false })
          } else {
            TimePanel(model: model)
          }
        }
        .padding(10)
        .background(PopupPanel())
      }
  }
}

extension DatePicker where Label == Text {
  /// A date picker with a text title, from a key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker with a text title, from a key, kept within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker with a text title, from a key, kept on or after `range`'s start.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker with a text title, from a key, kept on or before `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  /// A date picker with a text title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(String(title)) }
  }

  /// A date picker with a text title, kept within `range`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(String(title)) }
  }

  /// A date picker with a text title, kept on or after `range`'s start.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(String(title)) }
  }

  /// A date picker with a text title, kept on or before `range`'s end.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(String(title)) }
  }
}

/// The part of a compact date picker whose panel is open.
enum DatePickerPart { case date, time }

/// How dates and times are written on a date picker.
enum DatePickerFormat {
  static func date(_ date: Date) -> String { DateFormatter.localizedString(from: date, dateStyle: .medium, timeStyle: .none) }
  static func time(_ date: Date) -> String { DateFormatter.localizedString(from: date, dateStyle: .none, timeStyle: .short) }
}

/// A date picker's selection and range, and how keys move it.
@MainActor
struct DatePickerModel {
  let selection: Binding<Date>
  let range: ClosedRange<Date>
  var calendar: Calendar { Calendar.current }

  var date: Date { selection.wrappedValue }

  /// Writes `date`, kept within the range.
  func set(_ date: Date) {
    let kept = min(max(date, range.lowerBound), range.upperBound)
    if kept != selection.wrappedValue { selection.wrappedValue = kept }
  }

  /// Moves the selection by `value` of `component`, the rest of the date kept.
  func move(_ component: Calendar.Component, by value: Int) {
    if let moved = calendar.date(byAdding: component, value: value, to: date) { set(moved) }
  }

  /// Chooses `day` (the start of a day), keeping the time of day.
  func choose(day: Date) {
    let time = calendar.dateComponents([.hour, .minute, .second], from: date)
    set(calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day) ?? day)
  }

  func contains(day: Date) -> Bool {
    guard let end = calendar.date(byAdding: .day, value: 1, to: day) else { return false }
    return end > range.lowerBound && day <= range.upperBound
  }

  func handleCalendarKey(_ key: Key) -> Bool {
    switch key {
    case .left: move(.day, by: -1)
    case .right: move(.day, by: 1)
    case .up: move(.day, by: -7)
    case .down: move(.day, by: 7)
    case .pageUp: move(.month, by: -1)
    case .pageDown: move(.month, by: 1)
    default: return false
    }
    return true
  }

  func handleTimeKey(_ key: Key) -> Bool {
    switch key {
    case .up: move(.minute, by: 1)
    case .down: move(.minute, by: -1)
    case .pageUp: move(.hour, by: 1)
    case .pageDown: move(.hour, by: -1)
    default: return false
    }
    return true
  }
}

/// The month of the selection: its name with buttons to the months before and after, the
/// weekdays, and the days, the selected one on a tinted circle, today in the tint, days outside
/// the range grey.
struct MonthCalendar: View {
  let model: DatePickerModel
  let choose: () -> Void
  @Environment(\.tint) private var tint

  static let cell = 32.0

  var body: some View {
    let calendar = model.calendar
    let selected = calendar.startOfDay(for: model.date)
    let month = calendar.dateInterval(of: .month, for: model.date)?.start ?? selected
    let days = calendar.range(of: .day, in: .month, for: month)?.count ?? 30
    let lead = (calendar.component(.weekday, from: month) - calendar.firstWeekday + 7) % 7
    let symbols = calendar.veryShortStandaloneWeekdaySymbols
    let weekdays = (0..<7).map { symbols[($0 + calendar.firstWeekday - 1) % 7] }
    let rows = (lead + days + 6) / 7
    let model = self.model
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        Text(DatePickerFormat.month(month)).font(.headline)
        Spacer(minLength: 0)
        Image(systemName: "chevron.left").foregroundStyle(tint).frame(width: 28, height: 28)
          .contentShape(Rectangle()).onClickWithoutFocus { model.move(.month, by: -1) }
        Image(systemName: "chevron.right").foregroundStyle(tint).frame(width: 28, height: 28)
          .contentShape(Rectangle()).onClickWithoutFocus { model.move(.month, by: 1) }
      }
      HStack(spacing: 0) {
        ForEach(0..<7, id: \.self) { index in
          Text(weekdays[index]).font(.system(size: 11, weight: .semibold))
            .foregroundStyle(SystemPalette.secondaryLabel)
            .frame(width: Self.cell)
        }
      }
      ForEach(0..<rows, id: \.self) { row in
        HStack(spacing: 0) {
          ForEach(0..<7, id: \.self) { column in
            let number = row * 7 + column - lead + 1
            if number >= 1, number <= days, let day = calendar.date(byAdding: .day, value: number - 1, to: month) {
              dayCell(number, day: day, isSelected: day == selected, isToday: calendar.isDateInToday(day))
            } else {
              Color.clear.frame(width: Self.cell, height: Self.cell)
            }
          }
        }
      }
    }
    .fixedSize()
  }

  private func dayCell(_ number: Int, day: Date, isSelected: Bool, isToday: Bool) -> some View {
    let model = self.model
    let choose = self.choose
    let enabled = model.contains(day: day)
    let colour: Color =
      isSelected ? .white : !enabled ? SystemPalette.tertiaryLabel : isToday ? tint : SystemPalette.label
    return Text("\(number)")
      .font(.system(size: 14, weight: isSelected || isToday ? .semibold : .regular))
      .foregroundStyle(colour)
      .frame(width: Self.cell, height: Self.cell)
      .background(Circle().fill(isSelected ? tint : Color.clear).padding(2))
      .contentShape(Rectangle())
      .onClickWithoutFocus {
        guard enabled else { return }
        model.choose(day: day)
        choose()
      }
  }
}

extension DatePickerFormat {
  /// The month and year, as a calendar's title ("November 2026").
  static func month(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.setLocalizedDateFormatFromTemplate("MMMMyyyy")
    return formatter.string(from: date)
  }
}

/// The time panel: the time, and steppers for the hour and the minute.
struct TimePanel: View {
  let model: DatePickerModel

  var body: some View {
    let model = self.model
    VStack(alignment: .leading, spacing: 8) {
      Text(DatePickerFormat.time(model.date)).font(.title3)
      Stepper("Hour", onIncrement: { model.move(.hour, by: 1) }, onDecrement: { model.move(.hour, by: -1) })
      Stepper("Minute", onIncrement: { model.move(.minute, by: 1) }, onDecrement: { model.move(.minute, by: -1) })
    }
    .frame(width: 220)
  }
}
