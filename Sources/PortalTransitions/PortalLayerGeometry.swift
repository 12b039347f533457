import PortalUI

/// Where a flying layer is this frame, and where its two ends are, in screen coordinates (the
/// ends may be in different windows).
///
/// A `configuration` closure of the second or third level receives these values and applies
/// the frame and offset itself: the layer is then free to take another path than the straight
/// line (an arc, an overshoot) or another size than the interpolated one.
public struct PortalLayerGeometry: Equatable, Sendable {
  /// The interpolated rectangle: the source's at the start, the destination's at the end.
  public var frame: Rect
  /// The source's rectangle (its last known one if it has left the screen).
  public var sourceFrame: Rect
  /// The destination's rectangle (its last known one if it has left the screen).
  public var destinationFrame: Rect

  public init(frame: Rect, sourceFrame: Rect, destinationFrame: Rect) {
    self.frame = frame
    self.sourceFrame = sourceFrame
    self.destinationFrame = destinationFrame
  }

  /// The interpolated size.
  public var size: Size { frame.size }
  /// The interpolated top-leading corner: what to pass to `.offset(x:y:)`.
  public var position: Point { frame.origin }
}

private struct PortalLayerGeometryKey: EnvironmentKey {
  static let defaultValue: PortalLayerGeometry? = nil
}

extension EnvironmentValues {
  /// Inside a flying layer: its geometry this frame (nil outside a flight).
  public var portalLayerGeometry: PortalLayerGeometry? {
    get { self[PortalLayerGeometryKey.self] }
    set { self[PortalLayerGeometryKey.self] = newValue }
  }
}

/// Reads the flight's direction and geometry, for layers that place themselves.
public struct PortalLayerGeometryReader<Content: View>: View {
  @Environment(\.portalLayerIsActive) private var isActive
  @Environment(\.portalLayerGeometry) private var geometry
  let content: (Bool, PortalLayerGeometry) -> Content

  public init(@ViewBuilder content: @escaping (_ isActive: Bool, _ geometry: PortalLayerGeometry) -> Content) {
    self.content = content
  }

  public var body: some View {
    let zero = Rect(x: 0, y: 0, width: 0, height: 0)
    return content(isActive, geometry ?? PortalLayerGeometry(frame: zero, sourceFrame: zero, destinationFrame: zero))
  }
}
