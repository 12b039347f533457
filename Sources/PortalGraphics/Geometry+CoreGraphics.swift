import Foundation

// SwiftUI code speaks Foundation's `CGPoint`, `CGSize` and `CGRect`. The drawing layer keeps
// its own plain-`Double` geometry (its rectangle arithmetic has the semantics the damage
// tracking relies on: an empty intersection is `.zero`, never Foundation's null rectangle),
// and converts at the public surface, where these initialisers meet.

extension Point {
  /// The same point, from Foundation's type.
  @inlinable public init(_ point: CGPoint) { self.init(x: Double(point.x), y: Double(point.y)) }
}

extension Size {
  /// The same size, from Foundation's type.
  @inlinable public init(_ size: CGSize) { self.init(width: Double(size.width), height: Double(size.height)) }
}

extension Rect {
  /// The same rectangle, from Foundation's type. A rectangle with a negative size is
  /// standardised first, as Core Graphics' own geometry functions do.
  @inlinable public init(_ rect: CGRect) {
    let r = rect.width < 0 || rect.height < 0 ? rect.standardized : rect
    self.init(x: Double(r.origin.x), y: Double(r.origin.y), width: Double(r.size.width), height: Double(r.size.height))
  }
}

extension CGPoint {
  /// The same point, from the drawing layer's type.
  @inlinable public init(_ point: Point) { self.init(x: point.x, y: point.y) }
}

extension CGSize {
  /// The same size, from the drawing layer's type.
  @inlinable public init(_ size: Size) { self.init(width: size.width, height: size.height) }
}

extension CGRect {
  /// The same rectangle, from the drawing layer's type.
  @inlinable public init(_ rect: Rect) {
    self.init(x: rect.origin.x, y: rect.origin.y, width: rect.size.width, height: rect.size.height)
  }
}
