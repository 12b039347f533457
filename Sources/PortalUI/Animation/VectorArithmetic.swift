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
public struct RectVector: VectorArithmetic, Sendable {
  public var x, y, width, height: Double

  public init(_ rect: Rect) {
    x = rect.minX
    y = rect.minY
    width = rect.width
    height = rect.height
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }

  public static var zero: RectVector { RectVector(x: 0, y: 0, width: 0, height: 0) }
  public static func + (l: Self, r: Self) -> Self {
    RectVector(x: l.x + r.x, y: l.y + r.y, width: l.width + r.width, height: l.height + r.height)
  }
  public static func - (l: Self, r: Self) -> Self {
    RectVector(x: l.x - r.x, y: l.y - r.y, width: l.width - r.width, height: l.height - r.height)
  }
  public mutating func scale(by f: Double) {
    x *= f
    y *= f
    width *= f
    height *= f
  }
  public var magnitudeSquared: Double { x * x + y * y + width * width + height * height }
}

/// Four colour components, animated in straight (not premultiplied) alpha.
public struct ColorVector: VectorArithmetic, Sendable {
  public var r, g, b, a: Double

  public init(_ color: Color) {
    r = color.red
    g = color.green
    b = color.blue
    a = color.alpha
  }

  init(r: Double, g: Double, b: Double, a: Double) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  public var color: Color { Color(red: r, green: g, blue: b, alpha: a) }

  public static var zero: ColorVector { ColorVector(r: 0, g: 0, b: 0, a: 0) }
  public static func + (l: Self, r: Self) -> Self { ColorVector(r: l.r + r.r, g: l.g + r.g, b: l.b + r.b, a: l.a + r.a) }
  public static func - (l: Self, r: Self) -> Self { ColorVector(r: l.r - r.r, g: l.g - r.g, b: l.b - r.b, a: l.a - r.a) }
  public mutating func scale(by f: Double) {
    r *= f
    g *= f
    b *= f
    a *= f
  }
  public var magnitudeSquared: Double { r * r + g * g + b * b + a * a }
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
