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
  /// Three columns make a square of the nine cards; a window too narrow for three columns of
  /// readable cards has two (see `CardColumns`).
  static let columns = 3
  /// The detail window's size in logical pixels.
  static let windowSize = Size(width: 540, height: 660)

  var body: some View {
    // In a wide window the cards stop growing at about the size they have at 1280×800.
    GeometryReader { size in
      CardGridPage(
        scene: .secondWindow, cards: cards,
        columnCount: min(Self.columns, CardColumns.count(forWidth: size.size.width)),
        maximumCardWidth: 320
      ) { card in
        CardTile(card: card).onTapGesture { selected = card }
      }
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
