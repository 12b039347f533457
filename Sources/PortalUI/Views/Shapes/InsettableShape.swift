import Foundation
import PortalGraphics

/// A shape that can be drawn inset by an amount on every side, as `strokeBorder` needs and
/// `shape.inset(by: 10)` asks for.
public protocol InsettableShape: Shape {
  /// The shape inset.
  associatedtype InsetShape: InsettableShape
  /// The shape drawn `amount` points inside its frame on every side.
  func inset(by amount: CGFloat) -> InsetShape
}

/// A shape drawn in its frame made smaller by `amount` on every side: what the standard
/// shapes' `inset(by:)` returns. A rounded rectangle's corners keep their radius less the
/// inset, as SwiftUI draws them.
public struct InsetShapeOf<Base: Shape>: InsettableShape {
  let base: Base
  let amount: CGFloat

  public func path(in rect: CGRect) -> Path {
    let inner = rect.insetBy(dx: amount, dy: amount)
    guard inner.width >= 0, inner.height >= 0 else { return Path() }
    if let rounded = base as? RoundedRectangle {
      return RoundedRectangle(cornerRadius: max(0, rounded.cornerRadius - amount), style: rounded.style).path(in: inner)
    }
    return base.path(in: inner)
  }

  public func inset(by amount: CGFloat) -> InsetShapeOf<Base> { InsetShapeOf(base: base, amount: self.amount + amount) }
}

extension Circle: InsettableShape {
  /// The circle in a frame `amount` smaller on every side.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Circle> { InsetShapeOf(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
  /// The ellipse in a frame `amount` smaller on every side.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Ellipse> { InsetShapeOf(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
  /// The capsule in a frame `amount` smaller on every side.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Capsule> { InsetShapeOf(base: self, amount: amount) }
}

extension Rectangle: InsettableShape {
  /// The rectangle made `amount` smaller on every side.
  public func inset(by amount: CGFloat) -> InsetShapeOf<Rectangle> { InsetShapeOf(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
  /// The rounded rectangle made `amount` smaller on every side, its corners as much tighter.
  public func inset(by amount: CGFloat) -> InsetShapeOf<RoundedRectangle> { InsetShapeOf(base: self, amount: amount) }
}
