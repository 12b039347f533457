import Foundation
import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@MainActor @Observable
private final class CardModel {
  var moved = false
  var title = "Amber Ridge"
  var shown = true
}

/// A card with text, a gradient, a rounded clip and a shadow: costly to draw, cheap to move.
private struct Card: View {
  let title: String
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      LinearGradient(colors: [Color(hex: 0xF6B26B), Color(hex: 0x8E7CC3)], startPoint: .top, endPoint: .bottom)
        .frame(height: 70)
      Text(title).font(.headline)
      Text("A line of smaller text").font(.footnote).foregroundStyle(Color.gray)
    }
    .padding(10)
    .frame(width: 160)
    .background(Color.white)
    .clipShape(RoundedRectangle(cornerRadius: 12))
    .shadow(color: Color.black.opacity(0.25), radius: 6, y: 3)
  }
}

private struct MovingCard: View {
  let model: CardModel
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Behind").onTapGesture { withAnimation(.linear(duration: 1)) { model.moved.toggle() } }
      if model.shown {
        Card(title: model.title).drawingGroup().offset(x: model.moved ? 200 : 0, y: model.moved ? 37 : 0)
      }
    }
    .padding(20)
  }
}

private struct ScrollingGroup: View {
  var body: some View {
    ScrollView {
      VStack(spacing: 8) {
        ForEach(0..<40) { index in
          Text("Row \(index)").frame(maxWidth: .infinity, alignment: .leading).padding(6)
            .background(Color(hex: index % 2 == 0 ? 0xDCE7FD : 0xFDE4D8))
        }
      }
    }
    .frame(width: 200, height: 160)
    .drawingGroup()
    .padding(20)
  }
}

/// A square panel on an opaque background, moving: its layer's middle is opaque.
private struct MovingPanel: View {
  let model: CardModel
  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Behind").onTapGesture { withAnimation(.linear(duration: 1)) { model.moved.toggle() } }
      VStack(alignment: .leading, spacing: 6) {
        Text(model.title).font(.headline)
        Text("Copied where it is opaque").font(.footnote)
      }
      .padding(12)
      .frame(width: 180, height: 90)
      .background(Color(hex: 0xFDE4D8))
      .drawingGroup()
      .offset(x: model.moved ? 190 : 0, y: model.moved ? 41 : 0)
    }
    .padding(20)
  }
}

/// Rows with gaps between them, kept as a layer, over a background colour: the layer is drawn
/// over the colour and is opaque wherever the colour lies.
private struct RowsOverBackground: View {
  let model: CardModel
  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      ForEach(0..<4) { index in
        Text(index == 0 ? model.title : "Row \(index)").padding(6).background(Color(hex: 0xDCE7FD))
      }
    }
    .padding(16)
    .drawingGroup()
    .frame(width: 240, height: 200, alignment: .topLeading)
    .background(Color(hex: 0xF3EEE4))
    .padding(20)
  }
}

/// Two rows kept as a layer; the lower one is offset by the model, so it moves inside the
/// layer while nothing else is evaluated again and neither row changes.
/// A translucent badge over a kept group, beside it in the tree rather than inside it.
private struct BadgeOverGroup: View {
  let model: CardModel
  var body: some View {
    ZStack(alignment: .topLeading) {
      Card(title: "Amber Ridge").drawingGroup()
      if model.shown { Color.red.opacity(0.5).frame(width: 60, height: 40).offset(x: 30, y: 30) }
    }
    .padding(20)
  }
}

/// Two groups side by side; the left one reports where a view inside it is placed.
private struct TwoGroups: View {
  let report: (PlacedView, ViewGraph) -> Void
  var body: some View {
    HStack(spacing: 10) {
      Card(title: "Amber Ridge").layoutHook(reportView: report).drawingGroup()
      Card(title: "Blue Hollow").drawingGroup()
    }
    .padding(20)
  }
}

private struct ShiftingInside: View {
  let model: CardModel
  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      Text("Top row").padding(6).background(Color(hex: 0xDCE7FD))
      ShiftedRow(model: model)
    }
    .padding(12)
    .frame(width: 200, height: 120, alignment: .topLeading)
    .drawingGroup()
    .padding(20)
  }
}

private struct ShiftedRow: View {
  let model: CardModel
  var body: some View {
    Text("Bottom row").padding(6).background(Color(hex: 0xFDE4D8)).offset(x: model.moved ? 24 : 0)
    TitleRow(model: model)
  }
}

/// A row whose colour follows the model, evaluated alone when it changes.
private struct TitleRow: View {
  let model: CardModel
  var body: some View { Text("Tinted row").padding(6).background(Color(hex: model.shown ? 0xE4FDD8 : 0xFDD8E4)) }
}

