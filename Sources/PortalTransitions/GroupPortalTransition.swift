import PortalUI

/// Flies several layers together, one per id, each starting `staggerDelay` after the one
/// before it.
struct GroupPortalTransitionModifier<Content: View, Layer: View>: View {
  let content: Content
  /// Ids in flight order.
  let ids: [String]
  let groupID: String
  let isActive: Bool
  let namespace: String?
  let animation: Animation
  let staggerDelay: Double
  var removal: PortalRemovalTransition = .none
  var cornerRadii: (source: Double, destination: Double) = (0, 0)
  let completion: ((Bool) -> Void)?
  /// The layer for an id (also for ids that just left the group and fly back).
  let layer: (String) -> Layer
  @Environment(\.portalController) private var controller
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    let settings = self
    return content.onChange(of: GroupState(ids: ids, active: isActive)) { old, new in
      guard let controller = settings.controller else { return }
      let reduce = settings.reduceMotion || PortalEnvironment.reduceMotion
      // Ids that left the group fly back; the group's state applies to the rest.
      let leaving = old.active ? old.ids.filter { !new.ids.contains($0) } : []
      let flying = new.active != old.active ? new.ids : new.ids.filter { !old.ids.contains($0) && new.active }
      var remaining = leaving.count + flying.count
      let finishOne: (Bool) -> Void = { result in
        remaining -= 1
        if remaining == 0 { settings.completion?(result) }
      }
      for (index, id) in leaving.enumerated() {
        controller.request(
          FlightRequest(
            direction: .reverse, key: PortalKey(namespace: settings.namespace, id: id), animation: settings.animation,
            delay: Double(index) * settings.staggerDelay, layer: { AnyView(settings.layer(id)) },
            removal: settings.removal, cornerRadii: settings.cornerRadii, reduceMotion: reduce, completion: finishOne))
      }
      for (index, id) in flying.enumerated() {
        controller.request(
          FlightRequest(
            direction: FlightDirection(active: new.active), key: PortalKey(namespace: settings.namespace, id: id),
            animation: settings.animation, delay: Double(index) * settings.staggerDelay,
            layer: {
              AnyView(
                settings.layer(id).environment(
                  \.portalGroupActiveStates, Dictionary(uniqueKeysWithValues: new.ids.map { ($0, new.active) })))
            },
            removal: settings.removal, cornerRadii: settings.cornerRadii, reduceMotion: reduce, completion: finishOne))
      }
    }
  }
}

struct GroupState: Equatable {
  let ids: [String]
  let active: Bool
}

private struct GroupActiveStatesKey: EnvironmentKey {
  static let defaultValue: [String: Bool] = [:]
}

extension EnvironmentValues {
  /// Inside a group's layer: whether each item of the group (by id) is flying forward.
  public var portalGroupActiveStates: [String: Bool] {
    get { self[GroupActiveStatesKey.self] }
    set { self[GroupActiveStatesKey.self] = newValue }
  }
}

extension View {
  /// Flies one layer per id between `.portal(id:, .source)` and `.portal(id:, .destination)`
  /// views, forward when `isActive` turns true and back when it turns false, each id
  /// `staggerDelay` seconds after the previous. An older release's form imported through
  /// `Portal` is preferred where it accepts the same call.
  @_disfavoredOverload
  public func portalTransition<Layer: View>(
    ids: [String], groupID: String, isActive: Binding<Bool>, in namespace: String? = nil,
    animation: Animation = .smooth(duration: 0.3), staggerDelay: Double = 0,
    transition: PortalRemovalTransition = .none, sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    completion: ((Bool) -> Void)? = nil, @ViewBuilder layer: @escaping (String) -> Layer
  ) -> some View {
    GroupPortalTransitionModifier(
      content: self, ids: ids, groupID: groupID, isActive: isActive.wrappedValue, namespace: namespace,
      animation: animation, staggerDelay: staggerDelay, removal: transition,
      cornerRadii: (sourceCornerRadius, destinationCornerRadius), completion: completion, layer: layer)
  }

  /// The same, with a `configuration` that styles each layer's content by direction; frame,
  /// position and the corner-radius clip are applied for you.
  public func portalTransition<Layer: View, Styled: View>(
    ids: [String], groupID: String, isActive: Binding<Bool>, in namespace: String? = nil,
    animation: Animation = .smooth(duration: 0.3), staggerDelay: Double = 0,
    transition: PortalRemovalTransition = .none, sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    completion: ((Bool) -> Void)? = nil, @ViewBuilder layer: @escaping (String) -> Layer,
    @ViewBuilder configuration: @escaping (AnyView, Bool) -> Styled
  ) -> some View {
    GroupPortalTransitionModifier(
      content: self, ids: ids, groupID: groupID, isActive: isActive.wrappedValue, namespace: namespace,
      animation: animation, staggerDelay: staggerDelay, removal: transition,
      cornerRadii: (sourceCornerRadius, destinationCornerRadius), completion: completion,
      layer: { id in PortalLayerActivityReader { isActive in configuration(AnyView(layer(id)), isActive) } })
  }

  /// Flies one layer per item of the binding: items added fly forward, items removed fly back,
  /// each `staggerDelay` seconds after the previous.
  ///
  /// ```swift
  /// .portalTransition(items: $selectedPhotos, groupID: "stack", staggerDelay: 0.05) { photo in
  ///   PhotoView(photo: photo)
  /// }
  /// ```
  ///
  /// An older release's form imported through `Portal` is preferred where it accepts the same
  /// call.
  @_disfavoredOverload
  public func portalTransition<Item: Identifiable, Layer: View>(
    items: Binding<[Item]>, groupID: String, in namespace: String? = nil,
    animation: Animation = .smooth(duration: 0.3), staggerDelay: Double = 0,
    transition: PortalRemovalTransition = .none, sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    completion: ((Bool) -> Void)? = nil, @ViewBuilder layer: @escaping (Item) -> Layer
  ) -> some View {
    let current = items.wrappedValue
    return ItemGroupPortalTransitionModifier(
      content: self, items: current, groupID: groupID, namespace: namespace, animation: animation,
      staggerDelay: staggerDelay, removal: transition, cornerRadii: (sourceCornerRadius, destinationCornerRadius),
      completion: completion, layer: layer)
  }
}

/// The item form of a group: the set of ids is the group, active while it is not empty.
struct ItemGroupPortalTransitionModifier<Content: View, Item: Identifiable, Layer: View>: View {
  let content: Content
  let items: [Item]
  let groupID: String
  let namespace: String?
  let animation: Animation
  let staggerDelay: Double
  let removal: PortalRemovalTransition
  let cornerRadii: (source: Double, destination: Double)
  let completion: ((Bool) -> Void)?
  let layer: (Item) -> Layer
  @State private var cache = ItemCache<[String: Item]>()

  var body: some View {
    var known = cache.last ?? [:]
    for item in items { known["\(item.id)"] = item }
    cache.last = known
    let ids = items.map { "\($0.id)" }
    let layer = self.layer
    let allItems = known
    // Present ids are active; ids that left the binding fly back with their cached item.
    return GroupPortalTransitionModifier(
      content: content, ids: ids, groupID: groupID, isActive: !ids.isEmpty, namespace: namespace,
      animation: animation, staggerDelay: staggerDelay, removal: removal, cornerRadii: cornerRadii,
      completion: completion, layer: { id in AnyView(allItems[id].map { layer($0).environment(\.portalLayerItem, $0) }) })
  }
}
