import Foundation

// The standard shapes by name where a shape is expected, as SwiftUI offers them:
// `.clipShape(.rect(cornerRadius: 12))`, `.background(.blue, in: .capsule)`.

extension Shape where Self == Rectangle {
  /// A rectangle filling the frame.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners.
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle whose corners are each rounded by a radius of their own.
  public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
  }

  /// A rectangle whose corners are each rounded by a radius of their own.
  public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
    -> UnevenRoundedRectangle
  {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle centred in the frame.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule filling the frame.
  public static var capsule: Capsule { Capsule() }

  /// A capsule filling the frame, its ends bent in a style.
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
  /// An ellipse filling the frame.
  public static var ellipse: Ellipse { Ellipse() }
}
