import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

// Styling code as an iOS app writes it, compiled and drawn here unchanged.

private struct Card: Identifiable {
  let id: Int
  let title: String
  let color: Color
}

private struct CardView: View {
  let card: Card

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text(card.title).font(.system(.headline, design: .rounded, weight: .bold))
      Text("Updated today").font(.caption).foregroundStyle(.secondary)
      Text("42").font(.title.monospacedDigit()).fontWeight(.black)
    }
    .foregroundStyle(.white)
    .padding(12)
    .frame(width: 160, height: 100, alignment: .topLeading)
    .background(card.color.gradient)
    .clipShape(.rect(cornerRadius: 16))
  }
}

private struct Gallery: View {
  var body: some View {
    ZStack(alignment: .topLeading) {
      Color(.systemGroupedBackground)
      HStack(alignment: .top, spacing: 10) {
        CardView(card: Card(id: 1, title: "Sunrise", color: .orange))
        VStack(spacing: 6) {
          Circle().fill(.tint).frame(width: 20, height: 20)
          Capsule()
            .fill(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
            .frame(width: 60, height: 12)
          RoundedRectangle(cornerRadius: 8)
            .fill(RadialGradient(colors: [.yellow, .clear], center: .center, startRadius: 0, endRadius: 20))
            .frame(width: 40, height: 40)
          Image(systemName: "star.fill").foregroundStyle(.yellow, .orange).hueRotation(.degrees(45))
          Text("Tap").fontDesign(.serif).italic().bold().foregroundStyle(Color(uiColor: .label))
          AngularGradient(colors: [.red, .blue, .red], center: .center).frame(width: 30, height: 30)
            .clipShape(.circle)
        }
        .tint(.mint)
      }
      .padding(10)
    }
  }
}

@Suite("SwiftUI styling code") @MainActor
struct SwiftUIStyleSpellingTests {
  @Test func anIOSStyledScreenDrawsAsWritten() throws {
    let h = try Harness(size: Size(width: 300, height: 220), Gallery())
    // The card: the orange gradient, lighter at its top, inside rounded corners that show the
    // grouped background.
    let bottom = h.pixel(90, 107)
    #expect(bottom.isClose(to: .orange, 0.04))
    #expect(h.pixel(150, 13).luminance > bottom.luminance)
    #expect(h.pixel(11, 11).isClose(to: Color(hex: 0xF2F2F7), 0.02))
    let title = try #require(h.frame(ofText: "Sunrise"))
    #expect(h.count(.white, in: title, tolerance: 0.1) > 10)
    // The tinted circle, in mint.
    let circle = try #require(h.nodes(ShapeView<Circle>.self).first)
    #expect(h.pixel(circle.frame.midX, circle.frame.midY).isClose(to: .mint, 0.02))
  }
}
