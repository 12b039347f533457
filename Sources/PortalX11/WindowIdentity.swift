import CX11
import Foundation

/// Who a program's windows say they belong to: what a window manager, a dock, a launcher and a
/// session read to group its windows, match them to a desktop file and show its icon.
///
/// Every top-level window of the app carries the same identity: `WM_CLASS` (instance and
/// class), `WM_CLIENT_MACHINE`, `_NET_WM_PID` and, when there is an icon, `_NET_WM_ICON`.
public struct WindowIdentity: Sendable, Equatable {
  /// The class part of `WM_CLASS`: the app's name, which a desktop file's `StartupWMClass`
  /// names so a dock matches the running windows to it.
  public var className: String
  /// The instance part of `WM_CLASS`: by Xlib's convention `RESOURCE_NAME` when set, else the
  /// base name of the program's path (argv[0]).
  public var instanceName: String
  /// The icon the windows show in docks and switchers, or nil for none.
  public var icon: AppIcon?

  /// An identity with the class `className`; `instanceName` nil follows Xlib's convention.
  public init(className: String, instanceName: String? = nil, icon: AppIcon? = nil) {
    self.className = className
    self.instanceName = instanceName ?? Self.defaultInstanceName()
    self.icon = icon
  }

  /// `RESOURCE_NAME` when set and not empty, else the base name of argv[0], as Xlib's
  /// `XSetWMProperties` chooses a `WM_CLASS` instance.
  static func defaultInstanceName(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    arguments: [String] = CommandLine.arguments
  ) -> String {
    if let name = environment["RESOURCE_NAME"], !name.isEmpty { return name }
    let program = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? ""
    return program.isEmpty ? "portal" : program
  }

  /// This machine's host name, as `WM_CLIENT_MACHINE` holds it (the window manager compares
  /// it with its own before it kills a window's process by `_NET_WM_PID`).
  static var hostName: String {
    var buffer = [CChar](repeating: 0, count: 256)
    guard gethostname(&buffer, buffer.count - 1) == 0 else { return "localhost" }
    return String(cString: buffer)
  }

  /// Writes the identity onto `window` (before it is mapped, so the window manager reads it
  /// when it first manages the window).
  @MainActor
  func apply(to window: Window, connection: X11Connection) {
    let display = connection.display
    let name = strdup(instanceName)
    let klass = strdup(className)
    var hint = XClassHint(res_name: name, res_class: klass)
    XSetClassHint(display, window, &hint)
    free(name)
    free(klass)

    var machine = Array(Self.hostName.utf8)
    XChangeProperty(
      display, window, XA_WM_CLIENT_MACHINE, XA_STRING, 8, PropModeReplace, &machine, Int32(machine.count))

    X11Property.setCardinals([CLong(getpid())], "_NET_WM_PID", on: window, connection: connection)
    applyIcon(to: window, connection: connection)
  }

  /// Writes `_NET_WM_ICON`, or deletes it when there is no icon.
  @MainActor
  func applyIcon(to window: Window, connection: X11Connection) {
    let atom = connection.atom("_NET_WM_ICON")
    guard let icon, !icon.images.isEmpty else {
      XDeleteProperty(connection.display, window, atom)
      return
    }
    X11Property.setCardinals(icon.propertyItems, "_NET_WM_ICON", on: window, connection: connection)
  }
}
