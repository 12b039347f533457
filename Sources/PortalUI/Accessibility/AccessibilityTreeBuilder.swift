import PortalGraphics
import PortalHost

/// Builds the accessibility tree of a window's views: walks its nodes once and makes an
/// element of each view that is one (`AccessibilityDescribing`), of each view a click reaches
/// (a `.onTapGesture`), and of each view whose accessibility modifiers name a group, with the
/// modifiers' label, value, hint, identifier, traits, actions and children behaviour applied.
///
/// Nodes of the overlay (layers in flight) are not in a window's tree, so they are never
/// walked; the ends a flight hides stay in it, at their place.
@MainActor
struct AccessibilityTreeBuilder {
  /// What the main thread keeps of an element to act on it later: its node and its actions.
  struct LiveElement {
    let node: NodeHandle
    /// The node a click goes to (the tap handler inside the element), if any.
    let clickTarget: NodeHandle?
    /// The actions in the order the element lists them.
    let actions: [() -> Void]
  }

  private(set) var elements: [Int: AccessibilityElement] = [:]
  private(set) var live: [Int: LiveElement] = [:]
  /// Elements by the node that forms them, for finding the focused one.
  private var elementOfNode: [ObjectIdentifier: Int] = [:]

  /// Adds the element of `graph`'s window, and its views below it; returns the window's id.
  mutating func addWindow(of graph: ViewGraph) -> Int {
    let root = graph.root!
    let id = Self.elementID(of: root, slot: WindowElementID.self)
    var window = AccessibilityElement(
      id: id, role: .frame, name: "", bounds: Rect(origin: .zero, size: graph.surface.size), window: graph.windowID)
    window.states = [.enabled, .sensitive, .showing, .visible]
    let context = Context(window: graph.windowID, clip: window.bounds)
    let children = build(root, pending: Pending(), context: context)
    window.children = children
    for child in children { elements[child]?.parent = id }
    elements[id] = window
    // The focused element: the innermost element formed by the focused node or one around it.
    if let focused = graph.input.focusedNode {
      for node in focused.ancestry {
        if let element = elementOfNode[ObjectIdentifier(node)] {
          elements[element]?.states.insert(.focused)
          break
        }
      }
    }
    return id
  }

  /// The id of the element with keyboard focus, once windows are added.
  var focusedElement: Int? { elements.first { $0.value.states.contains(.focused) }?.key }

  // MARK: Walking

  /// What a walk carries down: the window, and the part of it not clipped away by a scroll view.
  private struct Context {
    let window: HostWindowID
    var clip: Rect
    /// Set below a list: its own scroll view is part of it, not an element of its own.
    var absorbsScrollView = false
  }

  /// Accessibility modifiers above a node that have not yet found their element: outer ones
  /// first, whose values win (the modifier written last applies last, as in SwiftUI).
  private struct Pending {
    var properties = AccessibilityProperties()
    var isEmpty: Bool {
      properties.label == nil && properties.value == nil && properties.hint == nil && properties.identifier == nil
        && properties.addedTraits.isEmpty && properties.removedTraits.isEmpty && properties.children == nil
        && properties.actions.isEmpty && properties.sortPriority == nil
    }

    /// Adds an inner modifier's values where no outer one set them.
    mutating func add(inner: AccessibilityProperties) {
      properties.label = properties.label ?? inner.label
      properties.value = properties.value ?? inner.value
      properties.hint = properties.hint ?? inner.hint
      properties.identifier = properties.identifier ?? inner.identifier
      properties.sortPriority = properties.sortPriority ?? inner.sortPriority
      properties.children = properties.children ?? inner.children
      properties.headingLevel = properties.headingLevel ?? inner.headingLevel
      properties.addedTraits.formUnion(inner.addedTraits)
      properties.removedTraits.formUnion(inner.removedTraits)
      properties.actions += inner.actions
    }
  }

