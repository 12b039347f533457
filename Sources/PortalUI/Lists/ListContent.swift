/// A list's content read as sections of rows, without building any node: what a `List` lays
/// out lazily.
///
/// The content is walked through the views that only group others (tuples, `if`, `Group`,
/// `AnyView`, `ForEach`, `Section`, the row modifiers). A `ForEach` whose first element is a
/// single row stays one run of rows built on demand, so a list of ten thousand elements costs
/// nothing until its rows show; one whose elements hold sections or several views is walked
/// element by element. Rows outside any `Section` make sections of their own.
@MainActor
struct ListContent: NodeStateSlot {
  /// What an item of the list is.
  enum Kind { case header, row, footer }

  /// One item of the list, as its lazy stack builds it.
  struct Item {
    let kind: Kind
    /// The item's identity among the list's items.
    let key: ViewKey
    let views: [ChildView]
    let traits: ListRowTraits
    let section: Int
  }

  /// Consecutive items of one kind in one section.
  struct Run {
    let kind: Kind
    let section: Int
    let count: Int
    let make: (Int) -> (key: ViewKey, views: [ChildView], traits: ListRowTraits)
  }

  private(set) var runs: [Run] = []
  /// Where each run starts among the items.
  private var starts: [Int] = []
  private(set) var count = 0
  private(set) var sectionCount = 0
  /// Per section: its first item, its first and last row (nil without rows).
  private(set) var sectionFirstItem: [Int] = []
  private(set) var sectionRows: [ClosedRange<Int>?] = []

  init(_ content: some View) {
    var walker = ListWalker()
    walker.walk(content, prefix: ViewKey(), traits: ListRowTraits())
    walker.closeImplicitSection()
    runs = walker.runs
    sectionCount = walker.sectionCount
    sectionFirstItem = Array(repeating: 0, count: sectionCount)
    sectionRows = Array(repeating: nil, count: sectionCount)
    var seen = Set<Int>()
    for run in runs {
      starts.append(count)
      if seen.insert(run.section).inserted { sectionFirstItem[run.section] = count }
      if run.kind == .row, run.count > 0 {
        let rows = count...(count + run.count - 1)
        let existing = sectionRows[run.section]
        sectionRows[run.section] = existing.map { $0.lowerBound...rows.upperBound } ?? rows
      }
      count += run.count
    }
  }

  /// An item as tall as most: the first row that does not begin its section (whose first item
  /// carries the gap above it), or the first item.
  var typicalItem: Int {
    for (run, start) in zip(runs, starts) where run.kind == .row {
      let first = sectionFirstItem[run.section] == start ? start + 1 : start
      if first < start + run.count { return first }
    }
    return 0
  }

  /// The item at `index`.
  func item(at index: Int) -> Item {
    let (run, offset) = locate(index)
    let made = runs[run].make(offset)
    return Item(
      kind: runs[run].kind, key: made.key, views: made.views, traits: made.traits, section: runs[run].section)
  }

  /// The row traits of the item at `index` (for the separator between it and its neighbour).
  func traits(at index: Int) -> ListRowTraits? {
    guard index >= 0, index < count else { return nil }
    let (run, offset) = locate(index)
    return runs[run].kind == .row ? runs[run].make(offset).traits : nil
  }

  private func locate(_ index: Int) -> (run: Int, offset: Int) {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= index { low = middle } else { high = middle - 1 }
    }
    return (low, index - starts[low])
  }
}

/// Collects a list's runs while walking its content.
@MainActor
struct ListWalker {
  var runs: [ListContent.Run] = []
  var sectionCount = 0
  /// The section rows go to: an explicit `Section` being walked, or one opened for rows
  /// outside any.
  private var openSection: Int?
  private var openIsImplicit = false
  /// Rows so far that are static (not a lazy run), and whether the walk met a section.
  private(set) var staticRows = 0
  private(set) var sawStructure = false

  /// Walks `view` as list content.
  mutating func walk(_ view: any View, prefix: ViewKey, traits: ListRowTraits) {
    if let walkable = view as? ListContentWalking {
      walkable.walkListContent(&self, prefix: prefix, traits: traits)
    } else if let list = primitive(of: view)?.viewList {
      var children: [ChildView] = []
      list.flatten(into: &children, prefix: prefix)
      for child in children { addRow(child, traits: traits) }
    } else {
      addRow(ChildView(key: prefix, view: view), traits: traits)
    }
  }

  /// Adds one row; its own modifiers' traits apply over `traits`.
  mutating func addRow(_ child: ChildView, traits: ListRowTraits) {
    let rowTraits = ListRowTraits.of(child.view, over: traits)
    staticRows += 1
    append(
      ListContent.Run(kind: .row, section: rowSection(), count: 1) { _ in (child.key, [child], rowTraits) })
  }

  /// Adds `count` rows made on demand.
  mutating func addRows(
    count: Int, make: @escaping (Int) -> (key: ViewKey, views: [ChildView], traits: ListRowTraits)
  ) {
    sawStructure = true
    append(ListContent.Run(kind: .row, section: rowSection(), count: count, make: make))
  }

