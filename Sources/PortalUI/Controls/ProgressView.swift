import PortalGraphics

/// Progress: a spinner while nothing says how far along the work is, else a bar (or a ring)
/// filled to `value / total`, with an optional label above and current-value label below.
///
/// ```swift
/// ProgressView()                                  // a spinner
/// ProgressView("Downloading", value: 0.4)         // a bar, 40 % filled
/// ProgressView(value: done, total: 12).progressViewStyle(.circular)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyleKind) private var style
  @Environment(\.tint) private var tint

  public var body: some View {
    VStack(alignment: style == .circular || fraction == nil ? .center : .leading, spacing: 6) {
      if let label { label.font(fraction == nil ? .footnote : .body).foregroundStyle(.secondary) }
      indicator
      if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(.secondary) }
    }
  }

  @ViewBuilder private var indicator: some View {
    if let fraction {
      if style == .circular {
        ProgressRing(fraction: fraction, tint: tint)
      } else {
        ProgressBar(fraction: fraction, tint: tint)
      }
    } else {
      ProgressSpinner()
    }
  }
}

/// A determinate bar, as GTK's progress bar: a rounded track filled from the leading edge.
struct ProgressBar: View {
  let fraction: Double
  let tint: Color

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .leading) {
        Capsule().fill(Color.secondary.opacity(0.25))
        Capsule().fill(tint).frame(width: max(0, min(1, fraction)) * proxy.size.width)
      }
    }
    .frame(height: 6)
    .frame(minWidth: 60)
  }
}

/// A determinate ring filled clockwise from the top.
struct ProgressRing: View {
  let fraction: Double
  let tint: Color

  var body: some View {
    ZStack {
      Circle().stroke(Color.secondary.opacity(0.25), lineWidth: 4)
      ArcShape(fraction: max(0, min(1, fraction))).stroke(tint, style: StrokeStyle(lineWidth: 4, lineCap: .round))
    }
    .frame(width: 28, height: 28)
  }
}

/// An indeterminate spinner: a ring of dots, the brightest going round once a second.
struct ProgressSpinner: View {
  @State private var turned = false

  var body: some View {
    ZStack {
      ForEach(0..<8, id: \.self) { index in
        Circle()
          .fill(Color.secondary.opacity(0.25 + 0.75 * Double(index) / 7))
          .frame(width: 4, height: 4)
          .offset(y: -9)
          .rotationEffect(.degrees(Double(index) * 45))
      }
    }
    .frame(width: 22, height: 22)
    .rotationEffect(.degrees(turned ? 360 : 0))
    .animation(.linear(duration: 1).repeatForever(autoreverses: false), value: turned)
    .onAppear { turned = true }
  }
}

/// The part of a circle from the top, clockwise, `fraction` of the way round.
struct ArcShape: Shape {
  let fraction: Double

  func path(in rect: CGRect) -> Path {
    var path = Path()
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let radius = min(rect.width, rect.height) / 2
    path.addArc(
      center: center, radius: radius, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction),
      clockwise: false)
    return path
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }

  /// A bar filled to `value / total`; a nil value shows a spinner.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// A spinner with a title under it.
  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
    currentValueLabel = nil
  }

  /// A bar filled to `value / total` with a title above it; a nil value shows a spinner.
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    label = Text(title)
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner with a label.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }

  /// A bar with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    self.label = label()
    currentValueLabel = nil
  }
}

extension ProgressView {
  /// A bar with a label and a label for its current value.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { total > 0 ? Double($0) / Double(total) : 0 }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

/// How progress is drawn.
public protocol ProgressViewStyle {
  /// The kind of indicator the style draws.
  var kind: ProgressViewStyleKind { get }
}

/// The indicators a progress view draws.
public enum ProgressViewStyleKind: Hashable, Sendable {
  case automatic, linear, circular
}

/// A bar for known progress, a spinner otherwise.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var kind: ProgressViewStyleKind { .automatic }
}

/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var kind: ProgressViewStyleKind { .linear }
}

/// A ring for known progress, a spinner otherwise.
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public var kind: ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

private enum ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ProgressViewStyleKind.automatic
}

extension EnvironmentValues {
  var progressViewStyleKind: ProgressViewStyleKind {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// How the progress views inside draw: `.linear`, `.circular` or `.automatic`.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyleKind, style.kind)
  }
}
