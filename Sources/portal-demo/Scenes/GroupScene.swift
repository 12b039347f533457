import PortalTransitions
import PortalUI

/// Scene 4: choose cards, then "Stack" flies them together, one after the other, into a pile;
/// `AnimatedGroupLayer` lifts the ones in flight.
struct GroupScene: View {
  let cards: [Card]
  @State private var chosen: Set<Int> = [1, 4, 6]
  @State private var stacked: [Card] = []

  /// The grid (4 columns of 120 points) and the pile (320) side by side need this much room.
  private static let besideWidth = 28 * 2 + 516 + 40 + 320.0
  /// The shadow of a card at rest, in the grid and in the pile: a flying card settles to it as
  /// it lands, so nothing pops at either end.
  static let restingShadow = (color: Color.black.opacity(0.12), radius: 8.0, y: 3.0)

  var body: some View {
    GeometryReader { proxy in
      // Side by side where there is room, grown with a wide window; the pile under the grid in
      // a narrow window, the two scrolling together when they are taller than it.
      if proxy.size.width >= Self.besideWidth {
        let metrics = Metrics(for: proxy.size)
        VStack(alignment: .leading, spacing: 20) {
          SceneHeader(scene: .group)
          HStack(alignment: .top, spacing: metrics.besideSpacing) {
            grid(columns: 4, metrics: metrics)
            pile(metrics)
          }
          Spacer()
        }
        .padding(28)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      } else {
        ScrollView {
          VStack(alignment: .leading, spacing: 20) {
            SceneHeader(scene: .group)
            grid(columns: Self.columns(forWidth: proxy.size.width), metrics: Metrics())
            pile(Metrics())
          }
          .padding(28)
          .frame(maxWidth: .infinity, alignment: .topLeading)
        }
      }
    }
    // Esc unstacks the pile, as it closes a detail in the other scenes.
    .onKeyPress(.escape) {
      guard !stacked.isEmpty else { return false }
      stacked = []
      return true
    }
    // Corners round as the cards' do: 10 points in the grid, 12 in the pile.
    .portalTransition(
      items: $stacked, groupID: "pile", animation: .smooth(duration: 0.5), staggerDelay: 0.07, sourceCornerRadius: 10,
      destinationCornerRadius: 12
    ) { card in
      AnimatedGroupLayer(items: $stacked, groupID: "pile") { items, activeStates in
        // Cards in the air lift: a little larger, with a deeper shadow; they settle as they land.
        let lifted = activeStates[card.id] == true
        Artwork(card: card)
          .scaleEffect(lifted ? 1.08 : 1)
          .shadow(
            color: lifted ? Color.black.opacity(0.3) : Self.restingShadow.color, radius: lifted ? 14 : Self.restingShadow.radius,
            y: lifted ? 8 : Self.restingShadow.y)
      }
    }
  }

  /// How many 120-point columns a scene `width` wide holds beside its padding: two to four.
  static func columns(forWidth width: Double) -> Int {
    min(4, max(2, Int((width - 56 + 12) / (120 + 12))))
  }

  /// The sizes of the grid's cards and of the pile: 120-point cards beside a 320-point pile
  /// up to a 1280-point window, all grown together in a wider one (see `SceneGrowth`).
  struct Metrics {
    /// A card in the grid; its height is three quarters of it.
    var card = 120.0

    init() {}

    /// The metrics for a scene `size` big, laid out side by side.
    init(for size: CGSize) {
      // The heading, the padding and the button under the pile do not grow; the pile (300
      // points tall) does.
      let factor = SceneGrowth.factor(for: size, baseHeight: 182 + 300, fixedHeight: 182, maximum: 1.7)
      card = SceneGrowth.grown(120, by: factor, step: 4)
    }

