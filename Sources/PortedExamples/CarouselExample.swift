import PortalTransitions
import SwiftUI

/// A grid opens into a paging carousel over the whole window; paging to another card and
/// closing flies back to the card now shown (`transferActivePortal` through `CrossModel`).
public struct CarouselExample: View {
  @State private var coverItem: ExampleCard?
  @State private var portalItem: ExampleCard?
  @Namespace private var namespace

  public init() {}

  public var body: some View {
    PortalContainer {
      ScrollView {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 110), spacing: 10)], spacing: 10) {
          ForEach(ExampleCard.samples) { card in
            CardFace(card: card)
              .frame(height: 110)
              .portal(item: card, as: .source, in: namespace)
              .onTapGesture {
                portalItem = card
                coverItem = card
              }
          }
        }
        .padding()
      }
      .fullScreenCover(item: $coverItem) { card in
        CarouselPages(start: card, portalItem: $portalItem, namespace: namespace)
      }
      .portalTransition(item: $portalItem, in: namespace, animation: .smooth(duration: 0.3)) { card in
        CardFace(card: card)
      }
    }
  }
}

/// The pages: one card each, every one a destination of its own card's portal.
struct CarouselPages: View {
  let start: ExampleCard
  @Binding var portalItem: ExampleCard?
  let namespace: Namespace.ID
  @State private var page = 0
  @Environment(CrossModel.self) private var portalModel
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    ZStack(alignment: .topTrailing) {
      Color(.systemBackground).ignoresSafeArea()
      TabView(selection: $page) {
        ForEach(Array(ExampleCard.samples.enumerated()), id: \.element.id) { index, card in
          CardFace(card: card)
            .frame(width: 260, height: 260)
            .portal(item: card, as: .destination, in: namespace)
            .tag(index)
        }
      }
      .tabViewStyle(.page(indexDisplayMode: .always))
      Button {
        portalItem = nil
        dismiss()
      } label: {
        Image(systemName: "xmark.circle.fill").font(.system(size: 28)).foregroundStyle(.secondary)
      }
      .padding()
    }
    .onAppear {
      page = ExampleCard.samples.firstIndex(where: { $0.id == start.id }) ?? 0
    }
    .onChange(of: page) { old, new in
      let samples = ExampleCard.samples
      portalModel.transferActivePortal(fromItem: samples[old], toItem: samples[new], in: namespace)
      portalItem = samples[new]
    }
  }
}
