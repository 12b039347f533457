import PortalGraphics
import Testing

@testable import PortalUI

/// An app's view: it has a body, so it is no primitive and takes no role.
private struct Caption: View {
  let text: String
  var body: some View { Text(text).padding(4) }
}

/// A primitive view's roles, read from its conformances' witness tables, are the roles a cast
/// would find: the defaults apply where a type does not adopt the role, the role's own answer
/// where it does, generic modifiers and conditionally conforming types included.
@MainActor
struct PrimitiveRolesTests {
  @Test func aViewWithABodyIsNoPrimitiveAndAPrimitiveIsOne() {
    #expect(primitive(of: Caption(text: "Hello")) == nil)
    #expect(primitive(of: Text("Hello")) != nil)
    #expect(primitive(of: Caption(text: "Hello").padding(2)) != nil)
  }

  @Test func eachRoleIsTakenByTheViewsThatAdoptItAndNoOthers() throws {
    let text = try #require(primitive(of: Text("Hello")))
    #expect(text.hitTestHandler != nil)
    #expect(text.viewList == nil && text.lifecycleHandler == nil && text.hoverHandler == nil)
    #expect(!text.clipsContent && !text.presentsWindow && text.zIndexValue == 0)

    let scroll = try #require(primitive(of: ScrollView { Caption(text: "Rows") }))
    #expect(scroll.clipsContent && scroll.hitTestHandler != nil)

    let padded = try #require(primitive(of: Caption(text: "Pad").padding(3)))
    #expect(padded.hitTestHandler == nil && !padded.clipsContent)

    let raised = try #require(primitive(of: Caption(text: "Up").zIndex(3)))
    #expect(raised.zIndexValue == 3)

    let appearing = try #require(primitive(of: Caption(text: "Hi").onAppear {}))
    #expect(appearing.lifecycleHandler != nil && appearing.hoverHandler == nil)

    let hovering = try #require(primitive(of: Caption(text: "Hi").onHover { _ in }))
    #expect(hovering.hoverHandler != nil && hovering.lifecycleHandler == nil)

    var shown = false
    let binding = Binding(get: { shown }, set: { shown = $0 })
    let presenting = try #require(
      primitive(of: Caption(text: "Main").window(isPresented: binding, title: "Tool", size: Size(width: 200, height: 100)) {
        Caption(text: "Tool")
      }))
    #expect(presenting.presentsWindow && !presenting.clipsContent)
  }

  @Test func theInputRolesAreTakenByTheViewsThatHandleThatInput() throws {
    let tapped = try #require(primitive(of: Caption(text: "Tap").onTapGesture(count: 2) {}))
    #expect(tapped.tapHandler?.tapCount == 2 && tapped.keyHandler == nil && tapped.scrollHandler == nil)

    let keyed = try #require(primitive(of: Caption(text: "Keys").onKeyPress { _ in true }))
    #expect(keyed.keyHandler != nil && keyed.tapHandler == nil && keyed.keyCommandHandler == nil)

    let scroll = try #require(primitive(of: ScrollView { Caption(text: "Rows") }))
    #expect(scroll.scrollHandler != nil && scroll.dragScrollable != nil && scroll.keyHandler == nil)

    let plain = try #require(primitive(of: Text("Plain")))
    #expect(plain.tapHandler == nil && plain.keyHandler == nil && plain.keyCommandHandler == nil)
    #expect(plain.focusTying == nil && plain.modalPresenter == nil && plain.scrollHandler == nil)
    #expect(plain.scrollObserver == nil && plain.dragScrollable == nil)
    for role in [tapped, keyed, scroll, plain] { #expect(role.rolesMatchConformances, "\(type(of: role))") }
  }

  @Test func aKeyGoesToTheFrontMostHandlerFirstAndOnWhenNotTaken() throws {
    var heard: [String] = []
    let harness = try Harness(
      VStack {
        Caption(text: "First").onKeyPress { key in
          heard.append("first \(key.character ?? "?")")
          return key.character == "x"
        }
        ScrollView { Caption(text: "Second") }.onKeyPress { key in
          heard.append("second \(key.character ?? "?")")
          return key.character == "y"
        }
      })
    for letter: Character in ["y", "x"] {
      harness.host.send(.keyPressed(try #require(Key(character: letter)), modifiers: []))
    }
    // The front-most handler (the last in the tree) hears a key first; one that does not take
    // it passes it on.
    #expect(heard == ["second y", "second x", "first x"])
  }

  @Test func listsOfViewsDissolveIntoTheirParentsChildren() throws {
    let optional: Caption? = Caption(text: "Maybe")
    let lists: [any View] = [
      ForEach(0..<3, id: \.self) { Caption(text: "\($0)") }, optional, EmptyView(), AnyView(Caption(text: "Any")),
      Group { Caption(text: "A") },
    ]
    for list in lists {
      let role = try #require(primitive(of: list))
      #expect(role.viewList != nil, "\(type(of: list))")
      #expect(role.rolesMatchConformances, "\(type(of: list))")
    }
    let children = flattenedChildren(Group { Caption(text: "A"); Caption(text: "B") })
    #expect(children.count == 2)
  }

  @Test func everyPrimitiveOfAWholeSceneTakesTheRolesItsConformancesGive() throws {
    let harness = try Harness(
      ScrollView {
        VStack {
          ForEach(0..<4, id: \.self) { index in
            Caption(text: "Row \(index)").onHover { _ in }.zIndex(Double(index)).onTapGesture {}
          }
        }
      })
    var checked = 0
    var mismatched: [String] = []
    harness.graph.root.forEachDescendant { node in
      guard let role = node.primitive else { return }
      checked += 1
      if !role.rolesMatchConformances { mismatched.append("\(type(of: role))") }
    }
    #expect(checked > 20)
    #expect(mismatched.isEmpty, "\(mismatched)")
  }
}
