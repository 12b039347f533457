import Foundation
import PortalGraphics
import PortalHost

/// What the host keeps to export its client's accessibility tree over AT-SPI (`AtspiBridge`):
/// the bridge, the windows' titles, and what it published last.
@MainActor
final class HostAccessibility {
  private(set) var bridge: AtspiBridge?
  /// The windows' titles, the names their frames are given.
  var titles: [HostWindowID: String] = [:]
  private var published: (revision: Int, placements: [HostWindowID: AtspiTree.Placement])?

  /// Starts the bridge, unless `NO_AT_BRIDGE=1` (GTK's switch for the same) turns it off.
  func start(host: X11Host, title: String) {
    titles[.main] = title
    guard ProcessInfo.processInfo.environment["NO_AT_BRIDGE"] != "1" else { return }
    let box = WeakHost(host)
    bridge = AtspiBridge(
      work: AtspiBridge.MainThreadWork(
        performAction: { index, element in
          DispatchQueue.main.async {
            MainActor.assumeIsolated {
              guard let host = box.host, let client = host.client else { return }
              _ = client.host(host, performAccessibilityAction: index, on: element)
            }
          }
        },
        focus: { element in
          DispatchQueue.main.async {
            MainActor.assumeIsolated {
              guard let host = box.host, let client = host.client else { return }
              _ = client.host(host, focusAccessibilityElement: element)
            }
          }
        },
        publishTree: {
          DispatchQueue.main.async { MainActor.assumeIsolated { box.host?.publishAccessibilityTree() } }
        }))
  }

  func stop() { bridge?.stop() }

  /// Hands the bridge the client's tree when it changed since the last one, or a window moved.
  /// Without a registered bridge this reads one flag and returns: no tree is built.
  func publish(from host: X11Host) {
    guard let bridge, bridge.isActive, let client = host.client,
      let snapshot = client.accessibilitySnapshot(for: host)
    else { return }
    var placements: [HostWindowID: AtspiTree.Placement] = [:]
    for id in host.windowIDs {
      guard let surface = host.surface(for: id) else { continue }
      placements[id] = AtspiTree.Placement(
        origin: Point(x: surface.screenOrigin.x * surface.scale, y: surface.screenOrigin.y * surface.scale),
        scale: surface.scale)
    }
    if let published, published.revision == snapshot.revision, published.placements == placements { return }
    published = (snapshot.revision, placements)
    bridge.publish(
      AtspiTree(snapshot: snapshot, placements: placements, titles: titles, applicationName: titles[.main] ?? ""))
  }

  /// A reference to the host that the bridge's closures may carry to the main thread.
  private final class WeakHost: @unchecked Sendable {
    weak var host: X11Host?
    init(_ host: X11Host) { self.host = host }
  }
}

extension X11Host {
  /// Publishes the accessibility tree to assistive technologies, when one is connected and it
  /// changed: after each frame, and when the bridge asks.
  func publishAccessibilityTree() { accessibility.publish(from: self) }
}
