import PortalUI

/// How the scenes' card grids use the width they have: as many columns as fit at 200 points or
/// more, two to six, so a card stays about the size it is at 1280×800 (four columns of 235) in
/// any window. A narrow window still shows two (of about 168 at 640 points: room for a title);
/// past six columns a card grows no wider than 260 points (see `CardGridPage`).
enum CardColumns {
  static let spacing = 18.0
  /// The narrowest a card gets before a column goes: at 200, a 1280-point window keeps four.
  static let minimumWidth = 200.0
  /// The widest a card gets in six columns, in a window too wide for more.
  static let maximumWidth = 260.0
  static let maximumCount = 6
  /// The page's padding on each side of the grid.
  static let padding = 28.0

  /// The column count for a scene `width` wide (its padding included).
  static func count(forWidth width: Double) -> Int {
    let fitting = Int((width - 2 * padding + spacing) / (minimumWidth + spacing))
    return min(maximumCount, max(2, fitting))
  }

  /// The grid's columns for a scene `width` wide.
  static func items(forWidth width: Double) -> [GridItem] {
    items(count: count(forWidth: width))
  }

  /// `count` flexible columns.
  static func items(count: Int) -> [GridItem] {
    Array(repeating: GridItem(.flexible(), spacing: spacing), count: count)
  }

  /// The width of `count` columns of cards `cardWidth` wide, with the spacing between them.
  static func gridWidth(count: Int, cardWidth: Double) -> Double {
    Double(count) * cardWidth + Double(count - 1) * spacing
  }
}
