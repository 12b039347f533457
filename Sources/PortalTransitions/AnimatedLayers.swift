import PortalUI

/// A layer view that animates with the flight's direction: `isActive` is true while it flies
/// forward and false while it flies back.
///
/// The requirements are the original library's: the portal's id and namespace, the content
/// to animate, and the animated form of it. `namespace` and `content` have defaults (the
/// unscoped namespace, no content) for layers that need neither.
///
/// ```swift
/// struct Pulse<Content: View>: AnimatedPortalLayer {
///   let portalID: AnyHashable
///   let namespace: Namespace.ID
///   @ViewBuilder let content: () -> Content
///   func animatedContent(isActive: Bool) -> some View {
///     content().scaleEffect(isActive ? 1.1 : 1).animation(.spring, value: isActive)
///   }
/// }
/// ```
///
/// Inside a flying layer `isActive` is the flight's direction (true forward, false back).
/// Shown at a source or destination, it is whether the portal is open: true from the moment
/// its forward flight takes off until its return flight takes off, as in the original.
/// Outside a `PortalContainer` it is false.
public protocol AnimatedPortalLayer: View {
  associatedtype Content: View = EmptyView
  associatedtype AnimatedContent: View
  /// The type of `portalID`: `AnyHashable` as Portal 5.x and 6.x declare it, `String` as
  /// Portal 2.1–4.x did; either conforms.
  associatedtype PortalID: Hashable = AnyHashable
  var portalID: PortalID { get }
  var namespace: Namespace.ID { get }
  var content: () -> Content { get }
  @ViewBuilder func animatedContent(isActive: Bool) -> AnimatedContent
}

extension AnimatedPortalLayer {
  public var namespace: Namespace.ID { .unscoped }
}

extension AnimatedPortalLayer where Content == EmptyView {
  public var content: () -> EmptyView { { EmptyView() } }
}

extension AnimatedPortalLayer {
  public var body: PortalLayerActivityReader<AnimatedContent> {
    PortalLayerActivityReader(key: portalKey(portalID, in: namespace)) { isActive in
      animatedContent(isActive: isActive)
    }
  }
}

/// Reads whether the enclosing flight goes forward or, outside a flight, whether the portal
/// is open.
public struct PortalLayerActivityReader<Content: View>: View {
  @Environment(\.portalLayerIsActive) private var isActive
  @Environment(\.portalLayerIsInFlight) private var isInFlight
  @Environment(\.portalController) private var controller
  let key: PortalKey?
  let content: (Bool) -> Content

  /// A reader of the enclosing flight's direction (false outside a flight).
  public init(@ViewBuilder content: @escaping (Bool) -> Content) {
    self.init(key: nil, content: content)
  }

  init(key: PortalKey?, @ViewBuilder content: @escaping (Bool) -> Content) {
    self.key = key
    self.content = content
  }

  public var body: Content {
    content(isInFlight ? isActive : key.map { controller?.activity.isActive($0) ?? false } ?? false)
  }
}

/// A layer view for item transitions: it receives the item (the cached one during a reverse
/// flight, when the binding is already nil) and the flight's direction.
public protocol AnimatedItemPortalLayer: View {
  associatedtype Item: Identifiable
  associatedtype AnimatedContent: View
  var item: Item? { get }
  /// The namespace of the item's portal (the unscoped one by default, as seed code has none).
  var namespace: Namespace.ID { get }
  @ViewBuilder func animatedContent(item: Item?, isActive: Bool) -> AnimatedContent
}

extension AnimatedItemPortalLayer {
  public var namespace: Namespace.ID { .unscoped }
}

extension AnimatedItemPortalLayer {
  public var body: PortalItemLayerReader<Item, AnimatedContent> {
    PortalItemLayerReader(item: item, namespace: namespace) { item, isActive in
      animatedContent(item: item, isActive: isActive)
    }
  }
}

/// Reads the flight's direction and the layer's (possibly cached) item.
public struct PortalItemLayerReader<Item, Content: View>: View {
  @Environment(\.portalLayerIsActive) private var isActive
  @Environment(\.portalLayerIsInFlight) private var isInFlight
  @Environment(\.portalLayerItem) private var cachedItem
  @Environment(\.portalController) private var controller
  let item: Item?
  let namespace: Namespace.ID?
  let content: (Item?, Bool) -> Content

  /// A reader of the flight's direction and item (false outside a flight).
  public init(item: Item?, @ViewBuilder content: @escaping (Item?, Bool) -> Content) {
    self.init(item: item, namespace: nil, content: content)
  }

  init(item: Item?, namespace: Namespace.ID?, @ViewBuilder content: @escaping (Item?, Bool) -> Content) {
    self.item = item
    self.namespace = namespace
    self.content = content
  }

  public var body: Content {
    let shown = item ?? cachedItem as? Item
    if isInFlight { return content(shown, isActive) }
    // At an end: whether the item's portal is open.
    let open =
      if let namespace, let identified = item as? any Identifiable {
        controller.map { isOpen(identified, in: namespace, controller: $0) } ?? false
      } else {
        false
      }
    return content(shown, open)
  }
}

/// Whether the portal of `item` is open.
@MainActor
private func isOpen<Item: Identifiable>(_ item: Item, in namespace: Namespace.ID, controller: PortalController) -> Bool {
  controller.activity.isActive(portalKey(item.id, in: namespace))
}