    /// How much the card grew: everything else grows by as much.
    var factor: Double { card / 120 }
    var cardHeight: Double { card * 3 / 4 }
    var spacing: Double { (12 * factor).rounded() }
    var besideSpacing: Double { (40 * factor).rounded() }
    var pileSize: Size { Size(width: (320 * factor).rounded(), height: (300 * factor).rounded()) }
    /// A card in the pile: 200 by 150 at 1280 points.
    var pileCard: Size { Size(width: (card * 5 / 3).rounded(), height: card * 5 / 4) }
    /// Where the `index`th of `count` cards in the pile sits from its top-leading corner: each
    /// a step below and right of the one before, the fan centred in the pile. Steps are 22 by
    /// 18 points, closer together when that many cards would reach past the pile's margin.
    func pileOffset(_ index: Int, of count: Int) -> (x: Double, y: Double) {
      let margin = 24 * factor
      func along(_ room: Double, _ card: Double, _ step: Double) -> Double {
        let gaps = Double(max(0, count - 1))
        let step = gaps > 0 ? min(step * factor, max(0, room - 2 * margin - card) / gaps) : 0
        return ((room - card - gaps * step) / 2 + Double(index) * step).rounded()
      }
      return (along(pileSize.width, pileCard.width, 22), along(pileSize.height, pileCard.height, 18))
    }
  }

  /// The cards to choose from, in `columns` columns: a tap chooses or unchooses one while
  /// nothing is stacked.
  private func grid(columns: Int, metrics: Metrics) -> some View {
    LazyVGrid(
      columns: Array(repeating: GridItem(.fixed(metrics.card), spacing: metrics.spacing), count: columns),
      spacing: metrics.spacing
    ) {
      ForEach(cards) { card in
        let isChosen = chosen.contains(card.id)
        Artwork(card: card)
          .frame(width: metrics.card, height: metrics.cardHeight)
          .clipShape(RoundedRectangle(cornerRadius: 10))
          .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 10))
          .portal(item: card, .source)
          .shadow(color: Self.restingShadow.color, radius: Self.restingShadow.radius, y: Self.restingShadow.y)
          .overlay(alignment: .topTrailing) {
            if isChosen {
              Image(systemName: "checkmark.circle.fill").font(.system(size: 18)).foregroundStyle(Color.accentColor)
                .padding(6)
            }
          }
          .opacity(stacked.isEmpty || !isChosen ? 1 : 0.35)
          .onTapGesture {
            guard stacked.isEmpty else { return }
            if isChosen { chosen.remove(card.id) } else { chosen.insert(card.id) }
          }
      }
    }
    // Its own width, however little the window leaves: an oversized grid would centre its
    // columns and reach over the sidebar; this one runs off the trailing edge instead.
    .fixedSize(horizontal: true, vertical: false)
  }

  /// The pile the chosen cards fly into, and the button that stacks and unstacks them.
  private func pile(_ metrics: Metrics) -> some View {
    VStack(spacing: 16) {
      ZStack(alignment: .topLeading) {
        RoundedRectangle(cornerRadius: 20).fill(DemoPalette.sidebar)
        ForEach(Array(stacked.enumerated()), id: \.element.id) { index, card in
          let offset = metrics.pileOffset(index, of: stacked.count)
          Artwork(card: card)
            .frame(width: metrics.pileCard.width, height: metrics.pileCard.height)
            .clipShape(RoundedRectangle(cornerRadius: 12))
            .portal(item: card, .destination)
            .shadow(color: Self.restingShadow.color, radius: Self.restingShadow.radius, y: Self.restingShadow.y)
            .offset(x: offset.x, y: offset.y)
        }
      }
      .frame(width: metrics.pileSize.width, height: metrics.pileSize.height)
      HStack(spacing: 12) {
        Button(stacked.isEmpty ? "Stack" : "Unstack") {
          stacked = stacked.isEmpty ? cards.filter { chosen.contains($0.id) } : []
        }
        Text("\(chosen.count) chosen").font(.callout).foregroundStyle(DemoPalette.tertiaryText)
      }
    }
  }
}