  /// The elements `node`'s subtree makes at its top, in reading order.
  private mutating func build(_ node: Node, pending: Pending, context: Context) -> [Int] {
    if node.view is SheetBackdrop { return [] }
    var pending = pending
    var context = context
    // Accessibility modifiers are primitive views; only those are asked.
    if node.primitive != nil, let carrier = node.view as? AccessibilityCarrying {
      let properties = carrier.accessibility
      if properties.isHidden == true { return [] }
      pending.add(inner: properties)
      // `.accessibilityElement(children:)` makes this view the element.
      if properties.children != nil, pending.properties.children != nil {
        return [formElement(node, described: nil, pending: pending, context: context)]
      }
    }
    var described = (node.view as? AccessibilityDescribing)?.accessibilityDescription(node: node)
    if described?.role == .scrollPane, context.absorbsScrollView {
      described = nil
      context.absorbsScrollView = false
    }
    if described == nil, node.primitive?.tapHandler != nil {
      // A view a click reaches (`.onTapGesture`) is a button to a screen reader.
      described = AccessibilityViewDescription(role: .pushButton, clicks: true)
    }
    if let described { return [formElement(node, described: described, pending: pending, context: context)] }
    if node.primitive?.clipsContent == true { context.clip = context.clip.intersection(node.windowFrame) }
    // Modifiers naming a group of several views (or of none) make the group an element.
    if !pending.isEmpty, node.children.count != 1 {
      return [formElement(node, described: nil, pending: pending, context: context)]
    }
    var found: [Int] = []
    for child in node.children { found += build(child, pending: node.children.count == 1 ? pending : Pending(), context: context) }
    return found
  }

  /// Makes the element for `node`.
  private mutating func formElement(
    _ node: Node, described: AccessibilityViewDescription?, pending: Pending, context: Context
  ) -> Int {
    let properties = pending.properties
    let id = Self.elementID(of: node, slot: ElementID.self)
    var role = described?.role ?? .panel
    let traits = properties.addedTraits.subtracting(properties.removedTraits)
    if traits.contains(.isHeader) { role = .heading }
    else if traits.contains(.isLink) { role = .link }
    else if traits.contains(.isButton), [.panel, .label, .image].contains(role) { role = .pushButton }
    else if traits.contains(.isImage), role == .panel { role = .image }
    if properties.removedTraits.contains(.isButton), role == .pushButton { role = .panel }
    let behavior = properties.children?.kind ?? described?.children ?? .ignore

    let frame = node.windowFrame
    var element = AccessibilityElement(id: id, role: role, name: "", bounds: frame, window: context.window)
    var childContext = context
    if role == .list { childContext.absorbsScrollView = true }
    if node.primitive?.clipsContent == true { childContext.clip = childContext.clip.intersection(frame) }

    var actions: [(String, () -> Void)] = []
    var clickTarget: Node?
    if described?.clicks == true || role == .pushButton || role == .link {
      clickTarget = node.firstDescendant { $0.primitive?.tapHandler != nil }
      if let target = clickTarget {
        let handle = target.handle
        actions.append(("click", { handle.node?.primitive?.tapHandler?.performTap() }))
      }
    }
    var name = properties.label?.content ?? described?.name
    switch behavior {
    case .contain:
      var children: [(id: Int, priority: Double)] = []
      for child in node.children {
        for childID in build(child, pending: Pending(), context: childContext) {
          children.append((childID, sortPriority[childID] ?? 0))
        }
      }
      // Higher priorities are read first; equal ones keep their order.
      let ordered = children.enumerated().sorted { a, b in
        a.element.priority != b.element.priority ? a.element.priority > b.element.priority : a.offset < b.offset
      }
      element.children = ordered.map(\.element.id)
      for child in element.children { elements[child]?.parent = id }
    case .combine:
      // The children's names and actions become this element's.
      var names: [String] = []
      for child in node.children {
        for childID in build(child, pending: Pending(), context: childContext) {
          collectCombined(childID, names: &names, actions: &actions)
        }
      }
      if name == nil { name = names.joined(separator: ", ") }
    case .ignore:
      if name == nil { name = Self.labels(in: node).joined(separator: " ") }
    }
    for entry in properties.actions {
      switch entry.name {
      case .kind(let kind) where kind == .default:
        if let index = actions.firstIndex(where: { $0.0 == "click" }) { actions.remove(at: index) }
        actions.insert(("click", entry.perform), at: 0)
      case .kind(let kind): actions.append((kind.name, entry.perform))
      case .named(let text): actions.append((text.content, entry.perform))
      case .adjust: actions.append(("increment", entry.perform))
      }
    }
    element.name = name ?? ""
    element.value = properties.value?.content ?? described?.value
    element.description = properties.hint?.content ?? ""
    element.identifier = properties.identifier
    element.text = described?.text
    element.actions = actions.map(\.0)

    var states = described?.states ?? []
    if node.environment.isEnabled { states.formUnion([.enabled, .sensitive]) }
    if clickTarget != nil, node.environment.isEnabled { states.insert(.focusable) }
    if traits.contains(.isSelected) { states.formUnion([.selectable, .selected]) }
    if traits.contains(.isModal) { states.insert(.modal) }
    let shown = frame.intersection(context.clip)
    if !shown.isEmpty, frame.size.width > 0, frame.size.height > 0 { states.formUnion([.showing, .visible]) }
    element.states = states

    if let priority = properties.sortPriority { sortPriority[id] = priority }
    elements[id] = element
    elementOfNode[ObjectIdentifier(node)] = id
    live[id] = LiveElement(node: node.handle, clickTarget: clickTarget?.handle, actions: actions.map(\.1))
    return id
  }

