import Foundation
import PortalGraphics

/// The radii of a rectangle's four corners, named by their place in the layout.
public struct RectangleCornerRadii: Hashable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(
    topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
  ) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }
}

/// A rectangle whose corners are each rounded by a radius of their own; each radius is
/// clamped to half the shorter side.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16).fill(.white)   // a sheet's top
/// ```
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
    topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
  ) {
    self.init(
      cornerRadii: RectangleCornerRadii(
        topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
        bottomTrailing: bottomTrailingRadius,
        topTrailing: topTrailingRadius),
      style: style)
  }

  /// The four radii animate.
  public var animatableData:
    AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>>
  {
    get {
      AnimatablePair(
        AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
        AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
    }
    set {
      cornerRadii = RectangleCornerRadii(
        topLeading: newValue.first.first, bottomLeading: newValue.first.second,
        bottomTrailing: newValue.second.first, topTrailing: newValue.second.second)
    }
  }

  public func path(in rect: CGRect) -> Path {
    // Layout is left to right, so leading is left.
    let radii = CornerRadii(
      topLeft: cornerRadii.topLeading, topRight: cornerRadii.topTrailing,
      bottomRight: cornerRadii.bottomTrailing, bottomLeft: cornerRadii.bottomLeading)
    switch style {
    case .circular: return Path(roundedRect: Rect(rect), radii: radii)
    case .continuous: return RoundedRectangle.continuousPath(in: Rect(rect), radii: radii)
    }
  }
}
