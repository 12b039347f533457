import PortalGraphics

/// A shape style drawn more transparent: what `style.opacity(_:)` returns.
public struct OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
  let base: Base
  let opacity: Double

  public func paint(in bounds: Rect, environment: EnvironmentValues) -> Paint {
    base.paint(in: bounds, environment: environment).opacity(opacity)
  }
}

extension ShapeStyle {
  /// The style with its alpha multiplied by `opacity`: `.foregroundStyle(.secondary.opacity(0.5))`.
  @_disfavoredOverload
  public func opacity(_ opacity: Double) -> OpacityShapeStyle<Self> { OpacityShapeStyle(base: self, opacity: opacity) }
}

// `.foregroundStyle(.secondary.opacity(0.5))` means the surrounding foreground's secondary
// level: the wrapper is relative to the foreground when what it wraps is.
extension OpacityShapeStyle: ForegroundRelativeStyle where Base: ForegroundRelativeStyle {}
