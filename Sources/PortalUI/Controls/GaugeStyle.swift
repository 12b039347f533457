/// How a `Gauge` looks, set with `.gaugeStyle(_:)`: a bar (`.automatic`, `.linearCapacity`,
/// `.accessoryLinear`, `.accessoryLinearCapacity`, `.linear`), an open ring
/// (`.accessoryCircular`) or a closed ring (`.accessoryCircularCapacity`, `.circular`).
@preconcurrency @MainActor
public protocol GaugeStyle {}

/// The shapes a gauge is drawn as.
enum GaugeShape { case linear, openRing, closedRing }

/// A built-in gauge style that says its shape.
@MainActor
protocol GaugeShapeProviding { var shape: GaugeShape { get } }

/// The default gauge style: a bar.
public struct DefaultGaugeStyle: GaugeStyle, GaugeShapeProviding {
  public init() {}
  var shape: GaugeShape { .linear }
}

/// A bar filled up to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle, GaugeShapeProviding {
  public init() {}
  var shape: GaugeShape { .linear }
}

/// A bar (a watch complication's, here the same bar).
public struct AccessoryLinearGaugeStyle: GaugeStyle, GaugeShapeProviding {
  public init() {}
  var shape: GaugeShape { .linear }
}

/// A bar filled up to the value (a watch complication's).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, GaugeShapeProviding {
  public init() {}
  var shape: GaugeShape { .linear }
}

/// An open ring with the value label inside.
public struct AccessoryCircularGaugeStyle: GaugeStyle, GaugeShapeProviding {
  public init() {}
  var shape: GaugeShape { .openRing }
}

/// A closed ring filled from the top.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, GaugeShapeProviding {
  public init() {}
  var shape: GaugeShape { .closedRing }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
  /// macOS's bar (the same bar here).
  public static var linear: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
  /// macOS's ring (a closed ring here).
  public static var circular: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}

private struct GaugeStyleKey: EnvironmentKey {
  static var defaultValue: GaugeShape { .linear }
}

extension EnvironmentValues {
  /// The shape of the gauges inside a view.
  var gaugeStyle: GaugeShape {
    get { self[GaugeStyleKey.self] }
    set { self[GaugeStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the gauges inside this view look.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    environment(\.gaugeStyle, (style as? GaugeShapeProviding)?.shape ?? .linear)
  }
}
