/// The elements of a lazy container's content, built one at a time by position.
///
/// A `ForEach` (or any `IndexedViewList`) builds only the element asked for; other content is
/// flattened once and each of its views is one element.
@MainActor
struct LazyItems {
  let count: Int
  private let make: (Int) -> [ChildView]

  init(_ content: some View) {
    if let list = content as? IndexedViewList {
      count = list.count
      make = { list.child(at: $0, prefix: ViewKey()) }
    } else {
      let all = flattenedChildren(content)
      count = all.count
      make = { [all[$0]] }
    }
  }

  /// Elements made by `make`, `count` of them (a container's own rows).
  init(count: Int, make: @escaping (Int) -> [ChildView]) {
    self.count = count
    self.make = make
  }

  /// The views of element `index`: usually one; an element whose content is several views
  /// yields them all, and they share the element's cell.
  func views(at index: Int) -> [ChildView] { make(index) }

  /// The position of the element whose identity is `id`, found by building each element's view
  /// value in turn (no node, no body): linear, for the rare programmatic scroll.
  func index(of id: AnyHashable) -> Int? {
    (0..<count).first { make($0).first?.key.parts.last?.base == id }
  }
}
