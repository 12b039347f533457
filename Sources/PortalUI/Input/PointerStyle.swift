import PortalHost

/// A style describing the appearance of the pointer (also called a cursor) when it is over a
/// view, set with `pointerStyle(_:)`.
///
/// Each style is shown as the desktop's cursor theme draws the matching shape (GTK's and CSS's
/// cursor names): `link` is the pointing hand, `horizontalText` the text beam, the resize
/// styles the theme's resize arrows. Without a style a view shows the default for its kind, as
/// GTK does: the pointing hand over buttons, links, toggles, pickers, menus and views with a tap
/// gesture, the text beam over text fields and selectable text, the arrow elsewhere and over a
/// disabled control.
public struct PointerStyle: Hashable, Sendable {
  /// The shape the host shows.
  let shape: CursorShape

  init(_ shape: CursorShape) { self.shape = shape }

  /// The default pointer: the arrow.
  public static let `default` = PointerStyle(.default)
  /// For selecting or inserting text in a horizontal layout: the text beam.
  public static let horizontalText = PointerStyle(.text)
  /// For selecting or inserting text in a vertical layout.
  public static let verticalText = PointerStyle(.verticalText)
  /// For selecting a rectangular region: the cross hair.
  public static let rectSelection = PointerStyle(.crosshair)
  /// For something that can be grabbed and dragged: an open hand.
  public static let grabIdle = PointerStyle(.grab)
  /// For something being dragged: a closed hand.
  public static let grabActive = PointerStyle(.grabbing)
  /// For a link, or anything a click acts on: the pointing hand.
  public static let link = PointerStyle(.pointer)
  /// For zooming in.
  public static let zoomIn = PointerStyle(.zoomIn)
  /// For zooming out.
  public static let zoomOut = PointerStyle(.zoomOut)
  /// For resizing a column, or vertical division, in either direction.
  public static let columnResize = PointerStyle(.columnResize)
  /// For resizing a row, or horizontal division, in either direction.
  public static let rowResize = PointerStyle(.rowResize)

  /// For resizing a column in the given horizontal `directions` (not empty): both show the
  /// column-resize arrows, one the arrow of the edge that moves.
  public static func columnResize(directions: HorizontalDirection.Set) -> PointerStyle {
    switch directions {
    case .leading: PointerStyle(.westResize)
    case .trailing: PointerStyle(.eastResize)
    default: .columnResize
    }
  }

  /// For resizing a row in the given vertical `directions` (not empty).
  public static func rowResize(directions: VerticalDirection.Set) -> PointerStyle {
    switch directions {
    case .up: PointerStyle(.northResize)
    case .down: PointerStyle(.southResize)
    default: .rowResize
    }
  }

  /// For resizing a rectangular frame from the edge or corner at `position`, in `directions`:
  /// both directions show the two-headed arrow of that edge or corner, one direction its
  /// single arrow.
  public static func frameResize(
    position: FrameResizePosition, directions: FrameResizeDirection.Set = .all
  ) -> PointerStyle {
    let both = directions == .all || directions.isEmpty
    let shape: CursorShape =
      switch position {
      case .top: both ? .northSouthResize : .northResize
      case .bottom: both ? .northSouthResize : .southResize
      case .leading: both ? .eastWestResize : .westResize
      case .trailing: both ? .eastWestResize : .eastResize
      case .topLeading: both ? .northwestSoutheastResize : .northwestResize
      case .bottomTrailing: both ? .northwestSoutheastResize : .southeastResize
      case .topTrailing: both ? .northeastSouthwestResize : .northeastResize
      case .bottomLeading: both ? .northeastSouthwestResize : .southwestResize
      }
    return PointerStyle(shape)
  }
}
