import CX11
import PortalHost

/// The cursors of one X connection, loaded by name from the desktop's cursor theme at the
/// desktop's cursor size, and kept until the theme, the size or the scale changes.
///
/// A shape is looked up by its freedesktop (CSS) name in the theme through libXcursor
/// (`XcursorLibraryLoadImages`, which falls back to the "default" theme), then by the names older themes give it ("hand2", "xterm",
/// "sb_h_double_arrow", …), and last taken from the server's cursor font (`XCreateFontCursor`),
/// which every server has. Each cursor is named with its CSS name (XFixes), so what the server
/// shows can be read back by name.
@MainActor
final class CursorTheme {
  /// Where a shape's cursor came from.
  enum Source: Equatable, CustomStringConvertible {
    /// The theme has the shape under its CSS name.
    case themed
    /// The theme has it under an older name.
    case legacy(String)
    /// The server's cursor font.
    case font

    var description: String {
      switch self {
      case .themed: "theme"
      case .legacy(let name): "theme, as \(name)"
      case .font: "cursor font"
      }
    }
  }

  /// The size a cursor has, in logical pixels, when the desktop names none: GTK's and GNOME's.
  static let defaultLogicalSize = 24

  private let connection: X11Connection
  /// The theme libXcursor found for the display before the desktop's settings were applied
  /// (`Xcursor.theme`, `XCURSOR_THEME`): the one used when the desktop names none.
  private let startingTheme: String?
  private var cursors: [CursorShape: Cursor] = [:]
  /// Where each loaded shape came from.
  private(set) var sources: [CursorShape: Source] = [:]
  /// The theme asked for (nil: libXcursor's own choice).
  private(set) var themeName: String?
  /// The size asked for, in device pixels.
  private(set) var deviceSize = 0

  init(connection: X11Connection) {
    self.connection = connection
    startingTheme = XcursorGetTheme(connection.display).map { String(cString: $0) }
  }

  isolated deinit { freeAll() }

  /// Uses `themeName` (nil: the display's own) at `size` logical pixels (nil: 24) times
  /// `scale`. Returns true when that differs from what was in use, every cursor loaded so far
  /// then freed; the windows showing one must be given theirs again.
  func use(themeName: String?, size: Int?, scale: Double) -> Bool {
    let theme = themeName ?? startingTheme
    let device = max(1, Int((Double(size ?? Self.defaultLogicalSize) * scale).rounded()))
    guard theme != self.themeName || device != deviceSize else { return false }
    freeAll()
    self.themeName = theme
    deviceSize = device
    let display = connection.display
    if let theme {
      _ = theme.withCString { XcursorSetTheme(display, $0) }
    } else {
      _ = XcursorSetTheme(display, nil)
    }
    _ = XcursorSetDefaultSize(display, Int32(device))
    return true
  }

  /// The cursor for `shape`, loaded once per theme and size.
  func cursor(for shape: CursorShape) -> Cursor {
    if let known = cursors[shape] { return known }
    let display = connection.display
    var cursor: Cursor = 0
    var source = Source.font
    // Images first, then a cursor from them: `XcursorLibraryLoadCursor` alone would also answer
    // a legacy name with the cursor font's glyph, hiding that the theme lacks the shape.
    for (index, name) in ([shape.name] + Self.legacyNames(of: shape)).enumerated() {
      guard let images = XcursorLibraryLoadImages(name, themeName, Int32(deviceSize)) else { continue }
      cursor = XcursorImagesLoadCursor(display, images)
      XcursorImagesDestroy(images)
      if cursor != 0 {
        source = index == 0 ? .themed : .legacy(name)
        break
      }
    }
    if cursor == 0 { cursor = XCreateFontCursor(display, Self.fontGlyph(of: shape)) }
    XFixesSetCursorName(display, cursor, shape.name)
    cursors[shape] = cursor
    sources[shape] = source
    return cursor
  }

  /// Frees every cursor loaded (a window still showing one keeps it until it is given another).
  func freeAll() {
    for cursor in cursors.values { XFreeCursor(connection.display, cursor) }
    cursors.removeAll()
    sources.removeAll()
  }

  /// The names themes made before the CSS names gave a shape, most common first.
  static func legacyNames(of shape: CursorShape) -> [String] {
    switch shape.name {
    case "default": ["left_ptr", "arrow"]
    case "pointer": ["hand2", "hand1", "hand"]
    case "text": ["xterm", "ibeam"]
    case "vertical-text": ["vertical_text"]
    case "grab": ["openhand", "hand1"]
    case "grabbing": ["closedhand", "fleur"]
    case "col-resize": ["sb_h_double_arrow", "h_double_arrow"]
    case "row-resize": ["sb_v_double_arrow", "v_double_arrow"]
    case "ew-resize": ["sb_h_double_arrow", "h_double_arrow", "size_hor"]
    case "ns-resize": ["sb_v_double_arrow", "v_double_arrow", "size_ver"]
    case "nwse-resize": ["bd_double_arrow", "size_fdiag"]
    case "nesw-resize": ["fd_double_arrow", "size_bdiag"]
    case "n-resize": ["top_side"]
    case "s-resize": ["bottom_side"]
    case "e-resize": ["right_side"]
    case "w-resize": ["left_side"]
    case "ne-resize": ["top_right_corner"]
    case "nw-resize": ["top_left_corner"]
    case "se-resize": ["bottom_right_corner"]
    case "sw-resize": ["bottom_left_corner"]
    case "crosshair": ["cross", "tcross"]
    case "zoom-in": ["zoom_in"]
    case "zoom-out": ["zoom_out"]
    case "not-allowed": ["crossed_circle", "circle"]
    case "wait": ["watch"]
    case "progress": ["left_ptr_watch", "watch"]
    default: []
    }
  }

  /// The glyph of the server's cursor font nearest to a shape (`X11/cursorfont.h`).
  static func fontGlyph(of shape: CursorShape) -> UInt32 {
    let glyph: Int32 =
      switch shape.name {
      case "pointer": XC_hand2
      case "text", "vertical-text": XC_xterm
      case "grab": XC_hand1
      case "grabbing": XC_fleur
      case "col-resize", "ew-resize": XC_sb_h_double_arrow
      case "row-resize", "ns-resize": XC_sb_v_double_arrow
      case "nwse-resize", "se-resize": XC_bottom_right_corner
      case "nesw-resize", "sw-resize": XC_bottom_left_corner
      case "n-resize": XC_top_side
      case "s-resize": XC_bottom_side
      case "e-resize": XC_right_side
      case "w-resize": XC_left_side
      case "ne-resize": XC_top_right_corner
      case "nw-resize": XC_top_left_corner
      case "crosshair": XC_crosshair
      case "zoom-in", "zoom-out": XC_sizing
      case "not-allowed": XC_X_cursor
      case "wait", "progress": XC_watch
      default: XC_left_ptr
      }
    return UInt32(glyph)
  }
}
