/// Why the X11 host could not start, worded so a person knows what to do next.
public enum X11HostError: Error, CustomStringConvertible, Equatable {
  case cannotOpenDisplay(name: String?)
  case unsupportedVisual(depth: Int32, bitsPerPixel: Int32)
  case windowCreationFailed(String)

  public var description: String {
    switch self {
    case .cannotOpenDisplay(let name?):
      return "cannot open X display '\(name)': is an X server running there? "
        + "Check the DISPLAY environment variable, or run `make demo`, which starts a private Xvfb "
        + "when there is no display."
    case .cannotOpenDisplay(nil):
      return "cannot open an X display: DISPLAY is not set. Set DISPLAY (for example DISPLAY=:0), "
        + "or run `make demo`, which starts a private Xvfb when there is no display."
    case .unsupportedVisual(let depth, let bpp):
      return "the screen's default visual is \(depth)-bit"
        + (bpp > 0 ? " with \(bpp) bits per pixel" : " or not TrueColor")
        + "; Portal draws on 15-, 16-, 24- and 32-bit TrueColor screens. Start the X server with depth 24 "
        + "(for Xvfb: -screen 0 1280x800x24)."
    case .windowCreationFailed(let what):
      return "could not create the \(what) window: the X server refused it (see the X error logged above)."
    }
  }
}
