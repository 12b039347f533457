import Foundation
import Observation
import PortalHost

/// An open menu: its lines, which one is highlighted, and which submenu is open beside it. The
/// menu's list draws it; the keyboard and the pointer change it.
///
/// Up and Down move the highlight over the items that can be chosen (round from the last to
/// the first), Home and End go to the first and last; Enter or Space choose the highlighted
/// item, or open its submenu, as Right does; Left closes a submenu; typing the first letters of
/// an item's title highlights it. Escape closes the newest menu (`PopupLayer`).
@MainActor @Observable
final class MenuModel {
  let entries: [MenuEntry]
  var highlighted: Int?
  /// The line whose submenu is open, and that submenu.
  private(set) var openSubmenu: Int?
  private(set) var submenu: MenuModel?
  /// Closes the whole menu, submenus and all (an item chosen).
  @ObservationIgnored let finish: () -> Void
  /// Closes this menu only (Left in a submenu); nil for the first menu.
  @ObservationIgnored let closeSelf: (() -> Void)?
  @ObservationIgnored private var typed = ""
  @ObservationIgnored private var lastTyped = 0.0

  /// Letters typed further apart than this (seconds) start a new search.
  static let typingPause = 1.0

  init(entries: [MenuEntry], finish: @escaping () -> Void, closeSelf: (() -> Void)? = nil) {
    self.entries = entries
    self.finish = finish
    self.closeSelf = closeSelf
  }

  /// The lines that can be chosen, in order.
  private var choosable: [Int] { entries.indices.filter { entries[$0].item != nil } }

  /// Handles a key while this menu is the newest open one; every key is taken.
  func handleKey(_ key: Key) -> Bool {
    // A submenu open beside this menu takes the keys, even before its popup shows.
    if let submenu { return submenu.handleKey(key) }
    switch key {
    case .down, .up:
      let lines = choosable
      guard !lines.isEmpty else { return true }
      if let current = highlighted, let at = lines.firstIndex(of: current) {
        highlighted = lines[(at + (key == .down ? 1 : lines.count - 1)) % lines.count]
      } else {
        highlighted = key == .down ? lines.first : lines.last
      }
    case .home:
      highlighted = choosable.first
    case .end:
      highlighted = choosable.last
    case .enter, .space:
      if let line = highlighted { activate(line) }
    case .right:
      if let line = highlighted, entries[line].isSubmenu { openSubmenu(at: line, highlightingFirst: true) }
    case .left:
      closeSelf?()
    default:
      if let character = key.character { typeAhead(character) }
    }
    return true
  }

  /// Chooses the item on `line`, or opens its submenu.
  func activate(_ line: Int) {
    guard entries.indices.contains(line), let item = entries[line].item else { return }
    if entries[line].isSubmenu {
      openSubmenu(at: line, highlightingFirst: true)
    } else {
      finish()
      item.action()
    }
  }

  /// The pointer came over `line`: it is highlighted, and its submenu opens (another closes).
  func hover(_ line: Int) {
    guard entries.indices.contains(line), entries[line].item != nil else { return }
    highlighted = line
    if entries[line].isSubmenu {
      if openSubmenu != line { openSubmenu(at: line, highlightingFirst: false) }
    } else if openSubmenu != nil {
      closeSubmenu()
    }
  }

  func openSubmenu(at line: Int, highlightingFirst: Bool) {
    guard case .submenu(_, let make) = entries[line] else { return }
    let child = MenuModel(entries: make(), finish: finish, closeSelf: { [weak self] in self?.closeSubmenu() })
    if highlightingFirst { child.highlighted = child.choosable.first }
    highlighted = line
    submenu = child
    openSubmenu = line
  }

  func closeSubmenu() {
    openSubmenu = nil
    submenu = nil
  }

  /// Highlights the first item whose title starts with what was typed in a run.
  private func typeAhead(_ character: Character) {
    let now = ProcessInfo.processInfo.systemUptime
    if now - lastTyped > Self.typingPause { typed = "" }
    lastTyped = now
    typed += character.lowercased()
    let lines = choosable
    guard !lines.isEmpty else { return }
    // One letter again moves on to the next item starting with it; more letters refine.
    let start = typed.count == 1 ? ((highlighted.flatMap { lines.firstIndex(of: $0) } ?? -1) + 1) : 0
    for offset in 0..<lines.count {
      let line = lines[(start + offset) % lines.count]
      if entries[line].item?.title.lowercased().hasPrefix(typed) == true {
        highlighted = line
        return
      }
    }
  }
}
