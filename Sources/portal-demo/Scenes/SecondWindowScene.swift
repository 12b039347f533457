import PortalGraphics
import PortalTransitions
import PortalUI

/// Scene 7: a click opens the card's details in a second top-level window beside the main one,
/// and the card's picture flies across the desktop into it (through the overlay, which covers
/// the screen while the app has two windows). Its Close button, Esc in either window or the
/// window manager's close button fly it home.
struct SecondWindowScene: View {
  let cards: [Card]
  @State private var selected: Card?
  static let columns = 3
  /// The detail window's size in logical pixels.
  static let windowSize = Size(width: 540, height: 660)

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 14) {
        SceneHeader(scene: .secondWindow)
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 18), count: Self.columns), spacing: 18) {
          ForEach(cards) { card in
            CardTile(card: card).onTapGesture { selected = card }
          }
        }
      }
      .padding(28)
    }
    .onKeyPress(.escape) {
      guard selected != nil else { return false }
      selected = nil
      return true
    }
    .window(item: $selected, title: "Portal — details", size: Self.windowSize) { card in
      DetailWindow(card: card) { selected = nil }
    }
    .portalTransition(
      item: $selected, animation: .smooth(duration: 0.6), sourceCornerRadius: 12, destinationCornerRadius: 16
    ) { card in
      Artwork(card: card)
    }
  }
}

/// The second window's content: the large picture (the portal destination) and the text.
struct DetailWindow: View {
  let card: Card
  let close: () -> Void

  var body: some View {
    DetailCard(card: card, close: close)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(DemoPalette.window)
      .onKeyPress(.escape) {
        close()
        return true
      }
  }
}
