import Foundation
import PortalGraphics

/// The size and position of a `GeometryReader` (or of a preference overlay), and a way to
/// turn anchors into its local coordinates.
///
/// Values are those of the layout pass that built the reader's content; the content is built
/// again whenever the reader's frame in the window changes.
@MainActor
public struct GeometryProxy {
  /// The size of the container.
  public var size: CGSize { CGSize(layoutSize) }
  /// The size of the container, in the drawing layer's type.
  let layoutSize: Size
  /// The container's frame in the window, render transforms included.
  let windowFrame: Rect
  /// From the container's layout coordinates to the window's.
  let toWindow: Transform
  let layoutFrame: Rect
  var node: Node? {
    get { nodeHandle?.node }
    set { nodeHandle = newValue?.handle }
  }
  private var nodeHandle: NodeHandle?

  init(node: Node) {
    nodeHandle = node.handle
    layoutSize = node.frame.size
    windowFrame = node.windowFrame
    toWindow = node.transformToWindow
    layoutFrame = node.frame
  }

  init(size: Size) {
    self.layoutSize = size
    windowFrame = Rect(origin: .zero, size: size)
    toWindow = .identity
    layoutFrame = windowFrame
  }

  /// The container's frame in a coordinate space.
  ///
  /// ```swift
  /// GeometryReader { proxy in
  ///   Text(proxy.frame(in: .global).minY > 100 ? "below" : "above")
  /// }
  /// ```
  public func frame(in space: CoordinateSpace) -> CGRect { CGRect(layoutFrame(in: space)) }

  /// `frame(in:)` in the drawing layer's type.
  func layoutFrame(in space: CoordinateSpace) -> Rect {
    if case .local = space { return Rect(origin: .zero, size: layoutSize) }
    let origin = node?.origin(of: space) ?? .zero
    return windowFrame.offsetBy(dx: -origin.x, dy: -origin.y)
  }

  /// The container's safe-area insets: none on the desktop, where no bars or notches cover a
  /// window's content.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// Resolves an anchor (from a preference) into this container's local coordinates.
  public subscript<Value>(anchor: Anchor<Value>) -> Value {
    let inverse = toWindow.inverted ?? .identity
    let origin = layoutFrame.origin
    return anchor.localize { point in
      let layout = inverse.apply(to: point)
      return Point(x: layout.x - origin.x, y: layout.y - origin.y)
    }
  }

  /// Resolves an anchor (from a preference) into a coordinate space: `.local` is this
  /// container's own (the same as `proxy[anchor]`), `.global` the window's, `.screen` the
  /// screen's, and `.named(name)` that of the nearest ancestor of this container marked with
  /// `.coordinateSpace(name:)`.
  ///
  /// ```swift
  /// .overlayPreferenceValue(BoundsKey.self) { anchor, proxy in
  ///   if let anchor { Text("\(proxy[anchor, in: .named("list")].minY)") }
  /// }
  /// ```
  public subscript<Value>(anchor: Anchor<Value>, in space: CoordinateSpace) -> Value {
    if case .local = space { return self[anchor] }
    let origin = node?.origin(of: space) ?? .zero
    return anchor.localize { point in Point(x: point.x - origin.x, y: point.y - origin.y) }
  }

  /// What decides whether content built from this proxy is stale.
  var snapshot: GeometrySnapshot {
    GeometrySnapshot(size: layoutSize, windowFrame: windowFrame, toWindow: toWindow)
  }
}

struct GeometrySnapshot: Equatable {
  var size: Size
  var windowFrame: Rect
  var toWindow: Transform
}
