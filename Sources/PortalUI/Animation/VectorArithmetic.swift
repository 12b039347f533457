import Foundation
import PortalGraphics

/// A value that can be interpolated: added, subtracted and scaled. What animations move.
public protocol VectorArithmetic: Equatable {
  static var zero: Self { get }
  static func + (lhs: Self, rhs: Self) -> Self
  static func - (lhs: Self, rhs: Self) -> Self
  /// Multiplies every component by `factor`.
  mutating func scale(by factor: Double)
  /// The squared length, to tell when a value is close enough to rest.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  func scaled(by factor: Double) -> Self {
    var copy = self
    copy.scale(by: factor)
    return copy
  }
}

extension Double: VectorArithmetic {
  public mutating func scale(by factor: Double) { self *= factor }
  public var magnitudeSquared: Double { self * self }
}

/// Two animatable values animated together.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second

  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
  public mutating func scale(by factor: Double) {
    first.scale(by: factor)
    second.scale(by: factor)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A rectangle as four animatable numbers (x, y, width, height).
public struct RectVector: VectorArithmetic, FourComponentVector, Sendable {
  public var x, y, width, height: Double

  public init(_ rect: Rect) { self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

  init(components c: SIMD4<Double>) { self.init(x: c.x, y: c.y, width: c.z, height: c.w) }

  var components: SIMD4<Double> {
    get { SIMD4(x, y, width, height) }
    set { (x, y, width, height) = (newValue.x, newValue.y, newValue.z, newValue.w) }
  }
}

/// Four colour components, animated in straight (not premultiplied) alpha.
public struct ColorVector: VectorArithmetic, FourComponentVector, Sendable {
  public var r, g, b, a: Double

  public init(_ color: Color) { (r, g, b, a) = (color.red, color.green, color.blue, color.alpha) }

  init(components c: SIMD4<Double>) { (r, g, b, a) = (c.x, c.y, c.z, c.w) }

  public var color: Color { Color(red: r, green: g, blue: b, alpha: a) }

  var components: SIMD4<Double> {
    get { SIMD4(r, g, b, a) }
    set { (r, g, b, a) = (newValue.x, newValue.y, newValue.z, newValue.w) }
  }
}

/// What `RectVector` and `ColorVector` share: four numbers animated as one vector, component
/// by component.
protocol FourComponentVector: VectorArithmetic {
  /// The four numbers, in the order the type declares them.
  var components: SIMD4<Double> { get set }
  init(components: SIMD4<Double>)
}

extension FourComponentVector {
  public static var zero: Self { Self(components: .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self { Self(components: lhs.components + rhs.components) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(components: lhs.components - rhs.components) }
  public mutating func scale(by factor: Double) { components *= factor }
  public var magnitudeSquared: Double {
    let c = components
    return c.x * c.x + c.y * c.y + c.z * c.z + c.w * c.w
  }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by factor: Double) { self *= CGFloat(factor) }
  public var magnitudeSquared: Double { Double(self * self) }
}

// As in SwiftUI, Foundation's geometry is animatable through pairs of `CGFloat`s, so a custom
// `Animatable` view or shape can expose a point, size or rectangle as its `animatableData`.
// (No `+` is declared on these types: ported code often declares its own.)

extension CGPoint: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
  }
}