  /// Sort priorities of the elements made so far, by id.
  private var sortPriority: [Int: Double] = [:]

  /// Folds element `id` (and what it contains) into a combining element: its name and actions
  /// are taken, and it leaves the tree.
  private mutating func collectCombined(_ id: Int, names: inout [String], actions: inout [(String, () -> Void)]) {
    guard let element = elements.removeValue(forKey: id) else { return }
    let liveElement = live.removeValue(forKey: id)
    if !element.name.isEmpty { names.append(element.name) }
    if let liveElement {
      for (name, action) in zip(element.actions, liveElement.actions) where !actions.contains(where: { $0.0 == name }) {
        actions.append((name, action))
      }
    }
    for child in element.children { collectCombined(child, names: &names, actions: &actions) }
  }

  /// The texts a view shows, in order, as names: each `Text`'s string, a picture's name where
  /// no text is, and an `.accessibilityLabel` in place of what it labels.
  static func labels(in node: Node) -> [String] {
    var texts: [String] = []
    var pictures: [String] = []
    func visit(_ node: Node) {
      if node.primitive != nil, let carrier = node.view as? AccessibilityCarrying {
        if carrier.accessibility.isHidden == true { return }
        if let label = carrier.accessibility.label {
          texts.append(label.content)
          return
        }
      }
      if let text = node.view as? Text {
        texts.append(text.content)
        return
      }
      if let image = node.view as? Image, !image.isDecorative, case .symbol(let name) = image.source {
        pictures.append(name)
      }
      for child in node.children { visit(child) }
    }
    visit(node)
    return texts.isEmpty ? pictures : texts
  }

  // MARK: Identities

  /// An element's id, kept in its node so it stays while the node does.
  private enum ElementID: NodeStateSlot { typealias Value = Int }
  /// A window's id, kept in its root node apart from the id of an element the root may form.
  private enum WindowElementID: NodeStateSlot { typealias Value = Int }

  /// The last id given; ids are never reused, so a gone element's id names nothing.
  private static var lastID = 0

  private static func elementID<Slot: NodeStateSlot>(of node: Node, slot: Slot.Type) -> Int where Slot.Value == Int {
    if let id = node[slot] { return id }
    lastID += 1
    node[slot] = lastID
    return lastID
  }
}
