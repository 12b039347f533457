import Logging
import PortalGraphics
import PortalUI

/// Which end of a transition a view is.
public enum PortalRole: Hashable, Sendable {
  case source
  case destination
}

/// A portal's identity: its id, scoped by an optional namespace.
struct PortalKey: Hashable, CustomStringConvertible {
  let namespace: String?
  let id: String

  var description: String { namespace.map { "\($0)/\(id)" } ?? id }
}

/// Where every registered source and destination is, refreshed on every layout pass, so a
/// flight can follow an end that scrolls or moves.
///
/// Frames are kept in their window's coordinates and read in screen coordinates (the window's
/// origin added when read), so ends in different windows meet in one space, and an end whose
/// window moves is tracked without a layout pass.
@MainActor
final class PortalRegistry {
  /// One view registered under a key and role.
  @MainActor
  final class Registration {
    let key: PortalKey
    let role: PortalRole
    /// Order of appearance: with duplicate ids the earliest wins, every time.
    let order: Int
    /// Where the view is in its window, from the last layout pass.
    var windowFrame: Rect?
    /// The view as last placed, to read what decorates it (its shadow) when a flight needs it.
    var placed: PlacedView?
    /// The graph of the window the view is in. Weak: the registry lives in a view that the
    /// graph itself holds, so a strong reference here would keep the graph (and a closed
    /// window's graph) alive forever.
    weak var graph: ViewGraph?

    /// Where the view is on the screen now.
    var frame: Rect? {
      guard let windowFrame else { return nil }
      guard let origin = graph?.screenOrigin else { return windowFrame }
      return windowFrame.offsetBy(dx: origin.x, dy: origin.y)
    }

    init(key: PortalKey, role: PortalRole, order: Int) {
      self.key = key
      self.role = role
      self.order = order
    }
  }

  private var registrations: [PortalKey: [Registration]] = [:]
  private var hidden: Set<HiddenEnd> = []
  private var nextOrder = 0
  private var reportedDuplicates: Set<HiddenEnd> = []
  /// Where the duplicate-id warning goes (the controller hands its own logger down).
  var logger = Logger(label: "portal.transitions")
  /// Called when registrations change (for the `anchors` trace event).
  var onChange: (() -> Void)?

  private struct HiddenEnd: Hashable {
    let key: PortalKey
    let role: PortalRole
  }

  func register(key: PortalKey, role: PortalRole) -> Registration {
    nextOrder += 1
    let registration = Registration(key: key, role: role, order: nextOrder)
    registrations[key, default: []].append(registration)
    return registration
  }

  /// Where ends that left the tree were last seen: a detail view removed as its dismissal
  /// starts is still where the layer flies back from.
  private var lastFrames: [HiddenEnd: Rect] = [:]

  func lastKnownFrame(_ key: PortalKey, _ role: PortalRole) -> Rect? {
    frame(key, role) ?? lastFrames[HiddenEnd(key: key, role: role)]
  }

  func unregister(_ registration: Registration) {
    if let frame = registration.frame { lastFrames[HiddenEnd(key: registration.key, role: registration.role)] = frame }
    registrations[registration.key]?.removeAll { $0 === registration }
    if registrations[registration.key]?.isEmpty == true { registrations[registration.key] = nil }
    onChange?()
  }

  /// Records where a view was placed (`frame` in its window's coordinates).
  func update(_ registration: Registration, frame: Rect, graph: ViewGraph) {
    let changed = registration.windowFrame != frame || registration.graph !== graph
    registration.windowFrame = frame
    registration.graph = graph
    lastFrames[HiddenEnd(key: registration.key, role: registration.role)] = registration.frame
    if changed { onChange?() }
  }

  /// Records where a view was placed, and the view, whose decorations a flight reads.
  func update(_ registration: Registration, placed: PlacedView, graph: ViewGraph) {
    registration.placed = placed
    update(registration, frame: placed.frame, graph: graph)
    lastDecorations[HiddenEnd(key: registration.key, role: registration.role)] = placed.decorations
  }

  /// The decorations of ends that left the tree, as last seen, as `lastFrames` keeps their frames.
  private var lastDecorations: [HiddenEnd: ViewDecorations] = [:]

  /// What decorates an end now (its shadow, its rounded clip), hidden or not, or as last seen
  /// when it left the tree: what a layer standing in for it looks like.
  func lastKnownDecorations(_ key: PortalKey, _ role: PortalRole) -> ViewDecorations {
    let end = HiddenEnd(key: key, role: role)
    guard let registration = registration(key, role) else { return lastDecorations[end] ?? ViewDecorations() }
    let decorations = registration.placed?.decorations ?? ViewDecorations()
    lastDecorations[end] = decorations
    return decorations
  }

  /// The registration a flight uses for an end, or nil when the end does not exist (now).
  func registration(_ key: PortalKey, _ role: PortalRole) -> Registration? {
    // Looked up for both ends of every flight every frame: found in one pass, without
    // collecting the candidates into an array.
    var first: Registration?
    var count = 0
    for candidate in registrations[key] ?? [] where candidate.role == role && candidate.frame != nil {
      count += 1
      if first.map({ candidate.order < $0.order }) ?? true { first = candidate }
    }
    if count > 1 {
      let end = HiddenEnd(key: key, role: role)
      if reportedDuplicates.insert(end).inserted {
        logger.warning(
          "portal id '\(key)' has \(count) views with the \(role) role; using the one that appeared first. Give each a unique id.")
      }
    }
    return first
  }

  func frame(_ key: PortalKey, _ role: PortalRole) -> Rect? { registration(key, role)?.frame }

  /// Whether a view with this role is in the tree (placed yet or not).
  func isRegistered(_ key: PortalKey, _ role: PortalRole) -> Bool {
    registrations[key]?.contains { $0.role == role } ?? false
  }

  /// All ends with a frame, for traces and debug overlays.
  var all: [Registration] { registrations.values.flatMap { $0 }.filter { $0.frame != nil } }

  /// How far decorations around an end may paint outside it: a shadow of radius 16 offset by 8.
  static let wrapperOutset = 48.0

  func isHidden(_ key: PortalKey, _ role: PortalRole) -> Bool { hidden.contains(HiddenEnd(key: key, role: role)) }

  /// Hides or shows an end; its area is redrawn without re-evaluating any view.
  func setHidden(_ isHidden: Bool, _ key: PortalKey, _ role: PortalRole) {
    let end = HiddenEnd(key: key, role: role)
    let changed = isHidden ? hidden.insert(end).inserted : hidden.remove(end) != nil
    guard changed else { return }
    for registration in registrations[key] ?? [] where registration.role == role {
      // Modifiers wrapped around an end (a shadow, a focus ring) paint outside its frame and
      // change with it, so the redrawn area reaches past the frame by the largest such outset.
      guard let frame = registration.windowFrame, let graph = registration.graph else { continue }
      let area = frame.insetBy(dx: -Self.wrapperOutset, dy: -Self.wrapperOutset)
      if let placed = registration.placed {
        placed.damage(area, in: graph)
      } else {
        graph.addDamage(area)
      }
    }
  }
}
