import PortalUI

// Portal 5.x's string-id spellings that pass corner radii as `in: PortalCorners(…)`. Its other
// calls (without `in:`) are served by the string-id forms beside them, which take the same
// labels and defaults. These are disfavoured so that Portal 4.x's forms, which `Portal`
// declares with the same labels minus `transition:`, are the ones chosen there.

extension View {
  /// Portal 5.x: flies `layerView` between `.portal(id:, .source)` and `.portal(id:, .destination)`
  /// as `isActive` changes, its clip morphing between the radii of `corners`.
  ///
  /// ```swift
  /// .portalTransition(id: "card", isActive: $open, in: PortalCorners(source: 8, destination: 20)) {
  ///   CardArt()
  /// }
  /// ```
  @_disfavoredOverload
  public func portalTransition<LayerView: View>(
    id: String, isActive: Binding<Bool>, in corners: PortalCorners?,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping () -> LayerView
  ) -> some View {
    portalFlight(
      id: id, isActive: isActive.wrappedValue, animation: animation, removal: transition, cornerRadii: corners.radii,
      completion: completion, layer: layerView)
  }

  /// Portal 5.x: the item form with corner radii.
  @_disfavoredOverload
  public func portalTransition<Item: Identifiable, LayerView: View>(
    item: Binding<Item?>, in corners: PortalCorners?, animation: Animation = PortalConstants.defaultAnimation,
    transition: PortalRemoveTransition = .none, completionCriteria: AnimationCompletionCriteria = .removed,
    completion: @escaping (Bool) -> Void = { _ in }, @ViewBuilder layerView: @escaping (Item) -> LayerView
  ) -> some View {
    portalItemFlight(
      item: item, animation: animation, removal: transition, cornerRadii: corners.radii, completion: completion,
      layer: layerView)
  }

  /// Portal 5.x: the group form over ids, with corner radii.
  @_disfavoredOverload
  public func portalTransition<LayerView: View>(
    ids: [String], groupID: String, isActive: Binding<Bool>, in corners: PortalCorners?,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, @ViewBuilder layerView: @escaping (String) -> LayerView,
    completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalGroupFlight(
      ids: ids, groupID: groupID, isActive: isActive.wrappedValue, animation: animation, removal: transition,
      cornerRadii: corners.radii, completion: completion, layer: layerView)
  }

  /// Portal 5.x: the group form over items, with corner radii.
  @_disfavoredOverload
  public func portalTransition<Item: Identifiable, LayerView: View>(
    items: Binding<[Item]>, groupID: String, in corners: PortalCorners?,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, staggerDelay: TimeInterval = 0.0,
    @ViewBuilder layerView: @escaping (Item) -> LayerView, completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalItemsFlight(
      items: items.wrappedValue, groupID: groupID, animation: animation, staggerDelay: staggerDelay,
      removal: transition, cornerRadii: corners.radii, completion: completion, layer: layerView)
  }
}
