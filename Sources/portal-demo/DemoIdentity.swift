import PortalX11

/// How the demo names itself to the desktop. `scripts/install-app.sh` writes the same names
/// into the desktop file it installs, so a launcher and a dock match the running windows to it.
enum DemoIdentity {
  /// The reverse-DNS application id: the desktop file's name and the icon's name in the theme.
  static let applicationID = "io.github.PortalForX11.PortalDemo"
  /// The class part of the windows' WM_CLASS, the desktop file's `StartupWMClass`.
  static let windowClass = "PortalDemo"

  /// The demo's icon: `Resources/AppIcon/` of the resources in use, else the installed icon
  /// theme (see `AppIcon.lookUp`).
  static func icon(resources: String) -> AppIcon? {
    AppIcon.lookUp(named: applicationID, in: [resources + "/AppIcon"])
  }
}
