import PortalTransitions
import PortalUI

/// Scene 2: the card flies into a pushed detail page with a title strip and a back button;
/// going back (the button, Esc or Alt+Left) flies it home.
struct PushScene: View {
  let cards: [Card]
  @State private var path: [Card] = []

  var body: some View {
    let shown = Binding<Card?>(
      get: { path.last },
      set: { value in if value == nil, !path.isEmpty { path.removeLast() } })
    // The window's width is read outside the stack: a reader on the page would move with it
    // as it slides, and be asked again every frame of a push.
    return GeometryReader { size in
      NavigationStack(path: $path) {
        CardGridPage(scene: .push, cards: cards, width: size.size.width) { card in
          NavigationLink(value: card) { CardTile(card: card) }
        }
        .navigationTitle("Places")
        .navigationDestination(for: Card.self) { card in DetailPage(card: card) }
      }
    }
    .portalTransition(
      item: shown, animation: .smooth(duration: 0.5), sourceCornerRadius: 12, destinationCornerRadius: 0
    ) { card in
      Artwork(card: card)
    }
  }
}

/// A pushed page: the picture across the top (the portal destination), then the text.
struct DetailPage: View {
  let card: Card

  var body: some View {
    ScrollView {
      VStack(alignment: .leading, spacing: 16) {
        Artwork(card: card).aspectRatio(4.0 / 3.0, contentMode: .fit).frame(maxWidth: 620)
          .portal(item: card, .destination)
        Text(card.title).font(.largeTitle)
        Text(card.subtitle).font(.subheadline).foregroundStyle(DemoPalette.tertiaryText)
        Text(card.description).font(.body).foregroundStyle(DemoPalette.bodyText).frame(maxWidth: 620, alignment: .leading)
      }
      .padding(28)
      .frame(maxWidth: .infinity, alignment: .leading)
    }
    .navigationTitle(card.title)
  }
}
