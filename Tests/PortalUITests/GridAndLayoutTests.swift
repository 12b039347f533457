import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Grid") @MainActor
struct GridTests {
  @Test func columnsAreAsWideAsTheirWidestCell() throws {
    let h = try Harness(
      atOrigin {
        Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 0) {
          GridRow { Text("a"); Text("b") }
          GridRow { Text("a much longer cell"); Text("c") }
        }
      })
    let b = try #require(h.frame(ofText: "b"))
    let c = try #require(h.frame(ofText: "c"))
    let long = try #require(h.frame(ofText: "a much longer cell"))
    #expect(abs(b.minX - c.minX) < 0.5)
    #expect(b.minX >= long.maxX + 10 - 0.5)
    #expect(b.maxY <= c.minY + 0.5)
  }

  @Test func aCellSpanningColumnsTakesTheirWidth() throws {
    let h = try Harness(
      atOrigin {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
          GridRow { Color(red: 1, green: 0, blue: 0).frame(width: 50, height: 10); Color(red: 0, green: 0, blue: 1).frame(width: 70, height: 10) }
          GridRow { Color(red: 0, green: 1, blue: 0).frame(height: 10).gridCellColumns(2) }
        }
      })
    #expect(h.pixel(110, 15).isClose(to: Color(red: 0, green: 1, blue: 0), 0.1))
    #expect(h.pixel(5, 15).isClose(to: Color(red: 0, green: 1, blue: 0), 0.1))
  }
}

@Suite("ViewThatFits") @MainActor
struct ViewThatFitsTests {
  @Test func theFirstChildThatFitsShows() throws {
    let wide = try Harness(
      atOrigin {
        ViewThatFits(in: .horizontal) { Text("A long label that needs room"); Text("Short") }.frame(width: 390)
      })
    #expect(wide.frame(ofText: "A long label that needs room").map { $0.width > 0 } == true)
    let narrow = try Harness(
      atOrigin {
        ViewThatFits(in: .horizontal) { Text("A long label that needs room"); Text("Short") }.frame(width: 60)
      })
    #expect(narrow.frame(ofText: "Short").map { $0.width > 0 } == true)
    let hiddenLong = try #require(narrow.frame(ofText: "A long label that needs room"))
    #expect(hiddenLong.width == 0)
  }
}

/// Puts its subviews one below the other, each indented 20 points more than the last.
struct Staircase: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    var width: CGFloat = 0
    var height: CGFloat = 0
    for (index, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(.unspecified)
      width = max(width, size.width + CGFloat(index) * 20)
      height += size.height
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    var y = bounds.minY
    for (index, subview) in subviews.enumerated() {
      let size = subview.sizeThatFits(.unspecified)
      subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 20, y: y), proposal: .unspecified)
      y += size.height
    }
  }
}

@Suite("Layout protocol") @MainActor
struct CustomLayoutTests {
  @Test func aCustomLayoutPlacesItsSubviews() throws {
    let h = try Harness(atOrigin { Staircase { Text("one"); Text("two"); Text("three") } })
    let one = try #require(h.frame(ofText: "one"))
    let three = try #require(h.frame(ofText: "three"))
    #expect(three.minX - one.minX == 40)
    #expect(three.minY > one.maxY)
  }

  struct Switcher: View {
    @State var vertical = false
    var body: some View {
      let layout = vertical ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
      VStack(alignment: .leading) {
        layout { Text("left"); Text("right") }
        Text("switch").onTapGesture { vertical = true }
      }
    }
  }

  @Test func anyLayoutSwitchesBetweenStackLayouts() throws {
    let h = try Harness(atOrigin { Switcher() })
    let before = try #require(h.frame(ofText: "right"))
    #expect(before.minX > 10)
    h.click(try #require(h.frame(ofText: "switch")).center)
    let after = try #require(h.frame(ofText: "right"))
    #expect(after.minX < 1)
    #expect(after.minY > before.minY)
  }
}

@Suite("Layout priority") @MainActor
struct LayoutPriorityTests {
  @Test func theHigherPriorityChildTakesTheSpaceFirst() throws {
    let text = "A title that is long enough to need the whole row"
    let h = try Harness(
      atOrigin {
        HStack(spacing: 0) {
          Text("Detail text that could take room too")
          Text(text).layoutPriority(1)
        }.frame(width: 380)
      })
    let title = try #require(h.frame(ofText: text))
    let detail = try #require(h.frame(ofText: "Detail text that could take room too"))
    #expect(title.width > detail.width)
  }
}
