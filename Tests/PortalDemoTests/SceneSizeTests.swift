import Foundation
import Testing

/// Every scene at 640×480, 1024×700 and 1920×1080, read from the demo's layout report (no X
/// server: each report is a short process that lays the scene out headless), against what a
/// person would call broken: a view over the sidebar, anything drawn past the window's edge or
/// cut off at a pane's edge, a title cut to "…" that is whole at 1280×800.
@Suite("portal-demo scenes at three window sizes")
struct SceneSizeTests {
  static let scenes = ["grid", "push", "static-id", "group", "carousel", "header", "second-window"]
  static let sizes = ["640x480", "1024x700", "1920x1080"]
  /// The size the tour, the benchmarks and the screenshots in the README are made at.
  static let reference = "1280x800"

  /// Kinds of view that draw nothing while the scene is at rest: a sheet's layer with no sheet
  /// presented covers the whole window, a spacer only holds room.
  private static let drawsNothing: Set = ["SheetLayer", "Spacer"]

  /// The scene's views that draw and show, outside the sidebar; fails when there are none, so a
  /// report that lost the scene cannot pass the checks on it.
  private func shownSceneViews(_ layout: SceneLayout) -> [SceneLayout.View] {
    let shown = layout.views.filter {
      !$0.inSidebar && $0.visible != nil && !Self.drawsNothing.contains($0.kind)
    }
    #expect(
      shown.contains { $0.kind == "text" }, "\(layout.scene) at \(layout.size): no text of the scene shows")
    return shown
  }

  @Test(arguments: scenes)
  func nothingOfTheSceneReachesOverTheSidebar(scene: String) throws {
    for size in Self.sizes {
      let layout = try SceneLayout.cached(scene: scene, size: size)
      #expect(layout.sidebar.width >= 200, "\(scene) at \(size): the sidebar is \(layout.sidebar)")
      for view in shownSceneViews(layout) {
        let visible = try #require(view.visible)
        #expect(
          visible.x >= layout.sidebar.maxX - 0.5,
          "\(scene) at \(size): \(view.description) reaches over the sidebar")
      }
    }
  }

  @Test(arguments: scenes)
  func everythingDrawsInsideTheWindowAndNothingIsCutAtAPanesEdge(scene: String) throws {
    for size in Self.sizes {
      let layout = try SceneLayout.cached(scene: scene, size: size)
      _ = shownSceneViews(layout)
      for view in layout.views where !Self.drawsNothing.contains(view.kind) {
        if let visible = view.visible {
          #expect(
            layout.window.contains(visible),
            "\(scene) at \(size): \(view.description) draws outside the window")
        }
        // Past a scroll view's side where it does not scroll, no one can bring it into view.
        #expect(
          !view.overflows, "\(scene) at \(size): \(view.description) is cut off at the edge of its pane")
      }
    }
  }

  @Test(arguments: scenes)
  func noTextIsCutThatIsWholeAt1280By800(scene: String) throws {
    let reference = try SceneLayout.cached(scene: scene, size: Self.reference)
    // Texts cut at the reference size are not this test's business (there are none today).
    let cutThere = Set(reference.texts.filter(\.cut).compactMap(\.text))
    for size in Self.sizes {
      let layout = try SceneLayout.cached(scene: scene, size: size)
      _ = shownSceneViews(layout)
      for text in layout.texts where text.cut && !cutThere.contains(text.text ?? "") {
        Issue.record("\(scene) at \(size): \(text.description) is cut, and whole at \(Self.reference)")
      }
    }
  }

  @Test(arguments: ["grid", "push", "carousel"])
  func cardGridsHaveMoreColumnsOfCardsNoLargerAsTheWindowWidens(scene: String) throws {
    // Columns by window width; 1280×800 keeps its four of about 235 points.
    let expected = ["640x480": 2, "1024x700": 3, "1280x800": 4, "1920x1080": 6]
    for (size, columns) in expected {
      let row = try SceneLayout.cached(scene: scene, size: size).firstRowOfCards
      #expect(row.count == columns, "\(scene) at \(size): \(row.count) columns")
      for card in row {
        #expect(
          card.width >= 160 && card.width <= 260.5, "\(scene) at \(size): a card \(card.width) points wide")
      }
    }
    let reference = try #require(
      try SceneLayout.cached(scene: scene, size: Self.reference).firstRowOfCards.first)
    #expect(
      abs(reference.width - 234.75) < 1, "at \(Self.reference) a card is \(reference.width) points wide")
  }

  /// The share of the scene's width (right of the sidebar and its divider) its content spans:
  /// from the scene's leading edge to the trailing edge of the last view that shows, the
  /// scene's own background (a view as wide as the scene) aside.
  private func shareOfWidthSpanned(_ layout: SceneLayout) -> Double {
    let leading = layout.sidebar.maxX + 1
    let width = layout.window.maxX - leading
    let trailing =
      shownSceneViews(layout)
      .filter { $0.kind != "Divider" && $0.frame.width < width - 1 }
      .compactMap { $0.visible?.maxX }.max() ?? leading
    return (trailing - leading) / width
  }

  @Test(arguments: ["group", "static-id", "header"])
  func aSceneOfFixedSizeGrowsWithAWideWindowInsteadOfKeepingToItsCorner(scene: String) throws {
    // At 1280×800 these scenes fill most of their width (the pile beside the grid, the box
    // beside the badge, the controls beside the pane); at 1920×1080 they keep most of that
    // share instead of staying at their 1280 size in the top-left corner. The header's pane
    // stops at a list's readable width, so the share is allowed to fall some.
    let reference = shareOfWidthSpanned(try SceneLayout.cached(scene: scene, size: Self.reference))
    let wide = shareOfWidthSpanned(try SceneLayout.cached(scene: scene, size: "1920x1080"))
    #expect(
      wide >= 0.7 * reference,
      "\(scene): spans \(Int(wide * 100)) % of its width at 1920×1080, \(Int(reference * 100)) % at \(Self.reference)"
    )
  }

  @Test(arguments: ["grid", "push", "carousel"])
  func cardsInARowAreOneSizeAndTheirTitlesSitOnOneBaseline(scene: String) throws {
    for size in Self.sizes + [Self.reference] {
      let layout = try SceneLayout.cached(scene: scene, size: size)
      let pictures = layout.views.filter(\.isCardPicture).map(\.frame)
      #expect(!pictures.isEmpty, "\(scene) at \(size): no cards")
      for top in Set(pictures.map(\.y)) {
        let row = pictures.filter { $0.y == top }
        #expect(
          Set(row.map(\.width)).count == 1 && Set(row.map(\.height)).count == 1,
          "\(scene) at \(size): the cards of the row at y \(top) are \(row)")
        // The first text under each picture is its title.
        let titles = row.compactMap { picture in
          layout.texts.filter { $0.frame.x == picture.x && $0.frame.y >= picture.maxY }.min { $0.frame.y < $1.frame.y }
        }
        #expect(titles.count == row.count, "\(scene) at \(size): \(row.count) cards, \(titles.count) titles")
        #expect(
          Set(titles.map(\.frame.y)).count == 1,
          "\(scene) at \(size): the titles of the row at y \(top) are at \(titles.map(\.description))")
      }
    }
  }

  @Test func theSecondWindowSceneShowsAllNineCardsAt1920By1080() throws {
    let layout = try SceneLayout.cached(scene: "second-window", size: "1920x1080")
    let cards = layout.views.filter(\.isCardPicture)
    #expect(cards.count == 9)
    #expect(layout.firstRowOfCards.count == 3)
    for card in cards {
      #expect(card.frame.width <= 320.5, "a card \(card.frame.width) points wide")
      #expect(
        card.visible.map { $0.width == card.frame.width && $0.height == card.frame.height } == true,
        "\(card.description) is not all in view")
    }
  }
}