/// How the window differs from the same window drawn from nothing without retained layers.
struct FreshDrawDifference: CustomStringConvertible {
  /// Pixels differing by more than the tolerance in a channel. Compositing a kept layer blends
  /// its edges once more than drawing them straight does, which can round a channel by a step.
  var count = 0
  /// The largest difference in a colour channel.
  var largest = 0.0
  /// The mean difference of the colour channels over the window.
  var mean = 0.0
  var description: String { "\(count) pixels differ, largest \(largest), mean \(mean)" }
}

extension Harness {
  /// Compares the window with the same window drawn from nothing without retained layers.
  func differenceFromFreshDraw(tolerance: Double = 3.0 / 255) throws -> FreshDrawDifference {
    let shown = host.main.bitmap
    let fresh = try Bitmap(width: shown.width, height: shown.height)
    graph.drawWhole(into: fresh, usingRetainedLayers: false)
    var result = FreshDrawDifference()
    var total = 0.0
    for y in 0..<shown.height {
      for x in 0..<shown.width {
        let a = shown.pixel(x: x, y: y)
        let b = fresh.pixel(x: x, y: y)
        let channels = [abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue)]
        result.largest = max(result.largest, channels.max()!)
        total += channels.reduce(0, +) / 3
        if !a.isClose(to: b, tolerance) { result.count += 1 }
      }
    }
    result.mean = total / Double(shown.width * shown.height)
    return result
  }
}

/// A retained layer keeps its subtree's pixels while only its position changes, draws the
/// subtree again when something inside changes, and a frame composited from it shows what a
/// frame drawn from nothing shows.
@Suite("Retained layers") @MainActor
struct RetainedLayerTests {
  private func layer(_ h: Harness) throws -> RetainedLayer {
    try #require(h.graph.retainedLayers.first)
  }

  private func differingPixels(_ h: Harness) throws -> Int { try h.differenceFromFreshDraw().count }

  private func difference(_ h: Harness) throws -> FreshDrawDifference { try h.differenceFromFreshDraw() }

