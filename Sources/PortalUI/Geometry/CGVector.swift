import Foundation

/// A two-dimensional vector, as CoreGraphics' `CGVector` (which Linux's Foundation lacks):
/// SwiftUI speaks of velocities and drag offsets with it.
public struct CGVector: Hashable, Codable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init() { self.init(dx: 0, dy: 0) }
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }
  public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
  public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

  /// The zero vector.
  public static let zero = CGVector()
}
