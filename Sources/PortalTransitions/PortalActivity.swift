import Observation

/// Which portals are open: a portal becomes active when its forward flight takes off and stays
/// active until its return flight takes off, as the original library's `animateView` flag.
///
/// `AnimatedPortalLayer`s at a source or destination read it (outside a flight their
/// `isActive` is the portal's), and re-evaluate when it changes.
@MainActor
@Observable
final class PortalActivity {
  private(set) var active: Set<PortalKey> = []

  func isActive(_ key: PortalKey) -> Bool { active.contains(key) }

  func set(_ isActive: Bool, _ key: PortalKey) {
    guard active.contains(key) != isActive else { return }
    if isActive { active.insert(key) } else { active.remove(key) }
  }

  /// A transfer makes `new` the open portal in place of `old`.
  func transfer(from old: PortalKey, to new: PortalKey) {
    guard active.contains(old) else { return }
    active.remove(old)
    active.insert(new)
  }
}
