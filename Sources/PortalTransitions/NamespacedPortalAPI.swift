import Foundation
import PortalUI

// The original library's current spelling: every end and transition is scoped by a SwiftUI
// `Namespace.ID`, the role is labelled `as:`, and `in:` comes before `isActive:`. These forward
// to the same machinery as the string-namespaced forms, so both spellings meet: an end marked
// `in: ns` flies with a transition declared `in: ns`.
//
// Ids may be any `Hashable`; ends are matched by the id's description (as item ids already
// are), so two ids that print alike name the same portal within a namespace.

/// The original library's name for the removal transition (`.none`, `.fade`).
public typealias PortalRemoveTransition = PortalRemovalTransition

/// Defaults shared by the original library's API.
public enum PortalConstants {
  /// The delay the original waits before a forward flight. Flights here take off in the frame
  /// after the change, so nothing waits on it; it is kept for code that reads it.
  public static let animationDelay: TimeInterval = 0.05
  /// The default flight duration.
  public static let defaultAnimationDuration: TimeInterval = 0.3
  /// The default flight animation: `.smooth(duration: 0.3)`.
  public static let defaultAnimation: Animation = .smooth(duration: defaultAnimationDuration)
  /// The shortest flight the original advised beside a sheet. Sheets here present without a
  /// race against the flight, so nothing reads it; it is kept for code that does.
  public static let minimumSheetAnimationDuration: TimeInterval = 0.3
  /// The size of the original's record cache. Nothing is cached per portal here; kept for code
  /// that reads it.
  public static let portalCacheLimit: Int = 10
  /// The line width of the debug outlines, in points.
  public static let debugOverlayStrokeWidth: CGFloat = 2
  /// The corner radius of the debug outlines' labels, in points.
  public static let debugOverlayCornerRadius: CGFloat = 4
  /// The padding of the debug outlines' labels, in points.
  public static let debugOverlayPadding: CGFloat = 5
}

extension Namespace.ID {
  /// The key this namespace scopes portal ids under.
  var portalNamespace: String { description }
}

/// The key of an id in a namespace. The unscoped namespace (the default of layers written for
/// releases without namespaces) is the key space of the string-scoped spellings' `nil`.
func portalKey<ID: Hashable>(_ id: ID, in namespace: Namespace.ID) -> PortalKey {
  PortalKey(namespace: namespace == .unscoped ? nil : namespace.portalNamespace, id: "\(id)")
}

extension View {
  /// Marks this view as one end of the portal `id` in `namespace`.
  ///
  /// `groupID` is accepted as the original library takes it: here a group is named by its
  /// transition (`.portalTransition(ids:groupID:in:isActive:)`) and ends are matched by id, so
  /// it changes nothing.
  ///
  /// ```swift
  /// @Namespace private var ns
  /// …
  /// Card().portal(id: "hero", as: .source, in: ns)
  /// ```
  public func portal<ID: Hashable>(
    id: ID, groupID: String? = nil, as role: PortalRole, in namespace: Namespace.ID
  ) -> some View {
    PortalAnchor(content: self, key: portalKey(id, in: namespace), role: role)
  }

  /// Marks this view as one end of the portal of `item` (keyed by its id) in `namespace`.
  public func portal<Item: Identifiable>(
    item: Item, groupID: String? = nil, as role: PortalRole, in namespace: Namespace.ID
  ) -> some View {
    PortalAnchor(content: self, key: portalKey(item.id, in: namespace), role: role)
  }

  /// Flies the layer between the ends of `id` in `namespace`: forward when `isActive` turns
  /// true, back when it turns false. `completion` gets true after a forward flight and false
  /// after a return.
  ///
  /// `completionCriteria` is accepted as SwiftUI and the original take it; a flight completes
  /// when its layer is removed, which is the same frame it comes to rest.
  ///
  /// ```swift
  /// .portalTransition(id: "hero", in: ns, isActive: $showDetail) {
  ///   HeroArt()
  /// }
  /// ```
  public func portalTransition<ID: Hashable, LayerView: View>(
    id: ID, in namespace: Namespace.ID, isActive: Binding<Bool>,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping () -> LayerView
  ) -> some View {
    PortalTransitionModifier(
      content: self, key: portalKey(id, in: namespace), isActive: isActive.wrappedValue, animation: animation,
      delay: 0, removal: transition, cornerRadii: (0, 0), completion: completion, layer: layerView)
  }

