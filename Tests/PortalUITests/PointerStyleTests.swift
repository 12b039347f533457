import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// The pointer's shape over each kind of view, as a desktop toolkit shows it: the pointing hand
/// over what a click acts on, the text beam over text, the arrow elsewhere; `pointerStyle(_:)`
/// chooses another, and the host hears only of changes.
@Suite("Pointer styles") @MainActor
struct PointerStyleTests {
  /// One of each kind of view, in a column from the window's top-left corner.
  private struct Gallery: View {
    @State private var text = "typed"
    @State private var notes = "notes"
    @State private var on = true
    @State private var choice = 1
    @State private var amount = 0.5

    var body: some View {
      VStack(alignment: .leading, spacing: 6) {
        Button("Button") {}
        Button("Disabled") {}.disabled(true)
        Link("Link", destination: URL(string: "https://example.com")!)
        Text("Tappable").onTapGesture {}
        Toggle("Toggle", isOn: $on)
        Picker("Picker", selection: $choice) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }
        .pickerStyle(.menu)
        Menu("Menu") { Button("Item") {} }
        TextField("Field", text: $text).frame(width: 160)
        TextField("Off", text: $text).frame(width: 160).disabled(true)
        TextEditor(text: $notes).frame(width: 160, height: 40)
        Text("Selectable").textSelection(.enabled)
        Text("Plain")
        Slider(value: $amount).frame(width: 160)
        Text("Columns").pointerStyle(.columnResize)
        Button("Grab") {}.pointerStyle(.grabIdle)
        Text("Unchanged").onTapGesture {}.pointerStyle(nil)
      }
    }
  }

  private func harness() throws -> Harness {
    try Harness(size: Size(width: 400, height: 700), atOrigin { Gallery() })
  }

  /// Moves the pointer to `point` and returns the cursor the host was told to show.
  private func cursor(at point: Point, in h: Harness) -> CursorShape? {
    h.host.send(.pointerMoved(point))
    return h.host.cursors[.main]
  }

  private func textCenter(_ text: String, in h: Harness) throws -> Point {
    try #require(h.frame(ofText: text), "no text \(text)").center
  }

  @Test func eachKindOfViewShowsTheShapeADesktopToolkitShows() throws {
    let h = try harness()
    let expected: [(String, CursorShape)] = [
      ("Button", .pointer), ("Disabled", .default), ("Link", .pointer), ("Tappable", .pointer),
      ("Toggle", .pointer), ("Menu", .pointer), ("Selectable", .text), ("Plain", .default),
    ]
    for (text, shape) in expected {
      #expect(cursor(at: try textCenter(text, in: h), in: h) == shape, "over \(text)")
    }
    let field = try #require(h.node(TextEntry.self))
    #expect(cursor(at: field.frame.center, in: h) == .text, "over a text field")
    let entries = h.nodes(TextEntry.self)
    #expect(entries.count == 3)
    #expect(cursor(at: entries[1].frame.center, in: h) == .default, "over a disabled text field")
    #expect(cursor(at: entries[2].frame.center, in: h) == .text, "over a text editor")
    // The picker shows its selection; the control is a click target whatever its label.
    #expect(cursor(at: try textCenter("One", in: h), in: h) == .pointer, "over a picker")
    let slider = try #require(h.node(PointerTrackingView<AnyView>.self) ?? sliderNode(in: h))
    #expect(cursor(at: slider.frame.center, in: h) == .pointer, "over a slider")
    // Empty space right of the column.
    #expect(cursor(at: Point(x: 390, y: 10), in: h) == .default)
  }

  /// The first node that follows presses (a slider's track), whatever its content's type.
  private func sliderNode(in h: Harness) -> Node? {
    var found: Node?
    h.graph.root.forEachDescendant { node in
      if found == nil, node.primitive?.pointerStyleSource != nil, node.view is PointerTracking {
        found = node
      }
    }
    return found
  }

  @Test func pointerStyleOverridesTheDefaultAndNilKeepsIt() throws {
    let h = try harness()
    #expect(cursor(at: try textCenter("Columns", in: h), in: h) == .columnResize)
    #expect(cursor(at: try textCenter("Grab", in: h), in: h) == .grab, "a button styled .grabIdle")
    #expect(
      cursor(at: try textCenter("Unchanged", in: h), in: h) == .pointer, "nil keeps the tap view's hand")
  }

  @Test func theInnermostStyleWinsAndAButtonInsideAStyledViewKeepsItsHand() throws {
    let h = try Harness(
      atOrigin {
        VStack(spacing: 8) {
          Text("Canvas").frame(width: 200, height: 40)
          Button("Inside") {}
          Text("Zoom").pointerStyle(.zoomIn)
        }
        .pointerStyle(.rectSelection)
      })
    #expect(cursor(at: try textCenter("Canvas", in: h), in: h) == .crosshair)
    #expect(cursor(at: try textCenter("Inside", in: h), in: h) == .pointer)
    #expect(cursor(at: try textCenter("Zoom", in: h), in: h) == .zoomIn)
  }

  @Test func aNavigationLinkShowsTheHandAndTextBesideItTheArrow() throws {
    let h = try Harness(
      NavigationStack {
        VStack {
          NavigationLink("Details") { Text("Detail page") }
          Text("Caption")
        }
      })
    #expect(cursor(at: try textCenter("Details", in: h), in: h) == .pointer)
    #expect(cursor(at: try textCenter("Caption", in: h), in: h) == .default)
  }

  @Test func theHostIsToldOnlyWhenTheShapeChanges() throws {
    let h = try harness()
    let button = try #require(h.frame(ofText: "Button"))
    _ = cursor(at: button.center, in: h)
    let told = h.host.cursorChanges
    for step in 0..<10 {
      h.host.send(.pointerMoved(Point(x: button.minX + 1 + Double(step), y: button.midY)))
    }
    #expect(h.host.cursorChanges == told, "moving within the button says nothing more")
    _ = cursor(at: try textCenter("Plain", in: h), in: h)
    #expect(h.host.cursorChanges == told + 1)
    #expect(h.host.cursors[.main] == .default)
  }

  @Test func aControlDisabledUnderARestingPointerShowsTheArrowAfterTheClick() throws {
    struct OneShot: View {
      @State private var used = false
      var body: some View { Button("Once") { used = true }.disabled(used) }
    }
    let h = try Harness(atOrigin { OneShot() })
    let center = try textCenter("Once", in: h)
    #expect(cursor(at: center, in: h) == .pointer)
    h.click(center)
    #expect(h.host.cursors[.main] == .default)
  }

  @Test func resizeStylesNameTheEdgeOrCornerAndTheirDirections() {
    #expect(PointerStyle.frameResize(position: .top).shape == .northSouthResize)
    #expect(PointerStyle.frameResize(position: .trailing).shape == .eastWestResize)
    #expect(PointerStyle.frameResize(position: .topLeading).shape == .northwestSoutheastResize)
    #expect(PointerStyle.frameResize(position: .bottomLeading).shape == .northeastSouthwestResize)
    #expect(PointerStyle.frameResize(position: .top, directions: .outward).shape == .northResize)
    #expect(
      PointerStyle.frameResize(position: .bottomTrailing, directions: .inward).shape == .southeastResize)
    #expect(PointerStyle.columnResize(directions: .all) == .columnResize)
    #expect(PointerStyle.columnResize(directions: .leading).shape == .westResize)
    #expect(PointerStyle.rowResize(directions: .down).shape == .southResize)
    #expect(PointerStyle.rowResize(directions: [.up, .down]) == .rowResize)
    #expect(PointerStyle.link.shape == .pointer && PointerStyle.horizontalText.shape == .text)
    #expect(PointerStyle.grabActive.shape == .grabbing && PointerStyle.verticalText.shape == .verticalText)
  }
}
