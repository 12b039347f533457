import PortalTransitions
import PortalUI

// Portal 1.0's spellings: `.portalSource(item:)`, `.portalDestination(item:)`, and the
// transitions that take `animationDuration` and `delay`. In 1.0 the layer took off `delay`
// seconds after the change and handed over to the destination once `animationDuration` had
// passed; these keep that timing. They are disfavoured so that a call that is also Portal
// 4.x's spelling (the later release of this module) takes 4.x's defaults.

/// Portal 1.0's choice of the layer a transition draws in. Only `.above` (the overlay above
/// everything) existed; it is accepted as `layer:` and is where every layer flies here.
public enum portalLayer: Hashable, Sendable {
  /// The overlay above the window's content.
  case above
}

/// Portal 1.0's view that marks its content as the source of the portal `id`; the same as
/// `.portalSource(id:)`.
public struct PortalSource<Content: View>: View {
  /// The portal this view is the source of.
  public let id: String
  let content: Content

  /// Marks `content` as the source of `id`.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.id = id
    self.content = content()
  }

  public var body: some View { content.portalSource(id: id) }
}

/// Portal 1.0's view that marks its content as the destination of the portal `id`; the same
/// as `.portalDestination(id:)`.
public struct PortalDestination<Content: View>: View {
  /// The portal this view is the destination of.
  public let id: String
  let content: Content

  /// Marks `content` as the destination of `id`.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.id = id
    self.content = content()
  }

  public var body: some View { content.portalDestination(id: id) }
}

extension View {
  /// Portal 1.0: marks this view as the source of the portal of `item` (keyed by its id).
  public func portalSource<Item: Identifiable>(item: Item) -> some View {
    portal(item: item, .source)
  }

  /// Portal 1.0: marks this view as the destination of the portal of `item` (keyed by its id).
  public func portalDestination<Item: Identifiable>(item: Item) -> some View {
    portal(item: item, .destination)
  }

  /// Portal 1.0: flies `layerView` from the source of `id` to its destination when `isActive`
  /// turns true, and back when it turns false.
  ///
  /// The forward flight takes off `delay` seconds after the change (the return at once), moves
  /// with `animation`, and hands over to its end `animationDuration` seconds after take-off, or
  /// when the animation arrives if that is later (so the layer is never removed mid-move);
  /// `completion` then gets true after the forward flight and false after the return.
  /// `sourceProgress`, `destinationProgress` and `layer` are accepted as 1.0 took them; 1.0 drew
  /// nothing with them, and there was only the one layer.
  ///
  /// ```swift
  /// .portalTransition(id: "avatar", isActive: $showAvatar, animation: .smooth(duration: 0.5),
  ///                   animationDuration: 0.5) {
  ///   Image(systemName: "person.circle.fill")
  /// }
  /// ```
  @_disfavoredOverload
  public func portalTransition<LayerView: View>(
    id: String, isActive: Binding<Bool>, sourceProgress: CGFloat = 0, destinationProgress: CGFloat = 0,
    animation: Animation = .smooth(duration: 0.42, extraBounce: 0.2), animationDuration: TimeInterval = 0.72,
    delay: TimeInterval = 0.06, layer: portalLayer = .above, @ViewBuilder layerView: @escaping () -> LayerView,
    completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    // Only the forward flight waits, as in 1.0.
    portalFlight(
      id: id, isActive: isActive.wrappedValue, animation: animation, delay: isActive.wrappedValue ? delay : 0,
      minimumDuration: animationDuration, completion: completion, layer: layerView)
  }

  /// Portal 1.0: flies a layer built from the binding's item between `.portalSource(item:)` and
  /// `.portalDestination(item:)`: forward when the item is set, back when it is cleared (with
  /// the item it had). Timing as in `portalTransition(id:isActive:…)`: take-off `delay` after
  /// the item is set, hand-over `animationDuration` after take-off.
  ///
  /// ```swift
  /// .portalTransition(item: $selectedBook, animation: .smooth(duration: 0.4, extraBounce: 0.1),
  ///                   animationDuration: 0.4) { book in
  ///   Image(book.coverImageName).resizable().scaledToFit()
  /// }
  /// ```
  @_disfavoredOverload
  public func portalTransition<Item: Identifiable, LayerView: View>(
    item: Binding<Item?>, sourceProgress: CGFloat = 0, destinationProgress: CGFloat = 0,
    animation: Animation = .smooth(duration: 0.42, extraBounce: 0.2), animationDuration: TimeInterval = 0.72,
    delay: TimeInterval = 0.06, layer: portalLayer = .above, @ViewBuilder layerView: @escaping (Item) -> LayerView,
    completion: @escaping (Bool) -> Void = { _ in }
  ) -> some View {
    portalItemFlight(
      item: item, animation: animation, delay: item.wrappedValue != nil ? delay : 0, minimumDuration: animationDuration, completion: completion,
      layer: layerView)
  }
}