/// The ready-made `AnimatedItemPortalLayer`: a closure of the item and `isActive`.
///
/// ```swift
/// AnimatedItemLayer(item: $selectedPhoto) { photo, isActive in
///   if let photo { PhotoView(photo: photo).scaleEffect(isActive ? 1.05 : 1) }
/// }
/// ```
public struct AnimatedItemLayer<Item: Identifiable, Content: View>: AnimatedItemPortalLayer {
  public let item: Item?
  public let namespace: Namespace.ID
  let content: (Item?, Bool) -> Content

  public init(item: Binding<Item?>, @ViewBuilder content: @escaping (Item?, Bool) -> Content) {
    self.init(item: item.wrappedValue, in: .unscoped, content: content)
  }

  /// A layer for the binding's item, in a namespace (the original library's spelling).
  public init(item: Binding<Item?>, in namespace: Namespace.ID, @ViewBuilder content: @escaping (Item?, Bool) -> Content) {
    self.init(item: item.wrappedValue, in: namespace, content: content)
  }

  /// A layer for an item, for use at a source or destination as well as in flight.
  public init(item: Item?, in namespace: Namespace.ID, @ViewBuilder content: @escaping (Item?, Bool) -> Content) {
    self.item = item
    self.namespace = namespace
    self.content = content
  }

  public func animatedContent(item: Item?, isActive: Bool) -> Content { content(item, isActive) }
}

/// A layer view for group transitions: all the group's items and whether each flies forward.
public protocol AnimatedGroupPortalLayer: View {
  associatedtype Item: Identifiable
  associatedtype AnimatedContent: View
  var items: [Item] { get }
  var groupID: String { get }
  /// The namespace of the group's portals (the unscoped one by default).
  var namespace: Namespace.ID { get }
  @ViewBuilder func animatedContent(items: [Item], activeStates: [Item.ID: Bool]) -> AnimatedContent
}

extension AnimatedGroupPortalLayer {
  public var namespace: Namespace.ID { .unscoped }
}

extension AnimatedGroupPortalLayer {
  public var body: PortalGroupLayerReader<Item, AnimatedContent> {
    PortalGroupLayerReader(items: items, namespace: namespace) { items, states in
      animatedContent(items: items, activeStates: states)
    }
  }
}

/// Reads a group layer's items and the per-item direction of their flights.
///
/// Each item of a group flies as a layer of its own, from its own source; so each layer's
/// content sees its own item, on the way there and on the way back (when the binding is
/// already empty): seed code that draws `ForEach(items)` in a `ZStack` shows each photo in
/// its own flying layer rather than the whole pile in every one.
public struct PortalGroupLayerReader<Item: Identifiable, Content: View>: View {
  @Environment(\.portalLayerIsActive) private var isActive
  @Environment(\.portalLayerItem) private var cachedItem
  @Environment(\.portalGroupActiveStates) private var states
  @Environment(\.portalLayerIsInFlight) private var isInFlight
  @Environment(\.portalController) private var controller
  let items: [Item]
  let namespace: Namespace.ID?
  let content: ([Item], [Item.ID: Bool]) -> Content

  /// A reader of the items' flight directions (false outside a flight).
  public init(items: [Item], @ViewBuilder content: @escaping ([Item], [Item.ID: Bool]) -> Content) {
    self.init(items: items, namespace: nil, content: content)
  }

  init(items: [Item], namespace: Namespace.ID?, @ViewBuilder content: @escaping ([Item], [Item.ID: Bool]) -> Content) {
    self.items = items
    self.namespace = namespace
    self.content = content
  }

  public var body: Content {
    let shown = (cachedItem as? Item).map { [$0] } ?? items
    var active: [Item.ID: Bool] = [:]
    for item in shown {
      if isInFlight {
        active[item.id] = states["\(item.id)"] ?? isActive
      } else {
        // At an end: whether each item's portal is open.
        active[item.id] = namespace.map { controller?.activity.isActive(portalKey(item.id, in: $0)) ?? false } ?? false
      }
    }
    return content(shown, active)
  }
}

/// The ready-made `AnimatedGroupPortalLayer`.
///
/// ```swift
/// AnimatedGroupLayer(items: $selectedPhotos, groupID: "photoStack") { items, activeStates in
///   ZStack { ForEach(items) { PhotoView(photo: $0).scaleEffect(activeStates[$0.id] == true ? 1.1 : 1) } }
/// }
/// ```
public struct AnimatedGroupLayer<Item: Identifiable, Content: View>: AnimatedGroupPortalLayer {
  public let items: [Item]
  public let groupID: String
  public let namespace: Namespace.ID
  let content: ([Item], [Item.ID: Bool]) -> Content

  public init(
    items: Binding<[Item]>, groupID: String, @ViewBuilder content: @escaping ([Item], [Item.ID: Bool]) -> Content
  ) {
    self.init(items: items, groupID: groupID, in: .unscoped, content: content)
  }

  /// A group layer in a namespace (the original library's spelling).
  public init(
    items: Binding<[Item]>, groupID: String, in namespace: Namespace.ID,
    @ViewBuilder content: @escaping ([Item], [Item.ID: Bool]) -> Content
  ) {
    self.items = items.wrappedValue
    self.groupID = groupID
    self.namespace = namespace
    self.content = content
  }

  public func animatedContent(items: [Item], activeStates: [Item.ID: Bool]) -> Content {
    content(items, activeStates)
  }
}
