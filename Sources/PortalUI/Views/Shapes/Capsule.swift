import Foundation
import PortalGraphics

/// A rectangle whose shorter sides are semicircles: the shape of pills and tags.
///
/// ```swift
/// Text("New").padding(6).background(Capsule().fill(.yellow))
/// ```
public struct Capsule: Shape {
  /// Kept for SwiftUI's spelling; the ends are always drawn as semicircles.
  public var style: RoundedCornerStyle

  nonisolated public init(style: RoundedCornerStyle = .continuous) { self.style = style }

  public func path(in rect: CGRect) -> Path { Path(capsuleIn: Rect(rect)) }
}
