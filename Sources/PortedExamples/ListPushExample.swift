import PortalTransitions
import SwiftUI

/// A list of places; tapping a row pushes its page and its icon flies from the row into the
/// page's header.
public struct ListPushExample: View {
  @State private var path: [Place] = []
  @State private var flying: Place?
  @Namespace private var namespace

  public init() {}

  public var body: some View {
    PortalContainer {
      NavigationStack(path: $path) {
        List {
          Section("Places") {
            ForEach(Place.samples) { place in
              HStack(spacing: 12) {
                PlaceIcon(place: place)
                  .frame(width: 44, height: 44)
                  .portal(item: place, as: .source, in: namespace)
                VStack(alignment: .leading, spacing: 2) {
                  Text(place.name).font(.headline)
                  Text(place.region).font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Image(systemName: "chevron.right").foregroundStyle(.tertiary)
              }
              .contentShape(Rectangle())
              .onTapGesture {
                path.append(place)
                flying = place
              }
            }
          }
        }
        .navigationTitle("Places")
        .navigationDestination(for: Place.self) { place in
          PlacePage(place: place, namespace: namespace)
            .onDisappear { if flying == place { flying = nil } }
        }
      }
      .portalTransition(item: $flying, in: namespace) { place in
        PlaceIcon(place: place)
      }
    }
  }
}

/// A place of the list example.
public struct Place: Identifiable, Hashable, Sendable {
  public let id: Int
  public let name: String
  public let region: String
  public let color: Color
  public let icon: String

  public static let samples = [
    Place(id: 1, name: "Amber Ridge", region: "Highlands", color: .orange, icon: "mountain.2.fill"),
    Place(id: 2, name: "Cedar Lake", region: "Lowlands", color: .blue, icon: "water.waves"),
    Place(id: 3, name: "Fern Hollow", region: "Woods", color: .green, icon: "leaf.fill"),
    Place(id: 4, name: "Sunstone Bay", region: "Coast", color: .yellow, icon: "sun.max.fill"),
  ]
}

/// A place's rounded icon.
struct PlaceIcon: View {
  let place: Place

  var body: some View {
    RoundedRectangle(cornerRadius: 10)
      .fill(place.color)
      .overlay(Image(systemName: place.icon).foregroundColor(.white))
  }
}

/// The pushed page of a place.
struct PlacePage: View {
  let place: Place
  let namespace: Namespace.ID

  var body: some View {
    ScrollView {
      VStack(spacing: 16) {
        PlaceIcon(place: place)
          .frame(width: 160, height: 160)
          .portal(item: place, as: .destination, in: namespace)
        Text(place.name).font(.title)
        Text("A page pushed from the list.").foregroundStyle(.secondary)
      }
      .padding(.top, 24)
      .frame(maxWidth: .infinity)
    }
    .navigationTitle(place.name)
  }
}
