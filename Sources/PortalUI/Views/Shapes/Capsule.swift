import Foundation
import PortalGraphics

/// A rectangle whose shorter sides are semicircles: the shape of pills and tags.
///
/// ```swift
/// Text("New").padding(6).background(Capsule().fill(.yellow))
/// ```
public struct Capsule: Shape {
  nonisolated public init() {}

  public func path(in rect: CGRect) -> Path { Path(capsuleIn: Rect(rect)) }
}
