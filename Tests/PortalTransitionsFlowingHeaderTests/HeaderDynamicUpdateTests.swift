import Foundation
import Observation
import PortalGraphics
import Testing

@testable import PortalTransitionsFlowingHeader
@testable import PortalUI

/// What a header shows, changed while it runs.
@Observable
@MainActor
final class LiveHeaderModel {
  var title = "Favorites"
  var subtitle = "Your starred items"
  /// A PNG found by `Image(name)`; nil shows a vector symbol.
  var imageName: String?
  var displays: Set<FlowingHeaderDisplayComponent> = [.title]
  var layout = FlowingHeaderLayout.horizontal
}

/// The seed's placement, with every argument taken from the model.
struct LiveHeaderPane: View {
  let model: LiveHeaderModel

  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        FlowingHeaderView()
        ForEach(0..<40) { index in
          Text("Row \(index)").frame(maxWidth: .infinity, alignment: .leading).frame(height: 44)
        }
      }
    }
    .flowingHeaderDestination(displays: model.displays)
    .flowingHeader(
      title: model.title, subtitle: model.subtitle, displays: model.displays, layout: model.layout,
      snappingBehavior: .none
    ) {
      if let name = model.imageName {
        Image(name)
      } else {
        Image(systemName: "star.fill").font(.system(size: 56)).foregroundStyle(.orange)
      }
    }
  }
}

/// A 60×40 PNG of one colour in a directory of its own, registered for `Image(name)`.
@MainActor
func registerSwatch(_ color: Color) throws -> String {
  let directory = NSTemporaryDirectory() + "portal-header-images-" + UUID().uuidString
  try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  let name = "swatch-\(UUID().uuidString)"
  let bitmap = try Bitmap(width: 60, height: 40)
  bitmap.clear(to: color)
  try bitmap.writePNG(to: directory + "/\(name).png")
  ImageResources.register(directory: directory)
  return name
}

@Suite("Flowing header updated while it runs") @MainActor
struct HeaderDynamicUpdateTests {
  /// A session scrolled part-way into the flow (no snapping, so it stays there).
  func partlyFlowed(_ model: LiveHeaderModel) throws -> HeaderSession {
    let s = try HeaderSession(LiveHeaderPane(model: model))
    var steps = 0
    while s.progress() < 0.3, steps < 200 {
      s.wheel(2)
      steps += 1
    }
    s.settle()
    let progress = s.progress()
    #expect(progress > 0.2 && progress < 0.8)
    return s
  }

  func texts(_ s: HeaderSession, _ content: String) -> Int {
    var count = 0
    s.graph.root.forEachDescendant { if let t = $0.view as? Text, t.content == content { count += 1 } }
    return count
  }

  @Test func aNewTitleFlowsFromWhereTheOldOneWas() throws {
    let model = LiveHeaderModel()
    let s = try partlyFlowed(model)
    let progress = s.progress()
    model.title = "Starred"
    s.settle()
    #expect(s.progress() == progress)
    #expect(s.flowingTitleFrame("Favorites") == nil)
    let drawn = try #require(s.flowingTitleFrame("Starred"))
    let element = try #require(s.state()?.presentation.title)
    #expect(abs(drawn.midX - element.center.x) <= 1 && abs(drawn.midY - element.center.y) <= 1)
  }

  @Test func aNewSubtitleShowsFadedAsFarAsTheFlowHasGone() throws {
    let model = LiveHeaderModel()
    let s = try partlyFlowed(model)
    model.subtitle = "Twelve items"
    s.settle()
    #expect(texts(s, "Your starred items") == 0)
    #expect(texts(s, "Twelve items") == 1)
    let state = try #require(s.state())
    #expect(state.presentation.subtitleOpacity == max(0, 1 - 2 * s.progress()))
  }

