/// A host's open top-level windows by `HostWindowID`: `.main` first, then the others in the
/// order they opened.
///
/// One lookup serves every window, the main one included, so a host routes input, presents
/// and composes the screen without a case for the main window. The host keeps what a window
/// is (`Surface`); this keeps which id names it.
package struct HostWindows<Surface: HostSurface> {
  /// Oldest first. `.main` is the first entry and never leaves; ids only grow, so this is
  /// also id order.
  package private(set) var entries: [(id: HostWindowID, surface: Surface)]
  private var nextNumber = 1

  package init(main: Surface) { entries = [(.main, main)] }

  /// The main window's surface.
  package var main: Surface { entries[0].surface }

  /// The open windows' ids, `.main` first.
  package var ids: [HostWindowID] { entries.map { $0.id } }

  /// The open windows' surfaces, `.main` first (a later window lies above an earlier one).
  package var surfaces: [Surface] { entries.map { $0.surface } }

  /// True while a window other than `.main` is open.
  package var hasOthers: Bool { entries.count > 1 }

  /// The surface of window `id`, or nil when it is not open.
  package subscript(id: HostWindowID) -> Surface? {
    for entry in entries where entry.id == id { return entry.surface }
    return nil
  }

  /// Adds a window opened beside the main one and returns its new id.
  package mutating func add(_ surface: Surface) -> HostWindowID {
    let id = HostWindowID(rawValue: nextNumber)
    nextNumber += 1
    entries.append((id, surface))
    return id
  }

  /// Takes window `id` out and returns its surface; nil for `.main` (which stays open) or an
  /// id that is not open.
  package mutating func remove(_ id: HostWindowID) -> Surface? {
    guard id != .main, let index = entries.firstIndex(where: { $0.id == id }) else { return nil }
    return entries.remove(at: index).surface
  }
}
