/// What a top-level window is to the window manager: an ordinary window, or a dialog of one of
/// the app's windows.
///
/// A window manager keeps a dialog above its owner, gives it no task-bar entry of its own and
/// may draw a lighter frame; an ordinary window lives on its own.
public enum HostWindowKind: Hashable, Sendable {
  /// An ordinary top-level window.
  case normal
  /// A dialog kept above `owner` (on X11: `_NET_WM_WINDOW_TYPE_DIALOG` with `WM_TRANSIENT_FOR`).
  case dialog(owner: HostWindowID = .main)

  /// The window this one belongs to: a dialog's owner, else `.main`.
  public var owner: HostWindowID {
    switch self {
    case .normal: .main
    case .dialog(let owner): owner
    }
  }
}
