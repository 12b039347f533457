import PortalGraphics
import PortalHost

/// What the bridge's thread answers from: a snapshot of the app's accessibility tree, where its
/// windows are on the screen, and the names of the objects on the accessibility bus. Pure
/// data: made on the main thread, read on the bridge's.
struct AtspiTree: Sendable {
  /// Where a window is: its top-left corner on the screen and its scale, in device pixels.
  struct Placement: Sendable, Equatable {
    var origin: Point
    var scale: Double
  }

  static let rootPath = "/org/a11y/atspi/accessible/root"
  static let pathPrefix = "/org/a11y/atspi/accessible/"

  var snapshot: AccessibilitySnapshot
  var placements: [HostWindowID: Placement]
  /// The windows' titles, the names of their frames.
  var titles: [HostWindowID: String]
  /// The application's name (its main window's title).
  var applicationName: String

  /// The object path of element `id`.
  static func path(of id: Int) -> String { pathPrefix + String(id) }

  /// The element an object path names; nil for the application's root and for unknown paths.
  func element(atPath path: String) -> AccessibilityElement? {
    guard path.hasPrefix(Self.pathPrefix), let id = Int(path.dropFirst(Self.pathPrefix.count)) else { return nil }
    return snapshot[id]
  }

  /// The name an element is given: a window's is its title.
  func name(of element: AccessibilityElement) -> String {
    if element.role == .frame, element.name.isEmpty { return titles[element.window] ?? "" }
    return element.name
  }

  /// An element's bounds in screen device pixels.
  func screenExtents(of element: AccessibilityElement) -> Rect {
    let placement = placements[element.window] ?? Placement(origin: .zero, scale: 1)
    let b = element.bounds
    return Rect(
      x: (placement.origin.x + b.origin.x * placement.scale).rounded(),
      y: (placement.origin.y + b.origin.y * placement.scale).rounded(),
      width: (b.size.width * placement.scale).rounded(), height: (b.size.height * placement.scale).rounded())
  }

  /// An element's extents in AT-SPI's coordinate type: 0 the screen, 1 its window, 2 its parent.
  func extents(of element: AccessibilityElement, coordinateType: UInt32) -> Rect {
    let screen = screenExtents(of: element)
    let origin: Point
    switch coordinateType {
    case 1:
      let window = snapshot.windows.compactMap { snapshot[$0] }.first { $0.window == element.window }
      origin = window.map { screenExtents(of: $0).origin } ?? .zero
    case 2:
      origin = element.parent.flatMap { snapshot[$0] }.map { screenExtents(of: $0).origin } ?? .zero
    default:
      origin = .zero
    }
    return Rect(x: screen.origin.x - origin.x, y: screen.origin.y - origin.y, width: screen.size.width, height: screen.size.height)
  }

  /// The deepest showing element inside `element` whose extents contain `point` (in
  /// `coordinateType`'s coordinates); nil when none does.
  func element(at point: Point, inside element: AccessibilityElement, coordinateType: UInt32) -> AccessibilityElement? {
    for id in element.children.reversed() {
      guard let child = snapshot[id], child.states.contains(.showing) else { continue }
      if extents(of: child, coordinateType: coordinateType).contains(point) {
        return self.element(at: point, inside: child, coordinateType: coordinateType) ?? child
      }
    }
    return nil
  }

  /// The index of an element among its parent's children (a window's among the windows).
  func indexInParent(of element: AccessibilityElement) -> Int {
    if let parent = element.parent.flatMap({ snapshot[$0] }) { return parent.children.firstIndex(of: element.id) ?? -1 }
    return snapshot.windows.firstIndex(of: element.id) ?? -1
  }
}
