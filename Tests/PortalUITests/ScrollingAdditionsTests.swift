import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Scroll target behaviour") @MainActor
struct ScrollTargetBehaviorTests {
  func carousel(_ behavior: some ScrollTargetBehavior) -> some View {
    ScrollView(.horizontal) {
      LazyHStack(spacing: 0) {
        ForEach(0..<10) { index in Text("Card \(index)").frame(width: 200, height: 100) }
      }
      .scrollTargetLayout()
    }
    .scrollTargetBehavior(behavior)
    .frame(width: 400, height: 100)
  }

  /// Turns the wheel by one notch-sized step (not a touchpad's precise scroll) and lets the
  /// glide and the settling run.
  func notch(_ h: Harness, dx: Double) {
    h.host.send(.scrolled(Point(x: 200, y: 50), dx: dx, dy: 0, precise: false))
    h.settle()
  }

  @Test func aViewAlignedScrollComesToRestWithACardAtTheLeadingEdge() throws {
    let h = try Harness(atOrigin { carousel(.viewAligned) })
    notch(h, dx: 48)
    // Whatever distance a notch moves, the content rests with a card's leading edge at the
    // viewport's.
    let card = try #require(h.frame(ofText: "Card 1"))
    let cardLeading = card.midX - 100
    #expect(abs(cardLeading.remainder(dividingBy: 200)) < 1)
    #expect(cardLeading < 1)
  }

  @Test func pagingRestsOnWholePages() throws {
    let h = try Harness(atOrigin { carousel(.paging) })
    notch(h, dx: 48)
    // One notch turns one page (the viewport, 400 points): card 2 is at the leading edge.
    let card = try #require(h.frame(ofText: "Card 2"))
    #expect(abs(card.midX - 100) < 2)
  }
}

@Suite("Scroll indicators") @MainActor
struct ScrollIndicatorsTests {
  @Test func hiddenIndicatorsAreNotDrawn() throws {
    func make(_ visibility: ScrollIndicatorVisibility) throws -> Harness {
      try Harness(
        atOrigin {
          ScrollView { Color.white.frame(width: 300, height: 2000) }.frame(width: 300, height: 200)
            .scrollIndicators(visibility)
        })
    }
    let shown = try make(.visible)
    let hidden = try make(.hidden)
    shown.scroll(at: Point(x: 150, y: 100), dy: 40)
    hidden.scroll(at: Point(x: 150, y: 100), dy: 40)
    let strip = Rect(x: 290, y: 0, width: 10, height: 200)
    #expect(shown.count(.white, in: strip, tolerance: 0.05) < hidden.count(.white, in: strip, tolerance: 0.05))
  }
}

@Suite("Refreshable") @MainActor
struct RefreshableTests {
  @Test func f5OverTheViewRunsTheRefreshAction() async throws {
    let counter = Counter()
    let h = try Harness(
      atOrigin {
        List { Text("Row") }.frame(width: 300, height: 200)
          .refreshable { await counter.increment() }
      })
    h.host.send(.pointerMoved(Point(x: 100, y: 50)))
    h.host.send(.keyPressed(Key(keysym: 0xFFC2), modifiers: []))
    h.settle()
    for _ in 0..<500 where counter.value == 0 {
      try await Task.sleep(for: .milliseconds(2))
      h.settle()
    }
    #expect(counter.value == 1)
  }

  @MainActor final class Counter {
    var value = 0
    func increment() { value += 1 }
  }
}
