import Observation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

@Observable
@MainActor
private final class Headline {
  var text = "first"
}

@MainActor
private final class BindingStore {
  var count: Binding<Int>?
}

private struct Reader: View {
  let headline: Headline
  var body: some View { Text(headline.text) }
}

private struct Counter: View {
  let store: BindingStore
  @State private var count = 0
  var body: some View {
    store.count = $count
    return Text("count \(count)")
  }
}

private struct Switcher: View {
  let headline: Headline
  let store: BindingStore
  @State var shown = true
  var body: some View {
    VStack {
      if shown {
        VStack {
          Reader(headline: headline)
          Counter(store: store)
        }
      }
      Text("switch").onTapGesture { shown.toggle() }
    }
  }
}

/// What holds a node without owning it (its children, Observation callbacks, `@State` boxes
/// held by bindings) stops reaching it once it leaves the tree or is freed.
@Suite("References to nodes") @MainActor
struct NodeReferenceTests {
  @Test func aRemovedViewLetsGoOfItsParentAndIsFreed() throws {
    let headline = Headline()
    let store = BindingStore()
    let h = try Harness(Switcher(headline: headline, store: store))
    let reader = try #require(h.node(Reader.self))
    let removed = try #require(reader.parent)
    let handle = reader.handle
    #expect(removed.parent != nil)
    weak var freed = reader
    h.click(try #require(h.frame(ofText: "switch")).center)
    #expect(h.node(Reader.self) == nil)
    // The top of the removed subtree no longer points into the tree; inside it, the links stay.
    #expect(removed.parent == nil)
    #expect(reader.parent === removed)
    #expect(!removed.isAttached)
    _ = consume reader
    _ = consume removed
    #expect(freed == nil)
    #expect(handle.node == nil)
  }

  @Test func aModelChangeAfterItsReaderLeftDoesNothing() throws {
    let headline = Headline()
    let store = BindingStore()
    let h = try Harness(Switcher(headline: headline, store: store))
    h.click(try #require(h.frame(ofText: "switch")).center)
    let evaluations = h.graph.evaluations
    headline.text = "second"
    h.settle()
    #expect(h.graph.evaluations == evaluations)
    #expect(h.frame(ofText: "second") == nil)
  }

  @Test func aBindingThatOutlivesItsViewChangesNothing() throws {
    let headline = Headline()
    let store = BindingStore()
    let h = try Harness(Switcher(headline: headline, store: store))
    let binding = try #require(store.count)
    binding.wrappedValue = 1
    h.settle()
    #expect(h.frame(ofText: "count 1") != nil)
    h.click(try #require(h.frame(ofText: "switch")).center)
    let evaluations = h.graph.evaluations
    binding.wrappedValue = 2
    h.settle()
    #expect(h.graph.evaluations == evaluations)
    // Shown again, the view starts from fresh state.
    h.click(try #require(h.frame(ofText: "switch")).center)
    #expect(h.frame(ofText: "count 0") != nil)
  }

  @Test func childrenOfAFreedGraphAreFreedWithIt() throws {
    weak var root: Node?
    weak var leaf: Node?
    do {
      let h = try Harness(VStack { Text("a"); Text("b") })
      root = h.graph.root
      leaf = h.node(Text.self)
      #expect(leaf?.parent != nil)
    }
    #expect(root == nil)
    #expect(leaf == nil)
  }
}
