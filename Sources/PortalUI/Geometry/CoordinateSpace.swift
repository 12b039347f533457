import PortalGraphics

/// A coordinate system frames can be asked in, with `GeometryProxy.frame(in:)`.
///
/// ```swift
/// GeometryReader { proxy in
///   Text("\(proxy.frame(in: .named("list")).minY)")
/// }
/// ScrollView { … }.coordinateSpace(name: "list")
/// ```
public enum CoordinateSpace: Hashable {
  /// The view's own space: its top-leading corner is (0, 0).
  case local
  /// The window's space (logical pixels from the main surface's top-leading corner).
  case global
  /// The screen's (root window's) space: the window's origin on the screen is added, so
  /// frames in two windows, or in the overlay, compare directly.
  case screen
  /// The space of the nearest ancestor marked with `.coordinateSpace(name:)`; the window's
  /// when no ancestor has that name.
  case named(AnyHashable)

  /// The space of the nearest ancestor marked with `.coordinateSpace(name: name)`.
  public static func named<Name: Hashable>(_ name: Name) -> CoordinateSpace { .named(AnyHashable(name)) }
}

/// Marks a subtree as a named coordinate space.
struct CoordinateSpaceView<Content: View>: View, SingleChildModifier {
  let content: Content
  let name: AnyHashable
}

extension View {
  /// Names this view's coordinate space, so views inside can measure frames relative to it
  /// with `.named(name)`.
  public func coordinateSpace<Name: Hashable>(name: Name) -> some View {
    CoordinateSpaceView(content: self, name: AnyHashable(name))
  }
}

extension Node {
  /// The window point a coordinate space has its origin at, seen from this node.
  func origin(of space: CoordinateSpace) -> Point {
    switch space {
    case .local: return windowFrame.origin
    case .global: return .zero
    case .screen:
      let screen = graph.screenOrigin
      return Point(x: -screen.x, y: -screen.y)
    case .named(let name):
      var node = parent
      while let current = node {
        if let marker = current.view as? NamedCoordinateSpace, marker.spaceName == name {
          return current.windowFrame.origin
        }
        node = current.parent
      }
      return .zero
    }
  }
}

@MainActor
protocol NamedCoordinateSpace {
  var spaceName: AnyHashable { get }
}

extension CoordinateSpaceView: NamedCoordinateSpace {
  var spaceName: AnyHashable { name }
}
