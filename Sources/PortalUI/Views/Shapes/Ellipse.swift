import Foundation
import PortalGraphics

/// An ellipse touching every edge of its frame.
public struct Ellipse: Shape {
  nonisolated public init() {}

  public func path(in rect: CGRect) -> Path { Path(ellipseIn: Rect(rect)) }
}