  @Test func lettingTheAccessoryFlowMovesTheStartAndHidesItInTheHeader() throws {
    let model = LiveHeaderModel()
    let s = try partlyFlowed(model)
    let state = try #require(s.state())
    #expect(!state.isFlowing(.accessory))
    #expect(state.presentation.accessory == nil)
    model.displays = [.title, .accessory]
    s.settle()
    #expect(state.isFlowing(.accessory))
    let height = try #require(state.accessorySource?.height)
    let accessory = try #require(state.presentation.accessory)
    #expect(accessory.size == state.accessorySource?.size)
    // The flow now starts a third of the accessory's height down: the same scroll is less far.
    let scrolled = try #require(state.scrollGeometry?.offset.y)
    let expected = PortalHeaderCalculations.calculateProgress(
      scrollOffset: scrolled, startAt: height / 3, range: FlowingHeaderTokens.transitionRange)
    #expect(abs(s.progress() - expected) <= 1 / FlowingHeaderTokens.transitionRange)
    model.displays = [.title]
    s.settle()
    #expect(!state.isFlowing(.accessory))
    #expect(state.presentation.accessory == nil)
    #expect(state.presentation.accessoryFade >= FlowingHeaderTokens.accessoryFadeMinimum)
  }

  @Test func switchingToAVerticalLayoutStacksTheStrip() throws {
    let model = LiveHeaderModel()
    model.displays = [.title, .accessory]
    let s = try partlyFlowed(model)
    let state = try #require(s.state())
    #expect(state.stripHeight == FlowingHeaderTokens.titleStripHeight)
    let sideBySide = try #require(state.presentation.accessoryDestination)
    let titleBeside = try #require(state.presentation.titleDestination)
    #expect(sideBySide.maxX <= titleBeside.minX)
    model.layout = .vertical
    s.settle()
    #expect(state.stripHeight == FlowingHeaderTokens.verticalTitleStripHeight)
    let above = try #require(state.presentation.accessoryDestination)
    let titleBelow = try #require(state.presentation.titleDestination)
    #expect(above.maxY <= titleBelow.minY)
    #expect(abs(above.midX - titleBelow.midX) < 1e-9)
  }

  @Test func aBundleImageAccessoryReplacesTheSymbolAndFlowsIntoTheStrip() throws {
    let magenta = Color(red: 1, green: 0, blue: 1)
    let name = try registerSwatch(magenta)
    let model = LiveHeaderModel()
    model.displays = [.title, .accessory]
    let s = try partlyFlowed(model)
    let state = try #require(s.state())
    model.imageName = name
    s.settle()
    // The header measures the PNG at its own size…
    #expect(state.accessorySource?.size == Size(width: 60, height: 40))
    // …and once flowed, the image sits in the strip's accessory slot, fitted without squashing.
    s.wheel(200)
    s.settle()
    #expect(s.progress() == 1)
    let accessory = try #require(state.presentation.accessory)
    let slot = try #require(state.presentation.accessoryDestination)
    #expect(abs(accessory.frame.width - 25) < 1e-6 && abs(accessory.frame.height - 25 * 40 / 60) < 1e-6)
    #expect(abs(accessory.frame.midX - slot.midX) < 1e-6 && abs(accessory.frame.midY - slot.midY) < 1e-6)
    let centre = s.host.main.bitmap.pixel(x: Int(slot.midX), y: Int(slot.midY))
    #expect(abs(centre.red - 1) < 0.05 && centre.green < 0.05 && abs(centre.blue - 1) < 0.05)
  }

  @Test func aSymbolAccessoryComesBackAfterTheImage() throws {
    let name = try registerSwatch(Color(red: 0, green: 0.5, blue: 1))
    let model = LiveHeaderModel()
    model.displays = [.title, .accessory]
    model.imageName = name
    let s = try partlyFlowed(model)
    let state = try #require(s.state())
    #expect(state.accessorySource?.size == Size(width: 60, height: 40))
    model.imageName = nil
    s.settle()
    let symbol = try #require(state.accessorySource)
    #expect(symbol.size != Size(width: 60, height: 40))
    #expect(state.presentation.accessory?.size == symbol.size)
  }
}
