import Foundation

/// An angle, for `rotationEffect`. Positive angles turn clockwise on screen, as in SwiftUI.
///
/// ```swift
/// Text("Sale").rotationEffect(.degrees(-15))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double

  public init(radians: Double) { self.radians = radians }

  /// A zero angle.
  public init() { radians = 0 }

  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  public static let zero = Angle(radians: 0)

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

// Angles add, subtract and scale as numbers of radians do, as SwiftUI's `Angle` does
// (`startAngle - .degrees(90)`, `.degrees(offset) / 8`).
extension Angle: AdditiveArithmetic {
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  /// The angle scaled by `rhs`.
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  /// The angle scaled by `lhs`.
  public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
  /// The angle divided by `rhs`.
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

extension Angle: Codable {
  public init(from decoder: any Decoder) throws { self.init(radians: try decoder.singleValueContainer().decode(Double.self)) }
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(radians)
  }
}
