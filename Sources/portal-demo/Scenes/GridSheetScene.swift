import PortalTransitions
import PortalUI

/// Scene 1: a lazy grid of artwork; a click flies the card's picture into a detail sheet,
/// Esc, the close button or a click outside flies it back.
struct GridSheetScene: View {
  let cards: [Card]
  @State private var selected: Card?
  /// The card with keyboard focus: reached with Tab or the arrow keys, opened with Enter. One
  /// focus, with the framework's one ring.
  @FocusState private var focusedCard: Int?

  var body: some View {
    GeometryReader { size in
      let columns = CardColumns.count(forWidth: size.size.width)
      ScrollViewReader { proxy in
        CardGridPage(scene: .gridSheet, cards: cards, width: size.size.width) { card in
          CardTile(card: card).onTapGesture { selected = card }.accessibilityIdentifier("card-\(card.id)")
            .focused($focusedCard, equals: card.id)
        }
        .onKeyPress { key in handleKey(key, columns: columns, proxy: proxy) }
      }
    }
    .sheet(item: $selected) { card in
      DetailCard(card: card) { selected = nil }
    }
    .portalTransition(
      item: $selected, animation: .smooth(duration: 0.45), sourceCornerRadius: 12, destinationCornerRadius: 16
    ) { card in
      Artwork(card: card)
    }
  }

  /// Arrows move focus through the grid (Enter then opens the focused card, as for any view
  /// with focus).
  private func handleKey(_ key: Key, columns: Int, proxy: ScrollViewProxy) -> Bool {
    guard selected == nil else { return false }
    let current = focusedCard.flatMap { id in cards.firstIndex { $0.id == id } } ?? -1
    var next = current
    switch key {
    case .right: next = current + 1
    case .left: next = current - 1
    case .down: next = current < 0 ? 0 : current + columns
    case .up: next = current - columns
    default: return false
    }
    next = min(max(next, 0), cards.count - 1)
    proxy.scrollTo(cards[next].id)
    focusedCard = cards[next].id
    return true
  }
}

/// A scene's title and one line on what it shows.
struct SceneHeader: View {
  let scene: DemoScene
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(scene.rawValue).font(.title)
      Text(scene.summary).font(.callout).foregroundStyle(DemoPalette.secondaryText)
    }
  }
}

/// A card's picture, filling whatever frame it is given.
struct Artwork: View {
  let card: Card
  var body: some View { Image(card.image).resizable() }
}

/// A grid cell: the picture (the portal source) above its title.
struct CardTile: View {
  let card: Card
  @State private var hovered = false

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Artwork(card: card)
        .aspectRatio(4.0 / 3.0, contentMode: .fit)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        // The focus ring marks the card: around the picture, not its title.
        .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 12))
        .portal(item: card, .source)
        .shadow(color: Color.black.opacity(hovered ? 0.22 : 0.12), radius: hovered ? 10 : 6, y: hovered ? 5 : 3)
      VStack(alignment: .leading, spacing: 2) {
        Text(card.title).font(.headline).lineLimit(1)
        Text(card.subtitle).font(.caption).foregroundStyle(DemoPalette.tertiaryText).lineLimit(1)
      }
    }
    .contentShape(Rectangle())
    .onHover { hovered = $0 }
  }
}

/// The detail sheet's content: the large picture (the portal destination) and the text.
struct DetailCard: View {
  let card: Card
  let close: () -> Void

  var body: some View {
    VStack(spacing: 0) {
      // In a window too short for all of it, the text scrolls and Close stays in view; in a
      // narrow one the picture shrinks with the card.
      ScrollView {
        VStack(alignment: .leading, spacing: 14) {
          Artwork(card: card)
            .aspectRatio(4 / 3, contentMode: .fit)
            .clipShape(RoundedRectangle(cornerRadius: 16))
            .portal(item: card, .destination)
          Text(card.title).font(.title2)
          Text(card.subtitle).font(.subheadline).foregroundStyle(DemoPalette.tertiaryText)
          Text(card.description).font(.body).foregroundStyle(DemoPalette.bodyText).lineLimit(4)
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, 24)
        .padding(.top, 24)
        .padding(.bottom, 8)
      }
      HStack {
        Text("Esc or a click outside closes it too").font(.caption).foregroundStyle(DemoPalette.tertiaryText)
        Spacer()
        Button("Close", action: close)
      }
      .padding(.horizontal, 24)
      .padding(.top, 8)
      .padding(.bottom, 20)
    }
    .frame(maxWidth: 528)
  }
}
