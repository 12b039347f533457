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
  /// Frames drawn since the last tree was published while something moved.
  private var framesSincePublished = 0
  /// While something moves, a tree goes out every this many frames (about 10 a second at
  /// 120 Hz), and once more on the frame it comes to rest: a screen reader needs no more, and
  /// building the tree each frame of a flight would cost every frame.
  static let framesBetweenTreesWhileMoving = 12

  /// Trees published so far, and the time the main thread spent asking for them and handing
  /// them over (building included), for the benchmark and the demo's report.
  package private(set) var statistics = (trees: 0, milliseconds: 0.0, maximumMilliseconds: 0.0)

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
  /// `moving`: another frame is already asked for (something animates).
  func publish(from host: X11Host, moving: Bool = false) {
    guard let bridge, bridge.isActive, let client = host.client else { return }
    framesSincePublished += 1
    if moving, framesSincePublished < Self.framesBetweenTreesWhileMoving { return }
    let start = MonotonicClock.seconds()
    defer {
      let spent = (MonotonicClock.seconds() - start) * 1000
      statistics.milliseconds += spent
      statistics.maximumMilliseconds = max(statistics.maximumMilliseconds, spent)
    }
    guard let snapshot = client.accessibilitySnapshot(for: host) else { return }
    var placements: [HostWindowID: AtspiTree.Placement] = [:]
    for id in host.windowIDs {
      guard let surface = host.surface(for: id) else { continue }
      placements[id] = AtspiTree.Placement(
        origin: Point(x: surface.screenOrigin.x * surface.scale, y: surface.screenOrigin.y * surface.scale),
        scale: surface.scale)
    }
    if let published, published.revision == snapshot.revision, published.placements == placements { return }
    published = (snapshot.revision, placements)
    framesSincePublished = 0
    statistics.trees += 1
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
  func publishAccessibilityTree(moving: Bool = false) { accessibility.publish(from: self, moving: moving) }

  /// Accessibility trees handed to assistive technologies so far, and what that cost the main
  /// thread.
  package var accessibilityStatistics: (trees: Int, milliseconds: Double, maximumMilliseconds: Double) {
    accessibility.statistics
  }
}
