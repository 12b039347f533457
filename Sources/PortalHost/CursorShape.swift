/// The shape of the pointer over a window, by the name the freedesktop cursor themes and CSS
/// give it ("default", "pointer", "text", "ns-resize", …).
///
/// The view layer decides which shape the pointer takes over each view (`pointerStyle`, or the
/// default for the view's kind) and tells the host with `AppHost.setCursor(_:of:)`; a host
/// loads the shape from the desktop's cursor theme by this name.
public struct CursorShape: Hashable, Sendable, CustomStringConvertible {
  /// The shape's name in cursor themes and CSS.
  public let name: String

  public init(name: String) { self.name = name }

  public var description: String { name }

  /// The arrow: over anything that is not a control, a link or text.
  public static let `default` = CursorShape(name: "default")
  /// The pointing hand: over a link, a button or anything a click acts on.
  public static let pointer = CursorShape(name: "pointer")
  /// The text beam, over text that can be typed into or selected.
  public static let text = CursorShape(name: "text")
  /// The text beam turned for vertical text.
  public static let verticalText = CursorShape(name: "vertical-text")
  /// An open hand: something that can be dragged.
  public static let grab = CursorShape(name: "grab")
  /// A closed hand: something being dragged.
  public static let grabbing = CursorShape(name: "grabbing")
  /// Resizing a column, either way.
  public static let columnResize = CursorShape(name: "col-resize")
  /// Resizing a row, either way.
  public static let rowResize = CursorShape(name: "row-resize")
  /// Resizing from the left or the right edge, both ways.
  public static let eastWestResize = CursorShape(name: "ew-resize")
  /// Resizing from the top or the bottom edge, both ways.
  public static let northSouthResize = CursorShape(name: "ns-resize")
  /// Resizing from the top-left or bottom-right corner, both ways.
  public static let northwestSoutheastResize = CursorShape(name: "nwse-resize")
  /// Resizing from the top-right or bottom-left corner, both ways.
  public static let northeastSouthwestResize = CursorShape(name: "nesw-resize")
  /// Moving the top edge.
  public static let northResize = CursorShape(name: "n-resize")
  /// Moving the bottom edge.
  public static let southResize = CursorShape(name: "s-resize")
  /// Moving the right edge.
  public static let eastResize = CursorShape(name: "e-resize")
  /// Moving the left edge.
  public static let westResize = CursorShape(name: "w-resize")
  /// Moving the top-right corner.
  public static let northeastResize = CursorShape(name: "ne-resize")
  /// Moving the top-left corner.
  public static let northwestResize = CursorShape(name: "nw-resize")
  /// Moving the bottom-right corner.
  public static let southeastResize = CursorShape(name: "se-resize")
  /// Moving the bottom-left corner.
  public static let southwestResize = CursorShape(name: "sw-resize")
  /// A cross hair, for selecting a rectangle.
  public static let crosshair = CursorShape(name: "crosshair")
  /// A magnifier with a plus.
  public static let zoomIn = CursorShape(name: "zoom-in")
  /// A magnifier with a minus.
  public static let zoomOut = CursorShape(name: "zoom-out")
  /// What is under the pointer cannot be acted on.
  public static let notAllowed = CursorShape(name: "not-allowed")
  /// The program is busy and takes no input.
  public static let wait = CursorShape(name: "wait")
  /// The program is busy but still takes input.
  public static let progress = CursorShape(name: "progress")
}
