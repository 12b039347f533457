import PortalTransitions
import SwiftUI

/// A grid of cards; tapping one flies it into a sheet, Done flies it back. Written as an iOS
/// developer writes it, with the original Portal's current API.
public struct CardGridExample: View {
  @State private var selectedCard: ExampleCard?
  @State private var cards = ExampleCard.samples
  @Namespace private var portalNamespace

  private let columns = Array(repeating: GridItem(.flexible(), spacing: 12), count: 3)

  public init() {}

  public var body: some View {
    PortalContainer {
      NavigationView {
        ScrollView {
          VStack(spacing: 20) {
            Text("Tap a card to open it")
              .font(.subheadline)
              .foregroundColor(.secondary)

            LazyVGrid(columns: columns, spacing: 12) {
              ForEach(cards) { card in
                CardFace(card: card)
                  .frame(height: 120)
                  .portal(item: card, as: .source, in: portalNamespace)
                  .onTapGesture { selectedCard = card }
              }
            }
            .padding(.horizontal)
          }
          .padding(.top)
        }
        .background(Color(.systemGroupedBackground).ignoresSafeArea())
        .navigationTitle("Cards")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .bottomBar) {
            Button("Add Card") { addCard() }
          }
        }
      }
      .sheet(item: $selectedCard) { card in
        CardDetail(card: card, namespace: portalNamespace)
      }
      .portalTransition(item: $selectedCard, in: portalNamespace, transition: .fade) { card in
        CardFace(card: card)
      }
    }
  }

  private func addCard() {
    let next = ExampleCard(
      title: "Card \(cards.count + 1)", color: .indigo, icon: "sparkles")
    withAnimation(.spring(response: 0.5, dampingFraction: 0.8)) { cards.append(next) }
  }
}

/// One card of the examples.
public struct ExampleCard: Identifiable, Hashable, Sendable {
  public let id = UUID()
  public let title: String
  public let color: Color
  public let icon: String

  public static let samples: [ExampleCard] = [
    ExampleCard(title: "Swift", color: .orange, icon: "flame.fill"),
    ExampleCard(title: "Portal", color: .purple, icon: "arrow.triangle.2.circlepath"),
    ExampleCard(title: "Motion", color: .green, icon: "waveform.path"),
    ExampleCard(title: "Design", color: .pink, icon: "paintbrush.fill"),
    ExampleCard(title: "Code", color: .blue, icon: "chevron.left.forwardslash.chevron.right"),
    ExampleCard(title: "Cloud", color: .teal, icon: "cloud.fill"),
  ]
}

/// The face of a card: its colour as a gradient, its symbol and title.
struct CardFace: View {
  let card: ExampleCard

  var body: some View {
    RoundedRectangle(cornerRadius: 16)
      .fill(card.color.gradient)
      .overlay(
        VStack(spacing: 8) {
          Image(systemName: card.icon)
            .font(.system(size: 30, weight: .medium))
          Text(card.title)
            .font(.headline)
        }
        .foregroundColor(.white)
      )
  }
}

/// The sheet a card opens into.
struct CardDetail: View {
  let card: ExampleCard
  let namespace: Namespace.ID
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    NavigationView {
      VStack(spacing: 24) {
        CardFace(card: card)
          .frame(width: 240, height: 180)
          .portal(item: card, as: .destination, in: namespace)
          .padding(.top, 20)
        Text("The card flew here from the grid, through the overlay window.")
          .multilineTextAlignment(.center)
          .foregroundStyle(.secondary)
          .padding(.horizontal)
        Spacer()
      }
      .frame(maxWidth: .infinity)
      .navigationTitle(card.title)
      .navigationBarTitleDisplayMode(.inline)
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Done") { dismiss() }
        }
      }
    }
  }
}
