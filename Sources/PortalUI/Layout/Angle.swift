import Foundation

/// An angle, for `rotationEffect`. Positive angles turn clockwise on screen, as in SwiftUI.
///
/// ```swift
/// Text("Sale").rotationEffect(.degrees(-15))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double

  public init(radians: Double) { self.radians = radians }

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