  /// Walks a section: its header, its rows, its footer.
  mutating func addSection(header: ChildView?, footer: ChildView?, content: (inout ListWalker) -> Void) {
    sawStructure = true
    closeImplicitSection()
    let outer = openSection
    let section = sectionCount
    sectionCount += 1
    openSection = section
    if let header {
      append(
        ListContent.Run(kind: .header, section: section, count: 1) { _ in
          (header.key, [header], ListRowTraits())
        })
    }
    content(&self)
    closeImplicitSection()
    if let footer {
      append(
        ListContent.Run(kind: .footer, section: section, count: 1) { _ in
          (footer.key, [footer], ListRowTraits())
        })
    }
    openSection = outer
  }

  /// Ends the section opened for rows outside any `Section`, so the next rows start another.
  mutating func closeImplicitSection() {
    guard openIsImplicit else { return }
    openSection = nil
    openIsImplicit = false
  }

  private mutating func rowSection() -> Int {
    if let openSection { return openSection }
    let section = sectionCount
    sectionCount += 1
    openSection = section
    openIsImplicit = true
    return section
  }

  private mutating func append(_ run: ListContent.Run) { runs.append(run) }
}

/// Views a list looks into when reading its content.
@MainActor
protocol ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits)
}

extension TupleView: ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    var index = 0
    for element in repeat each value {
      walker.walk(element, prefix: prefix.appending(index), traits: traits)
      index += 1
    }
  }
}

extension ConditionalContent: ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    switch storage {
    case .first(let view): walker.walk(view, prefix: prefix.appending("if"), traits: traits)
    case .second(let view): walker.walk(view, prefix: prefix.appending("else"), traits: traits)
    }
  }
}

extension Optional: ListContentWalking where Wrapped: View {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    if let view = self { walker.walk(view, prefix: prefix.appending("some"), traits: traits) }
  }
}

extension Group: ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    walker.walk(content, prefix: prefix, traits: traits)
  }
}

extension AnyView: ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    walker.walk(wrapped, prefix: prefix.appending(ObjectIdentifier(type(of: wrapped))), traits: traits)
  }
}

extension EmptyView: ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {}
}

extension ListRowTraitsView: ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    walker.walk(content, prefix: prefix, traits: traits.overridden(by: rowTraits))
  }
}

extension Section: ListContentWalking where Parent: View, Content: View, Footer: View {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    func single(_ view: some View, _ part: String) -> ChildView? {
      let views = flattenedChildren(view)
      guard !views.isEmpty else { return nil }
      let key = prefix.appending(part)
      return ChildView(
        key: key, view: views.count == 1 ? views[0].view : AnyView(VStack(spacing: 0) { view }))
    }
    walker.addSection(header: single(header, "header"), footer: single(footer, "footer")) { inner in
      inner.walk(content, prefix: prefix.appending("content"), traits: traits)
    }
  }
}

extension ForEach: ListContentWalking {
  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    walkElements(&walker, prefix: prefix, traits: traits, editing: nil)
  }

  /// Walks the elements as list content; with `editing`, each row can be deleted or moved by
  /// its position (rows of a `ForEach` inside an element are not).
  func walkElements(
    _ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits, editing: ListRowEditing?
  ) {
    guard let first = data.first else { return }
    let count = data.count
    // An element's id is its row's selection tag unless a `.tag(_:)` inside says otherwise.
    func elementTraits(_ offset: Int, _ elementID: AnyHashable) -> ListRowTraits {
      var element = traits
      element.selectionTag = elementID
      element.editing = editing.map {
        ListRowEditing(onDelete: $0.onDelete, onMove: $0.onMove, offset: offset, count: count)
      }
      return element
    }
    // An element that is one row: the rows are made only as they show.
    var probe = ListWalker()
    probe.walk(content(first), prefix: prefix.appending(any: id(first)), traits: elementTraits(0, AnyHashable(id(first))))
    guard probe.staticRows == 1, !probe.sawStructure else {
      for (offset, element) in data.enumerated() {
        walker.walk(
          content(element), prefix: prefix.appending(any: id(element)),
          traits: elementTraits(offset, AnyHashable(id(element))))
      }
      return
    }
    let data = self.data
    let id = self.id
    let content = self.content
    walker.addRows(count: count) { offset in
      let element = data[data.index(data.startIndex, offsetBy: offset)]
      let key = prefix.appending(any: id(element))
      var one = ListWalker()
      let traits = elementTraits(offset, AnyHashable(id(element)))
      one.walk(content(element), prefix: key, traits: traits)
      // An element unlike the first (several views, or none) is still one row.
      var views: [ChildView] = []
      var rowTraits = traits
      for run in one.runs where run.kind == .row {
        for index in 0..<run.count {
          let made = run.make(index)
          views += made.views
          rowTraits = made.traits
        }
      }
      return (key, views, rowTraits)
    }
  }
}
