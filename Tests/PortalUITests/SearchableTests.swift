import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Suite("Searchable") @MainActor
struct SearchableTests {
  @MainActor final class Model {
    var query = ""
    var presented = false
    var submits = 0
    var searching: [Bool] = []
    var queryBinding: Binding<String> { Binding(get: { self.query }, set: { self.query = $0 }) }
    var presentedBinding: Binding<Bool> { Binding(get: { self.presented }, set: { self.presented = $0 }) }
  }

  struct Reader: View {
    let model: Model
    @Environment(\.isSearching) private var isSearching
    var body: some View {
      model.searching.append(isSearching)
      return Text(isSearching ? "searching" : "idle")
    }
  }

  func fieldFrame(_ h: Harness) throws -> Rect { try #require(h.node(TextEntry.self)).frame }

  func type(_ h: Harness, _ text: String) {
    h.host.send(.textInput(text))
    h.settle()
  }

  @Test func theFieldAtTheTopIsBoundToTheText() throws {
    let model = Model()
    let h = try Harness(
      atOrigin {
        List { Text("Apple"); Text("Banana") }
          .searchable(text: model.queryBinding, prompt: "Find fruit")
          .frame(width: 300, height: 250)
      })
    let field = try fieldFrame(h)
    let apple = try #require(h.frame(ofText: "Apple"))
    #expect(field.maxY <= apple.minY)
    h.click(field.center)
    type(h, "ban")
    #expect(model.query == "ban")
  }

  @Test func thePromptShowsWhileTheFieldIsEmpty() throws {
    let model = Model()
    let h = try Harness(
      atOrigin {
        Color.clear.frame(width: 300, height: 200).searchable(text: model.queryBinding, prompt: Text("Find fruit"))
      })
    let entry = try #require(h.node(TextEntry.self)?.view as? TextEntry)
    #expect(entry.placeholder == "Find fruit")
    // The prompt is drawn inside the field: darker pixels than the field's fill.
    let field = try fieldFrame(h)
    #expect(h.count(Color(white: 0.6), in: field, tolerance: 0.2) > 5)
  }

  @Test func enterRunsTheSearchSubmitActionsOnly() throws {
    let model = Model()
    var textSubmits = 0
    let h = try Harness(
      atOrigin {
        Color.clear.frame(width: 300, height: 200)
          .searchable(text: model.queryBinding)
          .onSubmit(of: .search) { model.submits += 1 }
          .onSubmit { textSubmits += 1 }
      })
    h.click(try fieldFrame(h).center)
    type(h, "kiwi")
    h.host.send(.keyPressed(.enter, modifiers: []))
    h.settle()
    #expect(model.submits == 1)
    #expect(textSubmits == 0)
  }

  @Test func theClearButtonEmptiesTheField() throws {
    let model = Model()
    model.query = "pear"
    let h = try Harness(atOrigin { Color.clear.frame(width: 300, height: 200).searchable(text: model.queryBinding) })
    let field = try fieldFrame(h)
    let button = try #require(h.node(SearchField.self)).frame
    h.click(Point(x: button.maxX - 16, y: field.midY))
    #expect(model.query == "")
  }

  @Test func isSearchingIsTrueInsideWhileTheFieldHasFocus() throws {
    let model = Model()
    let h = try Harness(
      atOrigin { Reader(model: model).frame(width: 300, height: 200).searchable(text: model.queryBinding) })
    #expect(h.frame(ofText: "idle") != nil)
    h.click(try fieldFrame(h).center)
    #expect(h.frame(ofText: "searching") != nil)
  }

  @Test func isPresentedFollowsFocus() throws {
    let model = Model()
    let h = try Harness(
      atOrigin {
        Color.clear.frame(width: 300, height: 200)
          .searchable(text: model.queryBinding, isPresented: model.presentedBinding, prompt: "Search")
      })
    #expect(model.presented == false)
    h.click(try fieldFrame(h).center)
    #expect(model.presented == true)
  }

  @Test func suggestionsShowWhileFocusedAndACompletionFillsTheField() throws {
    let model = Model()
    let h = try Harness(
      atOrigin {
        Text("content").frame(width: 300, height: 200)
          .searchable(text: model.queryBinding)
          .searchSuggestions {
            Text("Cherry").searchCompletion("cherry")
            Text("Plum").searchCompletion("plum")
          }
      })
    #expect(h.frame(ofText: "Cherry") == nil)
    h.click(try fieldFrame(h).center)
    let plum = try #require(h.frame(ofText: "Plum"))
    #expect(h.frame(ofText: "content") == nil)
    h.click(plum.center)
    #expect(model.query == "plum")
    #expect(h.frame(ofText: "Cherry") == nil)
    #expect(h.frame(ofText: "content") != nil)
  }

  @Test func theFieldIsARoundedGreyBarInLightAndDark() throws {
    for dark in [false, true] {
      let model = Model()
      let h = try Harness(
        atOrigin {
          Color.clear.frame(width: 300, height: 200)
            .searchable(text: model.queryBinding)
            .background(Color(.systemBackground))
            .environment(\.colorScheme, dark ? .dark : .light)
        })
      let bar = try #require(h.node(SearchField.self)).frame
      let fill = SearchField.fill.resolved(dark: dark)
      #expect(h.pixel(bar.maxX - 4, bar.midY).isClose(to: fill, 0.03))
      #expect(!h.pixel(bar.maxX + 4, bar.midY).isClose(to: fill, 0.03))
    }
  }

  @Test func scopesShowAsASegmentedBarUnderTheFieldAndChooseTheScope() throws {
    enum Scope: Hashable { case all, unread }
    var scope = Scope.all
    let model = Model()
    let h = try Harness(
      atOrigin {
        Text("content").frame(width: 300, height: 200)
          .searchable(text: model.queryBinding)
          .searchScopes(Binding(get: { scope }, set: { scope = $0 })) {
            Text("All").tag(Scope.all)
            Text("Unread").tag(Scope.unread)
          }
      })
    let field = try fieldFrame(h)
    let unread = try #require(h.frame(ofText: "Unread"))
    #expect(unread.minY > field.maxY)
    h.click(unread.center)
    #expect(scope == .unread)
  }

  @Test func everyPlacementCompiles() throws {
    let model = Model()
    _ = try Harness(
      atOrigin {
        VStack {
          Text("a").searchable(text: model.queryBinding, placement: .navigationBarDrawer(displayMode: .always))
          Text("b").searchable(text: model.queryBinding, placement: .toolbar, prompt: "Find")
          Text("c").searchable(text: model.queryBinding, placement: .sidebar)
        }
      })
  }
}

@Suite("Text selection") @MainActor
struct TextSelectionTests {
  @Test func selectableTextOffersCopyOnARightClick() throws {
    let h = try Harness(atOrigin { Text("TRACK-42").textSelection(.enabled) })
    let text = try #require(h.frame(ofText: "TRACK-42"))
    h.host.send(.pointerPressed(text.center, button: .secondary))
    h.settle()
    h.click(try #require(h.anyFrame(ofText: "Copy")).center)
    #expect(h.host.memoryClipboard.texts[.clipboard] == "TRACK-42")
  }

  @Test func textThatIsNotSelectableOffersNothing() throws {
    let h = try Harness(atOrigin { Text("plain").textSelection(.disabled) })
    h.host.send(.pointerPressed(try #require(h.frame(ofText: "plain")).center, button: .secondary))
    h.settle()
    #expect(h.graph.popups.isEmpty)
  }

  @Test func severalTextsAreCopiedOnePerLine() throws {
    let h = try Harness(
      atOrigin {
        VStack {
          Text("first")
          Text("second")
        }
        .textSelection(.enabled)
      })
    h.host.send(.pointerPressed(try #require(h.frame(ofText: "first")).center, button: .secondary))
    h.settle()
    h.click(try #require(h.anyFrame(ofText: "Copy")).center)
    #expect(h.host.memoryClipboard.texts[.clipboard] == "first\nsecond")
  }
}
