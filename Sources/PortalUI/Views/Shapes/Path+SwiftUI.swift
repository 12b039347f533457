import Foundation
import PortalGraphics

/// SwiftUI's spelling of path building, in `CGPoint`, `CGRect` and `Angle`, so a custom
/// `Shape` written for iOS builds its outline here unchanged.
///
/// ```swift
/// struct Triangle: Shape {
///   func path(in rect: CGRect) -> Path {
///     Path { p in
///       p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///       p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///       p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///       p.closeSubpath()
///     }
///   }
/// }
/// ```
extension Path {
  /// A path built by a closure.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// A closed rectangle.
  public init(_ rect: CGRect) { self.init(rect: Rect(rect)) }

  /// A rounded rectangle; `style` is accepted for SwiftUI's sake (`.continuous` and
  /// `.circular` corners are both drawn as circular arcs by a path; `RoundedRectangle` draws
  /// the continuous form).
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius))
  }

  /// A rounded rectangle with elliptical corners of `cornerSize` (drawn with the smaller radius).
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.init(roundedRect: Rect(rect), cornerRadius: Double(min(cornerSize.width, cornerSize.height)))
  }

  /// The ellipse inscribed in a rectangle.
  public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }

  /// Starts a new subpath at `point`.
  public mutating func move(to point: CGPoint) { move(to: Point(point)) }

  /// A straight line from the current point.
  public mutating func addLine(to point: CGPoint) { line(to: Point(point)) }

  /// Straight lines through every point, starting a subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  /// A quadratic Bézier curve.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    quadCurve(to: Point(point), control: Point(control))
  }

  /// A cubic Bézier curve.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    curve(to: Point(point), control1: Point(control1), control2: Point(control2))
  }

  /// A circular arc. As in SwiftUI on a flipped (y-down) view, `clockwise: true` turns
  /// counter-clockwise on screen.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    addArc(
      center: Point(center), radius: Double(radius), startAngle: startAngle.radians, endAngle: endAngle.radians,
      clockwise: !clockwise)
  }

  /// Adds a closed rectangle as its own subpath.
  public mutating func addRect(_ rect: CGRect) { addPath(Path(rect)) }

  /// Adds closed rectangles as subpaths.
  public mutating func addRects(_ rects: [CGRect]) { for rect in rects { addRect(rect) } }

  /// Adds a rounded rectangle as its own subpath.
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style))
  }

  /// Adds an ellipse as its own subpath.
  public mutating func addEllipse(in rect: CGRect) { addPath(Path(ellipseIn: rect)) }

  /// Closes the current subpath.
  public mutating func closeSubpath() { close() }

  /// The smallest rectangle containing the path.
  public var boundingRect: CGRect { CGRect(boundingBox) }

  /// True when `point` is inside the filled outline.
  public func contains(_ point: CGPoint) -> Bool { contains(Point(point)) }
}
