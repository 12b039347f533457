import Foundation
import PortalGraphics

/// A rectangle filling its frame.
///
/// ```swift
/// Rectangle().fill(.blue).frame(height: 2)
/// ```
public struct Rectangle: Shape {
  nonisolated public init() {}

  public func path(in rect: CGRect) -> Path { Path(rect: Rect(rect)) }
}
