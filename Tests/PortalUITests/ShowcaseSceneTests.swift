import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalUI

/// A painted "photo" for the cards: a sky gradient, a sun and two hills.
@MainActor
private func landscape(sky: [Color], hill: Color) throws -> Bitmap {
  let bitmap = try Bitmap(width: 180, height: 100)
  let canvas = Canvas(bitmap: bitmap)
  canvas.fill(
    Rect(x: 0, y: 0, width: 180, height: 100),
    with: .linear(Gradient(colors: sky), from: Point(x: 0, y: 0), to: Point(x: 0, y: 100)))
  canvas.fill(circleCenter: Point(x: 130, y: 34), radius: 14, with: .color(Color(hex: 0xFFF4C2)))
  canvas.fill(Path(ellipseIn: Rect(x: -40, y: 60, width: 160, height: 90)), with: .color(hill.opacity(0.8)))
  canvas.fill(Path(ellipseIn: Rect(x: 60, y: 70, width: 180, height: 80)), with: hill)
  return bitmap
}

private struct Card: View {
  let photo: Bitmap
  let symbol: String
  let title: String
  let subtitle: String
  let tag: String
  let tint: Color
  let isNew: Bool

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Image(bitmap: photo).resizable().scaledToFill()
        .frame(width: 160, height: 90).clipped()
        .cornerRadius(10)
        .overlay(alignment: .topTrailing) {
          if isNew {
            Text("NEW").font(.caption2.bold()).foregroundStyle(.white)
              .padding(EdgeInsets(top: 3, leading: 7, bottom: 3, trailing: 7))
              .background(Capsule().fill(.red))
              .rotationEffect(.degrees(8))
              .padding(8)
          }
        }
      HStack(spacing: 6) {
        Image(systemName: symbol).foregroundStyle(tint)
        Text(title).font(.headline)
      }
      Text(subtitle).font(.footnote).foregroundStyle(.secondary).lineLimit(2)
      HStack {
        Text(tag).font(.caption).foregroundStyle(tint)
          .padding(EdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8))
          .background(Capsule().strokeBorder(tint, lineWidth: 1))
        Spacer()
        Button("Open") {}.tint(tint)
      }
    }
    .frame(width: 160)
    .padding(12)
    .background(RoundedRectangle(cornerRadius: 16).fill(.white))
    .shadow(color: .black.opacity(0.18), radius: 10, y: 4)
  }
}

private struct Showcase: View {
  let photos: [Bitmap]

  var body: some View {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 12) {
        Circle().fill(
          .linearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
        )
        .frame(width: 36, height: 36)
        .overlay { Image(systemName: "person.fill").foregroundStyle(.white) }
        .overlay(alignment: .bottomTrailing) {
          Circle().fill(.green).frame(width: 10, height: 10)
            .overlay(Circle().strokeBorder(.white, lineWidth: 2))
        }
        VStack(alignment: .leading, spacing: 2) {
          Text("Good evening").font(.title3)
          Text("Three places to go this weekend").font(.footnote).foregroundStyle(.secondary)
        }
        Spacer()
        Image(systemName: "bell.fill").foregroundStyle(.orange).font(.title2)
          .overlay(alignment: .topTrailing) {
            Circle().fill(.red).frame(width: 8, height: 8).offset(x: 3, y: -2)
          }
      }
      HStack(alignment: .top, spacing: 16) {
        Card(
          photo: photos[0], symbol: "sun.max.fill", title: "Coast walk",
          subtitle: "Cliffs, seals and a café at the far end of the bay.", tag: "2 h", tint: .orange,
          isNew: true)
        Card(
          photo: photos[1], symbol: "leaf.fill", title: "Old forest",
          subtitle: "A quiet loop under beeches and along the stream.", tag: "3 h", tint: .green, isNew: false
        )
        Card(
          photo: photos[2], symbol: "moon.fill", title: "Night sky",
          subtitle: "Dark hills, a telescope and hot chocolate.", tag: "Late", tint: .indigo, isNew: false)
      }
      HStack(spacing: 14) {
        RoundedRectangle(cornerRadius: 8).fill(.teal).frame(width: 44, height: 44)
        RoundedRectangle(cornerRadius: 8).strokeBorder(.teal, lineWidth: 3).frame(width: 44, height: 44)
        Ellipse().fill(.radialGradient(colors: [.yellow, .orange], center: .center, endRadius: 30))
          .frame(width: 64, height: 44)
        Capsule().fill(.linearGradient(colors: [.mint, .blue], startPoint: .leading, endPoint: .trailing))
          .frame(width: 80, height: 28)
        Rectangle().fill(.purple).frame(width: 34, height: 34).rotationEffect(.degrees(45)).opacity(0.6)
        Image(systemName: "heart.fill").foregroundStyle(.pink).font(.title).scaleEffect(1.3)
        Spacer()
        Button("Share") {}.disabled(true)
        Button(action: {}) {
          HStack(spacing: 6) {
            Image(systemName: "paperplane.fill"); Text("Send")
          }
        }
      }
      .padding(14)
      .background(RoundedRectangle(cornerRadius: 14).fill(.white))
      .shadow(color: .black.opacity(0.12), radius: 6, y: 2)
    }
    .padding(20)
    .frame(width: 640, height: 400, alignment: .topLeading)
    .background(Color(hex: 0xF2F2F7))
  }
}

@Suite("Showcase") @MainActor
struct ShowcaseSceneTests {
  @Test func theShowcaseSceneRendersCardsWithImagesTextShapesShadowsAndButtons() throws {
    let photos = [
      try landscape(sky: [Color(hex: 0xFFB36B), Color(hex: 0xFF7A8A)], hill: Color(hex: 0x3E6B5A)),
      try landscape(sky: [Color(hex: 0xBFE3FF), Color(hex: 0xE9F7E4)], hill: Color(hex: 0x2F7D3A)),
      try landscape(sky: [Color(hex: 0x1B2250), Color(hex: 0x4A3B7A)], hill: Color(hex: 0x141830)),
    ]
    let h = try Harness(size: Size(width: 640, height: 400), Showcase(photos: photos))
    h.settle()
    let image = try h.host.composite()
    try image.writePNG(to: TestArtifacts.path("showcase.png"))

    var cards: [Rect] = []
    h.graph.root.forEachDescendant { if $0.view is Card { cards.append($0.frame) } }
    #expect(cards.count == 3)
    #expect(zip(cards, cards.dropFirst()).allSatisfy { $0.maxX <= $1.minX })
    #expect(cards.allSatisfy { $0.maxX <= 620 && $0.maxY <= 380 })
    let first = try #require(cards.first)
    // The card is white, and its shadow darkens the page just below it.
    #expect(h.pixel(first.midX, first.maxY - 4).isClose(to: .white))
    #expect(h.pixel(first.midX, first.maxY + 3).luminance < Color(hex: 0xF2F2F7).luminance - 0.02)
    let openButtons = h.graph.hitTest(try #require(h.frame(ofText: "Open")).center)
    #expect(openButtons.map { InputState.tapTarget($0) != nil } == true)

    // The whole picture against the committed golden, within anti-aliasing tolerance; on a
    // mismatch the actual image and a diff land beside the golden.
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Goldens/showcase.png").path
    let result = try ImageComparison(channelTolerance: 12, allowedMismatchFraction: 0.002).check(image, againstGolden: golden)
    #expect(result.passed, "\(result.mismatchedPixels) pixels differ from \(golden); see showcase.diff.png")
  }
}
