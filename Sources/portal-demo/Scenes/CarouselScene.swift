import PortalTransitions
import PortalUI

/// Scene 5: open a card, page left and right through its neighbours in the detail, and close:
/// the card flies back to the place of the card shown now, not the one first opened
/// (`transferActivePortal(fromItem:toItem:)`).
struct CarouselScene: View {
  let cards: [Card]
  @State private var selected: Card?
  /// The way the last page turned: 1 forward, -1 back.
  @State private var lastStep = 1
  @Environment(\.portalController) private var portal

  var body: some View {
    GeometryReader { size in
      // In a scroll view, as the grid scene's: the heading sits where the other scenes' do, and
      // a grid taller than the window scrolls rather than being centred and cut at both ends.
      CardGridPage(scene: .carousel, cards: cards, width: size.size.width) { card in
        CardTile(card: card).onTapGesture { selected = card }
      }
    }
    // A sheet: its backdrop dims the whole window and fades, its panel slides up, and the content
    // behind is kept as pixels meanwhile. Presented while a card is selected, paging included
    // (an `item:` sheet would present each page anew).
    .sheet(isPresented: Binding(get: { selected != nil }, set: { if !$0 { selected = nil } })) {
      if let card = selected {
        CarouselDetail(card: card, direction: lastStep, page: page, close: close)
      }
    }
    .portalTransition(
      item: $selected, animation: .smooth(duration: 0.45), sourceCornerRadius: 12, destinationCornerRadius: 16
    ) { card in
      Artwork(card: card)
    }
  }

  /// How a page turns.
  static let presentation = Animation.smooth(duration: 0.35)

  private func close() { selected = nil }

  /// Shows the neighbour `step` places away; the portal moves with it, without a flight.
  private func page(_ step: Int) {
    guard let current = selected, let index = cards.firstIndex(of: current) else { return }
    let next = cards[(index + step + cards.count) % cards.count]
    portal?.transferActivePortal(fromItem: current, toItem: next)
    lastStep = step
    withAnimation(Self.presentation) { selected = next }
  }
}

/// The detail with previous and next buttons (and the arrow keys).
struct CarouselDetail: View {
  let card: Card
  /// The way the page turns: the new picture slides in from that side over the old one, which
  /// fades where it is.
  let direction: Int
  let page: (Int) -> Void
  let close: () -> Void

  var body: some View {
    ZStack {
      VStack(spacing: 16) {
        HStack(spacing: 18) {
          PageButton(symbol: "chevron.left") { page(-1) }
          ZStack {
            Artwork(card: card)
              .portal(item: card, .destination)
              .transition(
                .asymmetric(insertion: .move(edge: direction >= 0 ? .trailing : .leading), removal: .opacity)
              )
              .id(card.id)
          }
          .frame(width: 440, height: 330)
          .clipShape(RoundedRectangle(cornerRadius: 16))
          PageButton(symbol: "chevron.right") { page(1) }
        }
        Text(card.title).font(.title2)
        Text("← → to page · Esc to close").font(.caption).foregroundStyle(DemoPalette.tertiaryText)
      }
      .padding(24)
      .onKeyPress { key in
        switch key {
        case .left: page(-1)
        case .right: page(1)
        case .escape: close()
        default: return false
        }
        return true
      }
    }
  }
}

struct PageButton: View {
  let symbol: String
  let action: () -> Void
  @State private var hovered = false

  var body: some View {
    Image(systemName: symbol).font(.system(size: 18)).foregroundStyle(Color.accentColor)
      .frame(width: 40, height: 40)
      .background(Circle().fill(hovered ? DemoPalette.controlHover : DemoPalette.control))
      .contentShape(.focusEffect, Circle())
      .onHover { hovered = $0 }
      .onTapGesture(perform: action)
  }
}
