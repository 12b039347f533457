import PortalGraphics

/// An ellipse touching every edge of its frame.
public struct Ellipse: Shape {
  public init() {}

  public func path(in rect: Rect) -> Path { Path(ellipseIn: rect) }
}
