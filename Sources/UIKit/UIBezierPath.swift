import Foundation
import PortalGraphics

/// The corners of a rectangle, as UIKit names them for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path: lines, curves, arcs and rounded rectangles built up in place, turned into a
/// SwiftUI `Path` with `Path(bezier.cgPath)`, or filled and stroked inside an image renderer.
open class UIBezierPath: NSObject {
  /// The outline so far.
  package var path = PortalGraphics.Path()
  /// The width `stroke()` draws with.
  open var lineWidth: CGFloat = 1
  /// Whether `fill()` uses the even-odd rule.
  open var usesEvenOddFillRule = false
  /// How `stroke()` ends open subpaths.
  open var lineCapStyle: CGLineCap = .butt
  /// How `stroke()` joins segments.
  open var lineJoinStyle: CGLineJoin = .miter

  public override init() {}

  /// A rectangle.
  public init(rect: CGRect) { path = Path(rect: Rect(rect)) }

  /// The ellipse inscribed in `rect`.
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: Rect(rect)) }

  /// A rectangle with every corner rounded by `cornerRadius`.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: Rect(rect), radii: CornerRadii(Double(cornerRadius)))
  }

  /// A rectangle with the `corners` named rounded by `cornerRadii.width` (UIKit uses the
  /// width for both directions).
  public init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    let r = Double(cornerRadii.width)
    path = Path(
      roundedRect: Rect(rect),
      radii: CornerRadii(
        topLeft: corners.contains(.topLeft) ? r : 0, topRight: corners.contains(.topRight) ? r : 0,
        bottomRight: corners.contains(.bottomRight) ? r : 0, bottomLeft: corners.contains(.bottomLeft) ? r : 0))
  }

  /// A circular arc; angles in radians, `clockwise` as seen on screen.
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(
      center: Point(center), radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
      clockwise: clockwise)
  }

  /// A path with the outline of a Core Graphics path.
  public init(cgPath: CGPath) { path = cgPath.path }

  /// Starts a new subpath at `point`.
  open func move(to point: CGPoint) { path.move(to: Point(point)) }
  /// A straight line to `point`.
  open func addLine(to point: CGPoint) { path.line(to: Point(point)) }
  /// A cubic curve to `endPoint`.
  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.curve(to: Point(endPoint), control1: Point(controlPoint1), control2: Point(controlPoint2))
  }
  /// A quadratic curve to `endPoint`.
  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.quadCurve(to: Point(endPoint), control: Point(controlPoint))
  }
  /// A circular arc, joined to the current point by a line.
  open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(
      center: Point(center), radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
      clockwise: clockwise)
  }
  /// Closes the current subpath.
  open func close() { path.close() }
  /// Adds another path's outline.
  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  /// Empties the path.
  open func removeAllPoints() { path = Path() }
  /// The smallest rectangle holding the outline.
  open var bounds: CGRect { CGRect(path.boundingBox) }
  /// Whether the path has no outline.
  open var isEmpty: Bool { path.isEmpty }
  /// Whether `point` is inside the filled outline.
  open func contains(_ point: CGPoint) -> Bool { path.contains(Point(point)) }

  /// The outline as a Core Graphics path.
  open var cgPath: CGPath {
    get { CGPath(path: path) }
    set { path = newValue.path }
  }

  /// Fills the outline with the current fill colour in the current image renderer.
  open func fill() {
    guard let state = UIGraphicsDrawingState.current else { return }
    state.canvas.fill(path, with: .color(state.fillColor), rule: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Strokes the outline with the current stroke colour and `lineWidth`.
  open func stroke() {
    guard let state = UIGraphicsDrawingState.current else { return }
    state.canvas.stroke(path, with: .color(state.strokeColor), lineWidth: Double(lineWidth))
  }
}

/// How a stroke ends.
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How a stroke turns a corner.
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// Core Graphics' immutable path, as `UIBezierPath.cgPath` hands it out.
open class CGPath: @unchecked Sendable {
  package var path: PortalGraphics.Path

  package init(path: PortalGraphics.Path) { self.path = path }

  /// The smallest rectangle holding the outline.
  public var boundingBox: CGRect { CGRect(path.boundingBox) }
}

/// Core Graphics' path built up in place.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(path: PortalGraphics.Path()) }

  /// Starts a new subpath at `point`.
  public func move(to point: CGPoint) { path.move(to: Point(point)) }
  /// A straight line to `point`.
  public func addLine(to point: CGPoint) { path.line(to: Point(point)) }
  /// A rectangle.
  public func addRect(_ rect: CGRect) { path.addPath(Path(rect: Rect(rect))) }
  /// An ellipse inscribed in `rect`.
  public func addEllipse(in rect: CGRect) { path.addPath(Path(ellipseIn: Rect(rect))) }
  /// Closes the current subpath.
  public func closeSubpath() { path.close() }
}

extension PortalGraphics.Path {
  /// The SwiftUI path of a Core Graphics path.
  public init(_ path: CGPath) { self = path.path }

  /// The outline as a Core Graphics path.
  public var cgPath: CGPath { CGPath(path: self) }
}
