import Foundation
import PortalGraphics

/// A rectangle or point of some view, captured after layout and resolvable in any other view's
/// coordinates with `GeometryProxy`'s subscript: `proxy[anchor]` in the proxy's local space,
/// `proxy[anchor, in: space]` in the window's (`.global`), the screen's or a named space.
///
/// ```swift
/// Text("Hi").anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
/// …
/// .overlayPreferenceValue(BoundsKey.self) { anchor, proxy in
///   if let anchor { Color.red.frame(width: proxy[anchor].width, height: 2) }
/// }
/// ```
///
/// The anchor holds the value in window coordinates with every render transform applied, so it
/// follows scrolling and transforms of the view it came from.
public struct Anchor<Value> {
  /// The value in window coordinates.
  let windowValue: Value
  /// Maps the value point by point into another space.
  let map: @Sendable (Value, (Point) -> Point) -> Value

  func localize(_ convert: (Point) -> Point) -> Value { map(windowValue, convert) }

  /// Which part of a view an anchor captures: `.bounds`, `.topLeading`, `.center`, ….
  @MainActor
  public struct Source {
    let resolve: @MainActor (Node) -> Anchor<Value>
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.windowValue == rhs.windowValue }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
  /// The view's frame.
  public static var bounds: Anchor<CGRect>.Source { rect(nil) }

  /// A rectangle in the view's local coordinates (its top-leading corner is (0, 0)).
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { self.rect(Optional(Rect(rect))) }

  private static func rect(_ local: Rect?) -> Anchor<CGRect>.Source {
    Anchor<CGRect>.Source { node in
      let layout = local.map { $0.offsetBy(dx: node.frame.minX, dy: node.frame.minY) } ?? node.frame
      return Anchor<CGRect>(windowValue: CGRect(node.transformToWindow.apply(to: layout)), map: mapRect)
    }
  }
}

/// The box spanned by a rectangle's mapped corners.
@Sendable
private func mapRect(_ cgRect: CGRect, _ convert: (Point) -> Point) -> CGRect {
  let rect = Rect(cgRect)
  let corners = [
    Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.maxX, y: rect.maxY),
    Point(x: rect.minX, y: rect.maxY),
  ].map(convert)
  let xs = corners.map(\.x)
  let ys = corners.map(\.y)
  return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
}

@Sendable
private func mapPoint(_ point: CGPoint, _ convert: (Point) -> Point) -> CGPoint { CGPoint(convert(Point(point))) }

extension Anchor.Source where Value == CGPoint {
  /// A point in the view's local coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { node in
      let layout = Point(x: node.frame.minX + Double(point.x), y: node.frame.minY + Double(point.y))
      return Anchor<CGPoint>(windowValue: CGPoint(node.transformToWindow.apply(to: layout)), map: mapPoint)
    }
  }

  /// A unit point of the view's frame.
  public static func unitPoint(_ unit: UnitPoint) -> Anchor<CGPoint>.Source {
    Anchor<CGPoint>.Source { node in
      Anchor<CGPoint>(windowValue: CGPoint(node.transformToWindow.apply(to: unit.point(in: node.frame))), map: mapPoint)
    }
  }

  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}
