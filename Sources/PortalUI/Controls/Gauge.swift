import PortalGraphics

/// A view that shows a value within a range: a bar filled up to it, or a ring.
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// Gauge(value: speed, in: 0...200) {
///   Text("Speed")
/// } currentValueLabel: {
///   Text("\(Int(speed))")
/// } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("200") }
/// .gaugeStyle(.accessoryCircular)
/// ```
///
/// By default (and with `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`,
/// `.linear`) it is its label and current value label above a rounded bar filled in the tint
/// up to the value, the minimum and maximum value labels at the bar's ends. `.accessoryCircular`
/// is an open ring, the current value label inside and the minimum and maximum labels at its
/// ends; `.accessoryCircularCapacity` (and `.circular`) a closed ring filled from the top. The
/// value is kept within the range. Marked value labels are accepted and not drawn.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel
  @Environment(\.gaugeStyle) private var style
  @Environment(\.tint) private var tint

  /// A gauge with every label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    let range = Double(bounds.upperBound - bounds.lowerBound)
    self.fraction = range > 0 ? min(max(Double(value - bounds.lowerBound) / range, 0), 1) : 0
    self.label = label()
    self.currentValueLabel = currentValueLabel()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
  }

  public var body: some View {
    switch style {
    case .linear:
      linear
    case .openRing:
      ring(open: true)
    case .closedRing:
      ring(open: false)
    }
  }

  private var linear: some View {
    let fraction = self.fraction
    let tint = self.tint
    return VStack(alignment: .leading, spacing: 4) {
      HStack {
        label
        Spacer(minLength: 0)
        currentValueLabel.foregroundStyle(SystemPalette.secondaryLabel)
      }
      HStack(spacing: 6) {
        minimumValueLabel.font(.caption)
        GeometryReader { proxy in
          ZStack(alignment: .leading) {
            Capsule().fill(GaugeColors.track)
            Capsule().fill(tint).frame(width: max(GaugeColors.barHeight, proxy.size.width * fraction))
              .opacity(fraction > 0 ? 1 : 0)
          }
        }
        .frame(height: GaugeColors.barHeight)
        maximumValueLabel.font(.caption)
      }
    }
  }

  private func ring(open: Bool) -> some View {
    // An open ring leaves a gap of a quarter turn at the bottom.
    let start = open ? 135.0 : -90.0
    let sweep = open ? 270.0 : 360.0
    return VStack(spacing: 4) {
      ZStack {
        GaugeArc(start: start, end: start + sweep)
          .stroke(GaugeColors.track, style: StrokeStyle(lineWidth: 6, lineCap: .round))
        GaugeArc(start: start, end: start + sweep * fraction)
          .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .opacity(fraction > 0 ? 1 : 0)
        currentValueLabel.font(.system(size: 14, weight: .semibold))
        if open {
          HStack {
            minimumValueLabel
            Spacer(minLength: 0)
            maximumValueLabel
          }
          .font(.system(size: 9))
          .frame(maxHeight: .infinity, alignment: .bottom)
        }
      }
      .frame(width: 58, height: 58)
      label.font(.caption)
    }
  }
}

/// An arc of the circle inscribed in its frame, from `start` to `end` degrees (0 at the right,
/// growing clockwise on screen).
struct GaugeArc: Shape {
  let start: Double
  let end: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let radius = min(rect.width, rect.height) / 2 - 3
    path.addArc(
      center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(start),
      endAngle: .degrees(end), clockwise: false)
    return path
  }
}

enum GaugeColors {
  static let track = Color(light: Color(hex: 0xE5E5EA), dark: Color(hex: 0x3A3A3C))
  static let barHeight = 6.0
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label and a current value label.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
  }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge with a label.
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge with a label, a current value label, and labels at the ends of its range.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
  }
}

extension Gauge where BoundsLabel == EmptyView {
  /// A gauge with a label, a current value label and marked values (not drawn here).
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
  ) {
    self.init(
      value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
      minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
  }
}
