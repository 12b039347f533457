import PortalGraphics
import Testing

/// Caret positions, hits and moves come from Pango's layout of the text.
@Suite("Text layout caret")
struct TextLayoutCaretTests {
  let typesetter = Typesetter()
  let style = TextStyle(font: FontDescriptor(size: 16))

  @Test func anEmojiWithASkinToneIsOneCaretStop() {
    let layout = typesetter.layout("a👍🏽b", style: style)
    // "a" 1 byte, 👍 4, the modifier 4, "b" 1.
    #expect(layout.caretStops == [0, 1, 9, 10])
  }

  @Test func aCombiningMarkStaysWithItsLetter() {
    let layout = typesetter.layout("e\u{301}x", style: style)
    #expect(layout.caretStops == [0, 3, 4])
  }

  @Test func movingRightThroughMixedDirectionsGoesRightwardOnScreen() {
    let text = "abc \u{5D0}\u{5D1}\u{5D2} def"
    let layout = typesetter.layout(text, style: style)
    var offset = 0
    var xs = [layout.caretRect(at: 0).minX]
    var visited: Set<Int> = [0]
    while let next = layout.caretOffset(movingVisuallyFrom: offset, rightwards: true), xs.count < 40 {
      offset = next
      visited.insert(next)
      xs.append(layout.caretRect(at: next).minX)
    }
    #expect(xs.count > 11)
    // Every step lands right of (or, at a change of direction, on) the last.
    #expect(zip(xs, xs.dropFirst()).allSatisfy { $1 >= $0 - 0.5 })
    // Every caret stop is passed, the Hebrew letters' (two bytes each) in screen order.
    #expect(visited == Set(layout.caretStops))
  }

  @Test func aPointLandsOnTheNearerEdgeOfACharacter() {
    let layout = typesetter.layout("WWW", style: style)
    let first = layout.caretRect(at: 1).minX
    #expect(layout.caretOffset(at: Point(x: first * 0.3, y: 5)) == 0)
    #expect(layout.caretOffset(at: Point(x: first * 0.7, y: 5)) == 1)
    #expect(layout.caretOffset(at: Point(x: 1000, y: 5)) == 3)
  }

  @Test func selectionRectsCoverTheSelectedCharacters() {
    let layout = typesetter.layout("hello world", style: style)
    let rects = layout.selectionRects(from: 0, to: 5)
    #expect(rects.count == 1)
    #expect(abs(rects[0].maxX - layout.caretRect(at: 5).minX) < 0.5)
  }
}
