import CX11
import Foundation
import Logging

/// Follows the desktop's XSETTINGS manager: finds the window owning `_XSETTINGS_S<screen>`,
/// reads its `_XSETTINGS_SETTINGS` property (`XSettings`), and reads it again when it changes.
///
/// Changes arrive as X events the host hands over: a `PropertyNotify` on the owner (new
/// settings), a `MANAGER` client message on the root (a new manager took the selection), a
/// `DestroyNotify` of the owner (the manager went away: no settings). A property that cannot
/// be parsed is logged and the settings read before it are kept.
@MainActor
final class XSettingsWatcher {
  private let display: OpaquePointer
  private let root: Window
  private let selection: Atom
  private let settingsAtom: Atom
  private let managerAtom: Atom
  /// The manager's window, or 0 when no manager runs.
  private(set) var owner: Window = 0
  /// What the manager publishes now; nil when no manager runs.
  private(set) var settings: XSettings?
  private let logger = Logger(label: "portal.x11")

  init(connection: X11Connection) {
    display = connection.display
    root = connection.root
    selection = connection.atom("_XSETTINGS_S\(connection.screen)")
    settingsAtom = connection.atom("_XSETTINGS_SETTINGS")
    managerAtom = connection.atom("MANAGER")
    // A manager announces itself with a client message to the root, sent with
    // StructureNotifyMask; adding to the root's mask keeps what other parts selected there.
    var attributes = XWindowAttributes()
    XGetWindowAttributes(display, root, &attributes)
    XSelectInput(display, root, attributes.your_event_mask | StructureNotifyMask)
    findOwner()
  }

  /// Looks the manager up and reads its settings; returns whether they changed.
  @discardableResult
  func findOwner() -> Bool {
    // Grabbed, so the owner cannot vanish between asking who it is and watching it.
    XGrabServer(display)
    owner = XGetSelectionOwner(display, selection)
    if owner != 0 { XSelectInput(display, owner, PropertyChangeMask | StructureNotifyMask) }
    XUngrabServer(display)
    XFlush(display)
    return reread()
  }

  /// Reads the owner's property again; returns whether the settings changed.
  @discardableResult
  func reread() -> Bool {
    let before = settings
    if owner == 0 {
      settings = nil
    } else if let bytes = propertyBytes() {
      do {
        settings = try XSettings(parsing: bytes)
      } catch {
        logger.warning("\(error); keeping the settings read before")
      }
    }
    return settings != before
  }

  /// A `PropertyNotify`, `ClientMessage` or `DestroyNotify`: returns true when it was the
  /// manager's and the settings changed.
  func handle(_ event: inout XEvent) -> Bool {
    switch event.type {
    case PropertyNotify:
      return event.xproperty.window == owner && owner != 0 && event.xproperty.atom == settingsAtom && reread()
    case ClientMessage:
      let message = event.xclient
      guard message.window == root, message.message_type == managerAtom, Atom(message.data.l.1) == selection
      else { return false }
      return findOwner()
    case DestroyNotify:
      guard event.xdestroywindow.window == owner, owner != 0 else { return false }
      owner = 0
      return findOwner()
    default:
      return false
    }
  }

  /// The raw bytes of the owner's `_XSETTINGS_SETTINGS`, or nil when it has none (or the
  /// owner is gone).
  private func propertyBytes() -> [UInt8]? {
    var type: Atom = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    // Lengths are in 32-bit units; 1 MB is far beyond any settings a desktop publishes.
    let status = XGetWindowProperty(
      display, owner, settingsAtom, 0, 1 << 18, 0, settingsAtom, &type, &format, &count, &remaining, &data)
    defer { if let data { XFree(data) } }
    guard status == Success, format == 8, let data else { return nil }
    return Array(UnsafeBufferPointer(start: data, count: Int(count)))
  }
}
