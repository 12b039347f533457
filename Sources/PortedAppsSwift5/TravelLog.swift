import SwiftUI

/// A travel log written with iOS 17's vocabulary: formatted text, a drag that springs back,
/// state kept in the user's defaults, and a binding per row of an array.
public struct TravelLogScreen: View {
  @AppStorage("travelLog.trips") private var tripsLogged = 0
  @State private var legs = [Leg(city: "Lisbon", kilometres: 1_250.5), Leg(city: "Porto", kilometres: 313)]
  @State private var cardOffset = CGSize.zero
  @GestureState private var isDragging = false

  public init() {}

  private var total: Double { legs.reduce(0) { $0 + $1.kilometres } }

  public var body: some View {
    VStack(spacing: 12) {
      Text("Total \(total, format: .number.precision(.fractionLength(1))) km")
      Text(total / 1000, format: .percent)
      Text("Trips logged: \(tripsLogged)")
      Button("Log a trip") { tripsLogged += 1 }
      ForEach($legs) { $leg in
        LegRow(leg: $leg)
      }
      RoundedRectangle(cornerRadius: 12)
        .fill(isDragging ? Color.orange : Color.blue)
        .frame(width: 120, height: 80)
        .offset(cardOffset)
        .gesture(
          DragGesture()
            .updating($isDragging) { _, dragging, _ in dragging = true }
            .onChanged { cardOffset = $0.translation }
            .onEnded { _ in withAnimation(.spring()) { cardOffset = .zero } }
        )
    }
    .padding()
  }
}

struct Leg: Identifiable {
  let id = UUID()
  var city: String
  var kilometres: Double
}

/// One leg of the trip, edited through a binding to its element of the array.
struct LegRow: View {
  @Binding var leg: Leg

  var body: some View {
    HStack {
      Text(leg.city)
      Button("Skip") { leg.kilometres = 0 }
    }
  }
}
