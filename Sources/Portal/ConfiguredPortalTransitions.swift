import PortalTransitions
import PortalUI

// Portal 2.0–4.x's transitions configured with a `PortalTransitionConfig`. In 2.x–3.x the
// configuration could be left out; such calls read as 4.x's `.portalTransition(id:isActive:)`
// and the like, which take the same labels otherwise.

extension View {
  /// Portal 2.0–4.x: flies `layerView` between `.portal(id:, .source)` and
  /// `.portal(id:, .destination)` as `isActive` changes, with the animation, delay and corner
  /// radii of `config`. `completion` gets true after the forward flight, false after the return.
  ///
  /// ```swift
  /// .portalTransition(id: "card", config: .init(animation: PortalAnimation(.bouncy)), isActive: $open) {
  ///   CardArt()
  /// }
  /// ```
  public func portalTransition<LayerView: View>(
    id: String, config: PortalTransitionConfig, isActive: Binding<Bool>,
    @ViewBuilder layerView: @escaping () -> LayerView, completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    let active = isActive.wrappedValue
    return portalFlight(
      id: id, isActive: active, animation: config.animation.value, delay: config.delay(active: active),
      cornerRadii: config.corners.radii, completion: completion, layer: layerView)
  }

  /// Portal 2.1–4.x: flies one layer per id of a group, configured by `config`.
  public func portalTransition<LayerView: View>(
    ids: [String], groupID: String, config: PortalTransitionConfig, isActive: Binding<Bool>,
    @ViewBuilder layerView: @escaping (String) -> LayerView, completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalGroupFlight(
      ids: ids, groupID: groupID, isActive: isActive.wrappedValue, animation: config.animation.value,
      cornerRadii: config.corners.radii, completion: completion, layer: layerView)
  }

  /// Portal 2.0–4.x: flies a layer built from the binding's item, configured by `config`:
  /// forward when the item is set, back when it is cleared.
  public func portalTransition<Item: Identifiable, LayerView: View>(
    item: Binding<Item?>, config: PortalTransitionConfig, @ViewBuilder layerView: @escaping (Item) -> LayerView,
    completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalItemFlight(
      item: item, animation: config.animation.value, delay: config.delay(active: item.wrappedValue != nil),
      cornerRadii: config.corners.radii, completion: completion, layer: layerView)
  }

  /// Portal 2.1–4.x: flies one layer per item of the binding, configured by `config`, each
  /// `staggerDelay` seconds after the previous.
  public func portalTransition<Item: Identifiable, LayerView: View>(
    items: Binding<[Item]>, groupID: String, config: PortalTransitionConfig, staggerDelay: TimeInterval = 0.0,
    @ViewBuilder layerView: @escaping (Item) -> LayerView, completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalItemsFlight(
      items: items.wrappedValue, groupID: groupID, animation: config.animation.value, staggerDelay: staggerDelay,
      cornerRadii: config.corners.radii, completion: completion, layer: layerView)
  }
}
