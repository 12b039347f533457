import PortalUI

// Entry points for the modules that carry earlier releases' spellings (`Portal`,
// `PortalFlowingHeader`, `PortalHeaders`): each of those spellings is a thin adapter over one
// of these, so every release flies with the same engine.

extension View {
  /// Flies `layer` between the ends of `id` (string-scoped by `namespace`) as `isActive` changes.
  /// `delay` holds back the first take-off; `minimumDuration`, when set, is the shortest time
  /// from take-off to landing (see `FlightRequest.minimumDuration`).
  package func portalFlight<Layer: View>(
    id: String, namespace: String? = nil, isActive: Bool, animation: Animation, delay: Double = 0,
    minimumDuration: Double? = nil, removal: PortalRemovalTransition = .none,
    cornerRadii: (source: Double, destination: Double) = (0, 0), completion: ((Bool) -> Void)?,
    @ViewBuilder layer: @escaping () -> Layer
  ) -> some View {
    var modifier = PortalTransitionModifier(
      content: self, key: PortalKey(namespace: namespace, id: id), isActive: isActive, animation: animation,
      delay: delay, removal: removal, cornerRadii: cornerRadii, completion: completion, layer: layer)
    modifier.minimumDuration = minimumDuration
    return modifier
  }

  /// Flies a layer for the binding's item: forward when it is set, back when it is cleared.
  package func portalItemFlight<Item: Identifiable, Layer: View>(
    item: Binding<Item?>, namespace: String? = nil, animation: Animation, delay: Double = 0,
    minimumDuration: Double? = nil, removal: PortalRemovalTransition = .none,
    cornerRadii: (source: Double, destination: Double) = (0, 0), completion: ((Bool) -> Void)?,
    @ViewBuilder layer: @escaping (Item) -> Layer
  ) -> some View {
    var modifier = ItemPortalTransitionModifier(
      content: self, item: item, namespace: namespace, animation: animation, delay: delay, removal: removal,
      cornerRadii: cornerRadii, completion: completion, layer: layer)
    modifier.minimumDuration = minimumDuration
    return modifier
  }

  /// Flies one layer per id of a group, each `staggerDelay` after the one before it.
  package func portalGroupFlight<Layer: View>(
    ids: [String], groupID: String, namespace: String? = nil, isActive: Bool, animation: Animation,
    staggerDelay: Double = 0, removal: PortalRemovalTransition = .none,
    cornerRadii: (source: Double, destination: Double) = (0, 0), completion: ((Bool) -> Void)?,
    @ViewBuilder layer: @escaping (String) -> Layer
  ) -> some View {
    GroupPortalTransitionModifier(
      content: self, ids: ids, groupID: groupID, isActive: isActive, namespace: namespace, animation: animation,
      staggerDelay: staggerDelay, removal: removal, cornerRadii: cornerRadii, completion: completion, layer: layer)
  }

  /// Flies one layer per item of a group: items added fly forward, items removed fly back.
  package func portalItemsFlight<Item: Identifiable, Layer: View>(
    items: [Item], groupID: String, namespace: String? = nil, animation: Animation, staggerDelay: Double = 0,
    removal: PortalRemovalTransition = .none, cornerRadii: (source: Double, destination: Double) = (0, 0),
    completion: ((Bool) -> Void)?, @ViewBuilder layer: @escaping (Item) -> Layer
  ) -> some View {
    ItemGroupPortalTransitionModifier(
      content: self, items: items, groupID: groupID, namespace: namespace, animation: animation,
      staggerDelay: staggerDelay, removal: removal, cornerRadii: cornerRadii, completion: completion, layer: layer)
  }
}
