import PortalUI

/// How many columns of cards the scenes' grids have: as many as fit at 170 points or more
/// (two to four), so a narrow window shows fewer, wider cards rather than cut titles.
enum CardColumns {
  static let spacing = 18.0
  static let minimumWidth = 170.0

  /// The column count for a scene `width` wide (its 28-point padding on each side included).
  static func count(forWidth width: Double) -> Int {
    min(4, max(2, Int((width - 56 + spacing) / (minimumWidth + spacing))))
  }

  /// The grid's columns for a scene `width` wide.
  static func items(forWidth width: Double) -> [GridItem] {
    Array(repeating: GridItem(.flexible(), spacing: spacing), count: count(forWidth: width))
  }
}

/// A scene's heading over its grid of cards, in a scroll view: the page the grid, push and
/// carousel scenes share. `width` is the scene's, read outside (see `CardColumns`).
struct CardGridPage<Tile: View>: View {
  let scene: DemoScene
  let cards: [Card]
  let width: Double
  @ViewBuilder let tile: (Card) -> Tile

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 14) {
        SceneHeader(scene: scene)
        LazyVGrid(columns: CardColumns.items(forWidth: width), spacing: CardColumns.spacing) {
          ForEach(cards) { card in tile(card) }
        }
      }
      .padding(28)
    }
  }
}
