import PortalTransitions
import PortalUI

// Portal 4.x's transitions: the animation and completion criteria as parameters, the corner
// radii as `in: PortalCorners(…)`. These are the module's preferred reading of a call that
// other releases spell alike (`.portalTransition(id:isActive:) { … }`), with 4.x's default
// animation, `.smooth(duration: 0.4)`.

extension View {
  /// Portal 4.x: flies `layerView` between `.portal(id:, .source)` and `.portal(id:, .destination)`:
  /// forward when `isActive` turns true, back when it turns false. The clip morphs between the
  /// radii of `corners`; `completion` gets true after the forward flight, false after the return.
  /// `completionCriteria` is accepted as SwiftUI takes it (a flight completes in the frame its
  /// layer is removed, the frame it comes to rest).
  ///
  /// ```swift
  /// .portalTransition(id: "card", isActive: $open, animation: .smooth(duration: 0.5)) {
  ///   CardArt()
  /// }
  /// ```
  public func portalTransition<LayerView: View>(
    id: String, isActive: Binding<Bool>, in corners: PortalCorners? = nil,
    animation: Animation = .smooth(duration: 0.4), completionCriteria: AnimationCompletionCriteria = .removed,
    completion: @escaping (Bool) -> Void = { _ in }, @ViewBuilder layerView: @escaping () -> LayerView
  ) -> some View {
    portalFlight(
      id: id, isActive: isActive.wrappedValue, animation: animation, cornerRadii: corners.radii,
      completion: completion, layer: layerView)
  }

  /// Portal 4.x: flies one layer per id of a group, forward when `isActive` turns true and
  /// back when it turns false.
  public func portalTransition<LayerView: View>(
    ids: [String], groupID: String, isActive: Binding<Bool>, in corners: PortalCorners? = nil,
    animation: Animation = .smooth(duration: 0.4), completionCriteria: AnimationCompletionCriteria = .removed,
    @ViewBuilder layerView: @escaping (String) -> LayerView, completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalGroupFlight(
      ids: ids, groupID: groupID, isActive: isActive.wrappedValue, animation: animation, cornerRadii: corners.radii,
      completion: completion, layer: layerView)
  }

  /// Portal 4.x: flies a layer built from the binding's item: forward when it is set, back
  /// (with the item it had) when it is cleared.
  ///
  /// ```swift
  /// .portalTransition(item: $selectedPhoto) { photo in PhotoView(photo: photo) }
  /// ```
  public func portalTransition<Item: Identifiable, LayerView: View>(
    item: Binding<Item?>, in corners: PortalCorners? = nil, animation: Animation = .smooth(duration: 0.4),
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping (Item) -> LayerView
  ) -> some View {
    portalItemFlight(
      item: item, animation: animation, cornerRadii: corners.radii, completion: completion, layer: layerView)
  }

  /// Portal 4.x: flies one layer per item of the binding, each `staggerDelay` seconds after the
  /// previous: items added fly forward, items removed fly back.
  public func portalTransition<Item: Identifiable, LayerView: View>(
    items: Binding<[Item]>, groupID: String, in corners: PortalCorners? = nil,
    animation: Animation = .smooth(duration: 0.4), completionCriteria: AnimationCompletionCriteria = .removed,
    staggerDelay: TimeInterval = 0.0, @ViewBuilder layerView: @escaping (Item) -> LayerView,
    completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalItemsFlight(
      items: items.wrappedValue, groupID: groupID, animation: animation, staggerDelay: staggerDelay,
      cornerRadii: corners.radii, completion: completion, layer: layerView)
  }
}
