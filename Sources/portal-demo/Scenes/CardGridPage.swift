import PortalUI

/// A scene's heading over its grid of cards, in a scroll view: the page the grid, push, carousel
/// and second-window scenes share. In a pane wider than the grid needs, the heading and grid keep
/// to `maximumWidth`, as a desktop app keeps its content to a readable measure instead of blowing
/// the cards up to posters. They stay at the pane's leading edge, where every scene's heading
/// is: switching scenes does not move the title.
struct CardGridPage<Tile: View>: View {
  let scene: DemoScene
  let cards: [Card]
  let columnCount: Int
  /// The widest the heading and grid grow.
  let maximumWidth: Double
  @ViewBuilder let tile: (Card) -> Tile

  /// A page whose columns follow the scene's `width`, read outside (see `CardColumns`).
  init(scene: DemoScene, cards: [Card], width: Double, @ViewBuilder tile: @escaping (Card) -> Tile) {
    self.init(
      scene: scene, cards: cards, columnCount: CardColumns.count(forWidth: width),
      maximumCardWidth: CardColumns.maximumWidth, tile: tile)
  }

  /// A page of `columnCount` columns, each at most `maximumCardWidth` wide.
  init(
    scene: DemoScene, cards: [Card], columnCount: Int, maximumCardWidth: Double,
    @ViewBuilder tile: @escaping (Card) -> Tile
  ) {
    self.scene = scene
    self.cards = cards
    self.columnCount = columnCount
    maximumWidth = CardColumns.gridWidth(count: columnCount, cardWidth: maximumCardWidth)
    self.tile = tile
  }

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 14) {
        SceneHeader(scene: scene)
        LazyVGrid(columns: CardColumns.items(count: columnCount), spacing: CardColumns.spacing) {
          ForEach(cards) { card in tile(card) }
        }
      }
      .frame(maxWidth: maximumWidth)
      .padding(CardColumns.padding)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }
}
