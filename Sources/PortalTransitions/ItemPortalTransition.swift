import PortalUI

/// Remembers the last non-nil item, so a reverse flight keeps its content after the binding
/// has become nil.
@MainActor
final class ItemCache<Item> {
  var last: Item?
  /// The item the last transition flew for, which a change of item sends back.
  var previous: Item?
}

/// Flies a layer for the item in a binding: forward when it becomes non-nil, back when it
/// becomes nil, and from one portal to the other when it changes to another item.
struct ItemPortalTransitionModifier<Content: View, Item: Identifiable, Layer: View>: View {
  let content: Content
  let item: Binding<Item?>
  let namespace: String?
  let animation: Animation
  var delay: Double = 0
  /// See `FlightRequest.minimumDuration`.
  var minimumDuration: Double?
  let removal: PortalRemovalTransition
  let cornerRadii: (source: Double, destination: Double)
  let completion: ((Bool) -> Void)?
  let layer: (Item) -> Layer
  @Environment(\.portalController) private var controller
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @State private var cache = ItemCache<Item>()

  var body: some View {
    let current = item.wrappedValue
    if let current { cache.last = current }
    let settings = self
    let cache = self.cache
    return content.onChange(of: current.map { "\($0.id)" }) { old, new in
      guard let controller = settings.controller else { return }
      let reduce = settings.reduceMotion || PortalEnvironment.reduceMotion
      @MainActor func fly(_ active: Bool, _ id: String, _ shown: Item?) {
        guard let shown else { return }
        controller.request(
          FlightRequest(
            direction: FlightDirection(active: active), key: PortalKey(namespace: settings.namespace, id: id),
            animation: settings.animation, delay: settings.delay,
            layer: { AnyView(settings.layer(shown).environment(\.portalLayerItem, shown)) }, removal: settings.removal,
            cornerRadii: settings.cornerRadii, reduceMotion: reduce, minimumDuration: settings.minimumDuration,
            completion: settings.completion))
      }
      if let old, let new,
        controller.consumeTransfer(
          from: PortalKey(namespace: settings.namespace, id: old), to: PortalKey(namespace: settings.namespace, id: new))
      {
        // Paged to another item: it becomes the active portal without a flight.
        cache.previous = cache.last
        return
      }
      if let old, old != new {
        // The item that was shown flies back with its cached content.
        fly(false, old, cache.previous ?? cache.last)
      }
      if let new { fly(true, new, cache.last) }
      cache.previous = cache.last
    }
  }
}

extension View {
  /// Flies a layer built from the binding's item between `.portal(item:, .source)` and
  /// `.portal(item:, .destination)`: forward when the item is set, back when it is cleared.
  ///
  /// ```swift
  /// .portalTransition(item: $selectedPhoto) { photo in PhotoView(photo: photo) }
  /// ```
  ///
  /// Portal 5.x's `.portalTransition(item:animation:transition:completionCriteria:completion:)`
  /// lands here too; an older release's form imported through `Portal` is preferred where it
  /// accepts the same call.
  @_disfavoredOverload
  public func portalTransition<Item: Identifiable, Layer: View>(
    item: Binding<Item?>, in namespace: String? = nil, animation: Animation = .smooth(duration: 0.3),
    transition: PortalRemovalTransition = .none, completionCriteria: AnimationCompletionCriteria = .removed,
    sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    delay: Double = 0, completion: ((Bool) -> Void)? = nil, @ViewBuilder layer: @escaping (Item) -> Layer
  ) -> some View {
    ItemPortalTransitionModifier(
      content: self, item: item, namespace: namespace, animation: animation, delay: delay, removal: transition,
      cornerRadii: (sourceCornerRadius, destinationCornerRadius), completion: completion, layer: layer)
  }

  /// The same, with a `configuration` that styles the layer's content by direction (true while
  /// it flies forward); frame, position and the corner-radius clip are applied for you.
  ///
  /// ```swift
  /// .portalTransition(item: $selectedPhoto, destinationCornerRadius: 16) { photo in
  ///   PhotoView(photo: photo)
  /// } configuration: { content, isActive in
  ///   content.shadow(radius: isActive ? 16 : 4)
  /// }
  /// ```
  public func portalTransition<Item: Identifiable, Layer: View, Styled: View>(
    item: Binding<Item?>, in namespace: String? = nil, animation: Animation = .smooth(duration: 0.3),
    transition: PortalRemovalTransition = .none, sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    delay: Double = 0, completion: ((Bool) -> Void)? = nil, @ViewBuilder layer: @escaping (Item) -> Layer,
    @ViewBuilder configuration: @escaping (AnyView, Bool) -> Styled
  ) -> some View {
    ItemPortalTransitionModifier(
      content: self, item: item, namespace: namespace, animation: animation, delay: delay, removal: transition,
      cornerRadii: (sourceCornerRadius, destinationCornerRadius), completion: completion,
      layer: { item in PortalLayerActivityReader { isActive in configuration(AnyView(layer(item)), isActive) } })
  }
}

private struct PortalLayerItemKey: EnvironmentKey {
  nonisolated(unsafe) static let defaultValue: Any? = nil
}

extension EnvironmentValues {
  /// Inside a flying layer of an item transition: the item it was built for (kept during the
  /// reverse flight after the binding became nil).
  var portalLayerItem: Any? {
    get { self[PortalLayerItemKey.self] }
    set { self[PortalLayerItemKey.self] = newValue }
  }
}
