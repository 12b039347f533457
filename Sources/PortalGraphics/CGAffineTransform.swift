import Foundation

/// Core Graphics' affine transform, which SwiftUI code builds paths and effects with
/// (`CGAffineTransform(rotationAngle:)`, `path.applying(_:)`). Foundation on Linux lacks it;
/// it maps to the drawing layer's `Transform`. A point maps to
/// `(a·x + c·y + tx, b·x + d·y + ty)`.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// A translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// A scale.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A rotation by `angle` radians (clockwise on screen, where y grows downwards).
  public init(rotationAngle angle: CGFloat) {
    self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
  }

  /// The same transform as the drawing layer's.
  public init(_ transform: Transform) {
    self.init(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: transform.tx, ty: transform.ty)
  }

  /// The transform that does nothing.
  public static let identity = CGAffineTransform()

  /// Whether it does nothing.
  public var isIdentity: Bool { self == .identity }

  /// `self` applied first, then `t2`, as Core Graphics composes.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(t2.transform.concatenating(transform))
  }

  /// A translation applied before this transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale applied before this transform.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation applied before this transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse; the transform itself when it has none, as Core Graphics returns.
  public func inverted() -> CGAffineTransform { transform.inverted.map(CGAffineTransform.init) ?? self }

  /// The drawing layer's transform.
  public var transform: Transform { Transform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty) }
}

extension CGSize {
  /// The size mapped by `t`'s linear part (no translation).
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding this one's corners mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGRect { CGRect(t.transform.apply(to: Rect(self))) }
}

extension Path {
  /// The outline with every point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path { applying(transform.transform) }
}