  /// The same, with a `configuration` that styles the layer's content by direction; frame and
  /// position are applied for you.
  public func portalTransition<ID: Hashable, LayerView: View, ConfiguredView: View>(
    id: ID, in namespace: Namespace.ID, isActive: Binding<Bool>,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping () -> LayerView,
    @ViewBuilder configuration: @escaping (AnyView, Bool) -> ConfiguredView
  ) -> some View {
    PortalTransitionModifier(
      content: self, key: portalKey(id, in: namespace), isActive: isActive.wrappedValue, animation: animation,
      delay: 0, removal: transition, cornerRadii: (0, 0), completion: completion,
      layer: { PortalLayerActivityReader { isActive in configuration(AnyView(layerView()), isActive) } })
  }

  /// The same, with a `configuration` that receives the interpolated size and position (the
  /// top-leading corner) and applies them itself.
  public func portalTransition<ID: Hashable, LayerView: View, ConfiguredView: View>(
    id: ID, in namespace: Namespace.ID, isActive: Binding<Bool>,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping () -> LayerView,
    @ViewBuilder configuration: @escaping (AnyView, Bool, CGSize, CGPoint) -> ConfiguredView
  ) -> some View {
    selfPlacingTransition(
      key: portalKey(id, in: namespace), isActive: isActive.wrappedValue, animation: animation,
      transition: transition, delay: 0, completion: completion
    ) { isActive, geometry in
      configuration(AnyView(layerView()), isActive, CGSize(geometry.size), CGPoint(geometry.position))
    }
  }

  /// The same, with a `configuration` that receives both ends' sizes and positions.
  public func portalTransition<ID: Hashable, LayerView: View, ConfiguredView: View>(
    id: ID, in namespace: Namespace.ID, isActive: Binding<Bool>,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping () -> LayerView,
    @ViewBuilder configuration: @escaping (AnyView, Bool, CGSize, CGSize, CGPoint, CGPoint) -> ConfiguredView
  ) -> some View {
    selfPlacingTransition(
      key: portalKey(id, in: namespace), isActive: isActive.wrappedValue, animation: animation,
      transition: transition, delay: 0, completion: completion
    ) { isActive, geometry in
      configuration(
        AnyView(layerView()), isActive, CGSize(geometry.sourceFrame.size), CGSize(geometry.destinationFrame.size),
        CGPoint(geometry.sourceFrame.origin), CGPoint(geometry.destinationFrame.origin))
    }
  }

  /// Flies a layer built from the binding's item between `.portal(item:as:in:)` ends: forward
  /// when the item is set, back when it is cleared (with the item it had).
  ///
  /// ```swift
  /// .portalTransition(item: $selected, in: ns, transition: .fade) { card in
  ///   CardArt(card: card)
  /// }
  /// ```
  public func portalTransition<Item: Identifiable, LayerView: View>(
    item: Binding<Item?>, in namespace: Namespace.ID, animation: Animation = PortalConstants.defaultAnimation,
    transition: PortalRemoveTransition = .none, completionCriteria: AnimationCompletionCriteria = .removed,
    completion: @escaping (Bool) -> Void = { _ in }, @ViewBuilder layerView: @escaping (Item) -> LayerView
  ) -> some View {
    ItemPortalTransitionModifier(
      content: self, item: item, namespace: namespace.portalNamespace, animation: animation, removal: transition,
      cornerRadii: (0, 0), completion: completion, layer: layerView)
  }

  /// The same, with a `configuration` that styles the layer's content by direction.
  public func portalTransition<Item: Identifiable, LayerView: View, ConfiguredView: View>(
    item: Binding<Item?>, in namespace: Namespace.ID, animation: Animation = PortalConstants.defaultAnimation,
    transition: PortalRemoveTransition = .none, completionCriteria: AnimationCompletionCriteria = .removed,
    completion: @escaping (Bool) -> Void = { _ in }, @ViewBuilder layerView: @escaping (Item) -> LayerView,
    @ViewBuilder configuration: @escaping (AnyView, Bool) -> ConfiguredView
  ) -> some View {
    ItemPortalTransitionModifier(
      content: self, item: item, namespace: namespace.portalNamespace, animation: animation, removal: transition,
      cornerRadii: (0, 0), completion: completion,
      layer: { item in PortalLayerActivityReader { isActive in configuration(AnyView(layerView(item)), isActive) } })
  }

