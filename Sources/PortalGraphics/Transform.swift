import Foundation

/// A 2-D affine transform, mapping `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`: the same
/// layout as cairo's matrix, so it converts without reordering.
///
/// ```swift
/// let t = Transform.translation(x: 10, y: 0).rotated(by: .pi / 2)
/// t.apply(to: Point(x: 1, y: 0))  // (10, 1)
/// ```
public struct Transform: Hashable, Sendable {
  public var a: Double
  public var b: Double
  public var c: Double
  public var d: Double
  public var tx: Double
  public var ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(x: Double, y: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(x: Double, y: Double) -> Transform {
    Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation about the origin; positive angles turn clockwise on screen because y grows down.
  public static func rotation(radians: Double) -> Transform {
    let cosine = cos(radians)
    let sine = sin(radians)
    return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `other` applied first, then `self`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
  }

  /// This transform preceded by a translation, as `Canvas.translate` composes.
  public func translated(x: Double, y: Double) -> Transform { concatenating(.translation(x: x, y: y)) }

  /// This transform preceded by a scale, as `Canvas.scale` composes.
  public func scaled(x: Double, y: Double) -> Transform { concatenating(.scale(x: x, y: y)) }

  /// This transform preceded by a rotation, as `Canvas.rotate` composes.
  public func rotated(by radians: Double) -> Transform { concatenating(.rotation(radians: radians)) }

  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// The axis-aligned box containing the transformed corners of `rect`.
  public func apply(to rect: Rect) -> Rect {
    let corners = [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ].map(apply(to:))
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    return Rect(
      x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
  }
}

extension Transform {
  /// The transform that undoes this one, or nil when it squashes the plane flat (zero scale).
  public var inverted: Transform? {
    let det = a * d - b * c
    guard abs(det) > 1e-12 else { return nil }
    return Transform(
      a: d / det, b: -b / det, c: -c / det, d: a / det, tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }

  public var isIdentity: Bool { self == .identity }
}
