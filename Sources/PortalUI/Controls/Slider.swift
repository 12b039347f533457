import PortalGraphics
import PortalHost

/// A control for choosing a number from a range by moving a knob along a track.
///
/// ```swift
/// Slider(value: $volume, in: 0...100, step: 5)
/// Slider(value: $brightness) { Text("Brightness") } minimumValueLabel: {
///   Image(systemName: "sun.min")
/// } maximumValueLabel: {
///   Image(systemName: "sun.max")
/// }
/// ```
///
/// Dragging the knob moves it with the pointer; a press anywhere on the track moves the knob
/// there and goes on dragging it. While the slider has keyboard focus (Tab), Left and Down take
/// a step off the value, Right and Up add one (a twentieth of the range when it has no step),
/// Page Down and Page Up move a tenth of the range, Home and End go to the ends. With `step:`
/// every value is a whole number of steps from the lower bound. `onEditingChanged` is told true
/// when a drag begins and false when it ends (around each key's change too). The track left of
/// the knob is the tint; the label, when there is one, is shown before the slider, as on the
/// desktop; the minimum and maximum value labels at the track's ends.
public struct Slider<Label: View, ValueLabel: View>: View {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void
  let label: Label
  let minimumValueLabel: ValueLabel
  let maximumValueLabel: ValueLabel
  let showsValueLabels: Bool
  @Environment(\.isEnabled) private var isEnabled

  init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, onEditingChanged: @escaping (Bool) -> Void,
    label: Label, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, showsValueLabels: Bool
  ) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.map { Double($0) }
    self.onEditingChanged = onEditingChanged
    self.label = label
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
    self.showsValueLabels = showsValueLabels
  }

  public var body: some View {
    let model = SliderModel(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
    HStack(spacing: 8) {
      if !(label is EmptyView) { label }
      if showsValueLabels { minimumValueLabel }
      SliderTrack(fraction: model.fraction, model: model)
      if showsValueLabels { maximumValueLabel }
    }
    .opacity(isEnabled ? 1 : 0.45)
    .onTapGesture {}
    .onKeyPressWhileFocused { key in
      let range = bounds.upperBound - bounds.lowerBound
      let small = step ?? range / 20
      switch key {
      case .left, .down: model.edit { $0 - small }
      case .right, .up: model.edit { $0 + small }
      case .pageDown: model.edit { $0 - range / 10 }
      case .pageUp: model.edit { $0 + range / 10 }
      case .home: model.edit { _ in bounds.lowerBound }
      case .end: model.edit { _ in bounds.upperBound }
      default: return false
      }
      return true
    }
  }
}

/// How a slider's value is read, kept in range and on its steps, and written.
@MainActor
struct SliderModel {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let onEditingChanged: (Bool) -> Void

  /// Where the value lies in the range, 0 to 1.
  var fraction: Double {
    let range = bounds.upperBound - bounds.lowerBound
    guard range > 0 else { return 0 }
    return min(max((value.wrappedValue - bounds.lowerBound) / range, 0), 1)
  }

  /// `proposed` kept in range and on a step.
  func settled(_ proposed: Double) -> Double {
    var result = min(max(proposed, bounds.lowerBound), bounds.upperBound)
    if let step, step > 0 {
      result = bounds.lowerBound + ((result - bounds.lowerBound) / step).rounded() * step
      if result > bounds.upperBound { result -= step }
    }
    return result
  }

  /// Writes the value for a fraction of the range.
  func set(fraction: Double) {
    let new = settled(bounds.lowerBound + min(max(fraction, 0), 1) * (bounds.upperBound - bounds.lowerBound))
    if new != value.wrappedValue { value.wrappedValue = new }
  }

  /// One change from the keyboard: told to `onEditingChanged` as an edit of its own.
  func edit(_ change: (Double) -> Double) {
    let new = settled(change(value.wrappedValue))
    guard new != value.wrappedValue else { return }
    onEditingChanged(true)
    value.wrappedValue = new
    onEditingChanged(false)
  }
}

/// A slider's track and knob; it follows presses and drags.
struct SliderTrack: View {
  let fraction: Double
  let model: SliderModel
  @Environment(\.tint) private var tint

  static let height = 22.0
  static let knob = 20.0
  static let trackThickness = 4.0
  static let emptyTrack = Color(light: Color(hex: 0xD1D1D6), dark: Color(hex: 0x48484A))

  var body: some View {
    let model = self.model
    let fraction = self.fraction
    GeometryReader { proxy in
      let travel = max(0, proxy.size.width - Self.knob)
      let knobX = travel * fraction
      ZStack(alignment: .leading) {
        Capsule().fill(Self.emptyTrack)
          .frame(height: Self.trackThickness)
          .padding(.horizontal, Self.knob / 2)
        Capsule().fill(tint)
          .frame(width: knobX + Self.trackThickness, height: Self.trackThickness)
          .offset(x: Self.knob / 2 - Self.trackThickness / 2)
        Circle().fill(Color.white)
          .overlay(Circle().strokeBorder(Color.black.opacity(0.08), lineWidth: 0.5))
          .frame(width: Self.knob, height: Self.knob)
          .shadow(color: Color.black.opacity(0.3), radius: 2, y: 1)
          .offset(x: knobX)
      }
      .frame(width: proxy.size.width, height: Self.height)
    }
    .frame(minWidth: 60, maxWidth: .infinity)
    .frame(height: Self.height)
    .contentShape(.focusEffect, RoundedRectangle(cornerRadius: Self.height / 2))
    .contentShape(Rectangle())
    .trackingPointer(
      pressed: { point, frame in
        model.onEditingChanged(true)
        model.set(fraction: Self.fraction(at: point, in: frame))
      },
      dragged: { point, frame in model.set(fraction: Self.fraction(at: point, in: frame)) },
      released: { point, frame in
        model.set(fraction: Self.fraction(at: point, in: frame))
        model.onEditingChanged(false)
      })
  }

  /// The fraction of the range where the knob's centre would be under `point`.
  static func fraction(at point: Point, in frame: Rect) -> Double {
    let travel = frame.width - knob
    guard travel > 0 else { return 0 }
    return (point.x - frame.minX - knob / 2) / travel
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider over `value` within `bounds`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, label: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
  }

  /// A slider over `value` within `bounds`, moving by `step`.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
  }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider over `value` within `bounds`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
  }

  /// A slider over `value` within `bounds`, moving by `step`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView(), showsValueLabels: false)
  }
}

extension Slider {
  /// A slider with a label and labels at the track's ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: nil, onEditingChanged: onEditingChanged, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), showsValueLabels: true)
  }

  /// A slider moving by `step`, with a label and labels at the track's ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: label(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel(), showsValueLabels: true)
  }
}