  /// Flies one layer per id of a group between `.portal(id:groupID:as:in:)` ends, forward when
  /// `isActive` turns true and back when it turns false. The layer is built from the id.
  public func portalTransition<ID: Hashable, LayerView: View>(
    ids: [ID], groupID: String, in namespace: Namespace.ID, isActive: Binding<Bool>,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping (AnyHashable) -> LayerView
  ) -> some View {
    let original = Self.idsByKey(ids)
    return GroupPortalTransitionModifier(
      content: self, ids: ids.map { "\($0)" }, groupID: groupID, isActive: isActive.wrappedValue,
      namespace: namespace.portalNamespace, animation: animation, staggerDelay: 0, removal: transition,
      completion: completion, layer: { key in layerView(original[key] ?? AnyHashable(key)) })
  }

  /// The same, with a `configuration` that styles each layer's content by direction.
  public func portalTransition<ID: Hashable, LayerView: View, ConfiguredView: View>(
    ids: [ID], groupID: String, in namespace: Namespace.ID, isActive: Binding<Bool>,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, completion: @escaping (Bool) -> Void = { _ in },
    @ViewBuilder layerView: @escaping (AnyHashable) -> LayerView,
    @ViewBuilder configuration: @escaping (AnyView, Bool) -> ConfiguredView
  ) -> some View {
    let original = Self.idsByKey(ids)
    return GroupPortalTransitionModifier(
      content: self, ids: ids.map { "\($0)" }, groupID: groupID, isActive: isActive.wrappedValue,
      namespace: namespace.portalNamespace, animation: animation, staggerDelay: 0, removal: transition,
      completion: completion,
      layer: { key in
        PortalLayerActivityReader { isActive in
          configuration(AnyView(layerView(original[key] ?? AnyHashable(key))), isActive)
        }
      })
  }

  /// Flies one layer per item of the binding: items added fly forward, items removed fly back,
  /// each `staggerDelay` seconds after the previous.
  public func portalTransition<Item: Identifiable, LayerView: View>(
    items: Binding<[Item]>, groupID: String, in namespace: Namespace.ID,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, staggerDelay: TimeInterval = 0.0,
    completion: @escaping (Bool) -> Void = { _ in }, @ViewBuilder layerView: @escaping (Item) -> LayerView
  ) -> some View {
    ItemGroupPortalTransitionModifier(
      content: self, items: items.wrappedValue, groupID: groupID, namespace: namespace.portalNamespace,
      animation: animation, staggerDelay: staggerDelay, removal: transition, cornerRadii: (0, 0),
      completion: completion, layer: layerView)
  }

  /// The same, with a `configuration` that styles each layer's content by direction.
  public func portalTransition<Item: Identifiable, LayerView: View, ConfiguredView: View>(
    items: Binding<[Item]>, groupID: String, in namespace: Namespace.ID,
    animation: Animation = PortalConstants.defaultAnimation, transition: PortalRemoveTransition = .none,
    completionCriteria: AnimationCompletionCriteria = .removed, staggerDelay: TimeInterval = 0.0,
    completion: @escaping (Bool) -> Void = { _ in }, @ViewBuilder layerView: @escaping (Item) -> LayerView,
    @ViewBuilder configuration: @escaping (AnyView, Bool) -> ConfiguredView
  ) -> some View {
    ItemGroupPortalTransitionModifier(
      content: self, items: items.wrappedValue, groupID: groupID, namespace: namespace.portalNamespace,
      animation: animation, staggerDelay: staggerDelay, removal: transition, cornerRadii: (0, 0),
      completion: completion,
      layer: { item in PortalLayerActivityReader { isActive in configuration(AnyView(layerView(item)), isActive) } })
  }

  /// The ids of a group by the keys their ends are registered under.
  private static func idsByKey<ID: Hashable>(_ ids: [ID]) -> [String: AnyHashable] {
    var byKey: [String: AnyHashable] = [:]
    for id in ids { byKey["\(id)"] = AnyHashable(id) }
    return byKey
  }
}
