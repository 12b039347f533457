import Foundation
import PortalGraphics

/// A circle as large as fits its frame, centred in it.
///
/// ```swift
/// Circle().fill(.green).frame(width: 12, height: 12)
/// ```
public struct Circle: Shape {
  nonisolated public init() {}

  public func path(in rect: CGRect) -> Path {
    let rect = Rect(rect)
    return Path(circleCenter: rect.center, radius: max(0, min(rect.width, rect.height) / 2))
  }
}