  @Test func aMovingGroupIsDrawnOnceAndCompositedEveryFrameAfter() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 460, height: 260), MovingCard(model: model))
    let layer = try layer(h)
    #expect(layer.rasterCount == 1)
    let text = try #require(h.frame(ofText: "Behind"))
    h.host.send(.pointerPressed(text.center, button: .primary))
    h.host.send(.pointerReleased(text.center, button: .primary))
    h.host.step(by: 0)
    // The tap evaluated the card's body again, which draws it again once.
    let drawn = layer.rasterCount
    var positions: Set<Double> = []
    for _ in 0..<6 {
      h.host.step(by: 0.13)
      positions.insert(try #require(h.graph.retainedLayers.first.flatMap { _ in h.node(DrawingGroupView<Card>.self)?.frame.minX }))
      let d = try difference(h)
      // Between device pixels the kept pixels are filtered: edges soften by up to half a
      // pixel's contrast, so a frame in motion is held to a small mean difference.
      #expect(d.mean < 1.0 / 255, "a composited frame in motion is close to one drawn from nothing: \(d)")
    }
    #expect(positions.count == 6, "each step showed the group somewhere else")
    h.settle()
    #expect(model.moved)
    #expect(layer.rasterCount == drawn, "moving the group does not draw it again")
    #expect(layer.compositeCount >= 6)
    #expect(try differingPixels(h) == 0, "at rest, on whole pixels, the composited frame is exact")
  }

  @Test func aLayerWithAnOpaqueMiddleIsCopiedThereAndLooksTheSame() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 460, height: 260), MovingPanel(model: model))
    let layer = try layer(h)
    #expect(layer.opaqueArea != nil, "the background fills the group's frame")
    #expect(try differingPixels(h) == 0)
    let text = try #require(h.frame(ofText: "Behind"))
    h.host.send(.pointerPressed(text.center, button: .primary))
    h.host.send(.pointerReleased(text.center, button: .primary))
    for _ in 0..<5 {
      h.host.step(by: 0.17)
      let d = try difference(h)
      #expect(d.mean < 1.0 / 255, "in motion: \(d)")
    }
    h.settle()
    #expect(try differingPixels(h) == 0, "at rest the copied frame is exact")
  }

  @Test func aLayerOverABackgroundColourIsDrawnOverItAndCopiedWhereItLies() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 300, height: 260), RowsOverBackground(model: model))
    let layer = try layer(h)
    // The rows leave gaps, yet the layer is opaque over the colour under it: all of it but the
    // margin above and before the group, where the colour does not reach (the group starts at
    // the colour's corner).
    let area = try #require(layer.opaqueArea, "the colour under the group is filled under its pixels")
    #expect(area.width >= layer.bounds.width - 9 && area.height >= layer.bounds.height - 9, "\(area) of \(layer.bounds)")
    #expect(try differingPixels(h) == 0)
    // A change inside draws it again, still over the colour.
    model.title = "Changed row"
    h.settle()
    #expect(layer.opaqueArea != nil)
    #expect(try differingPixels(h) == 0)
  }

  @Test func aChangeInsideTheGroupDrawsItAgain() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 460, height: 260), MovingCard(model: model))
    let layer = try layer(h)
    model.title = "Cobalt Bay"
    h.settle()
    #expect(layer.rasterCount == 2)
    #expect(h.frame(ofText: "Cobalt Bay") != nil)
    #expect(try differingPixels(h) == 0)
  }

  @Test func aNodeMovingInsideTheGroupDrawsItAgain() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 300, height: 200), ShiftingInside(model: model))
    let layer = try layer(h)
    model.moved = true
    h.settle()
    #expect(layer.rasterCount == 2, "the row moved inside the layer, not with it")
    #expect(try differingPixels(h) == 0)
  }

  @Test func damageFromOutsideTheTreeOverTheGroupDrawsItAgain() throws {
    let h = try Harness(size: Size(width: 460, height: 260), MovingCard(model: CardModel()))
    let layer = try layer(h)
    h.graph.addDamage(Rect(x: 40, y: 80, width: 10, height: 10))
    h.settle()
    // Only that part of the kept pixels is drawn again.
    #expect(layer.rasterCount == 1 && layer.partialRasterCount == 1)
    #expect(try differingPixels(h) == 0)
    h.graph.addDamage(Rect(x: 400, y: 230, width: 10, height: 10))
    h.settle()
    #expect(layer.partialRasterCount == 1, "damage away from the group leaves its pixels")
  }

  /// A view that draws differently (a portal end shown or hidden) damages from its node: only
  /// the layer holding it draws that part again, though the area reaches over its neighbour.
  @Test func aViewsOwnDamageRedrawsOnlyTheLayerHoldingIt() throws {
    var placed: PlacedView?
    let h = try Harness(size: Size(width: 560, height: 260), TwoGroups { view, _ in placed = view })
    let view = try #require(placed)
    let layers = h.graph.retainedLayerNodes.values.sorted { $0.frame.minX < $1.frame.minX }.compactMap(\.retainedLayer)
    try #require(layers.count == 2)
    // Past the left card's right edge, over the right card's left edge.
    let area = view.frame.insetBy(dx: -48, dy: -48)
    let reachesTheRightGroup = area.maxX > h.graph.retainedLayerNodes.values.map(\.frame.minX).max()!
    #expect(reachesTheRightGroup)
    view.damage(area, in: h.graph)
    h.settle()
    #expect(layers[0].partialRasterCount == 1, "the holding layer draws the part again")
    #expect(layers[1].rasterCount == 1 && layers[1].partialRasterCount == 0, "its neighbour keeps its pixels")
    #expect(try differingPixels(h) == 0)
    // The same area as damage from outside the tree draws both again.
    h.graph.addDamage(area)
    h.settle()
    #expect(layers[1].partialRasterCount == 1)
  }

  @Test func aViewLeavingFromOverTheGroupLeavesItsPixels() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 300, height: 240), BadgeOverGroup(model: model))
    let layer = try layer(h)
    model.shown = false
    h.settle()
    // The badge was drawn over the group's pixels, never into them.
    #expect(layer.rasterCount == 1 && layer.partialRasterCount == 0)
    #expect(try differingPixels(h) == 0)
  }

  @Test func aChangeInsideAStillGroupDrawsOnlyThatPartAgain() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 300, height: 200), ShiftingInside(model: model))
    let layer = try layer(h)
    model.shown = false
    h.settle()
    #expect(layer.rasterCount == 1 && layer.partialRasterCount == 1, "the changed row's part, not the whole layer")
    #expect(try differingPixels(h) == 0)
  }

  @Test func scrollingInsideAGroupDrawsItAgainAndShowsTheScrolledContent() throws {
    let h = try Harness(size: Size(width: 300, height: 240), ScrollingGroup())
    let layer = try layer(h)
    h.scroll(at: Point(x: 100, y: 100), dy: 90)
    #expect(layer.rasterCount >= 2)
    #expect(try differingPixels(h) == 0)
  }

  @Test func aRemovedGroupFreesItsPixels() throws {
    let model = CardModel()
    let h = try Harness(size: Size(width: 460, height: 260), MovingCard(model: model))
    #expect(h.graph.retainedLayerMemory > 0)
    model.shown = false
    h.settle()
    #expect(h.graph.retainedLayers.isEmpty)
    #expect(h.graph.retainedLayerMemory == 0)
  }

  @Test func compositingGroupAndDrawingGroupSpellLikeSwiftUI() throws {
    let h = try Harness(
      VStack {
        Text("a").drawingGroup(opaque: false, colorMode: .linear)
        Text("b").compositingGroup()
        Text("c").drawingGroup()
      })
    #expect(h.graph.retainedLayers.count == 3)
    #expect(try differingPixels(h) == 0)
  }
}
