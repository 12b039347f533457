import Foundation
import PortalUI

/// Flies `layer` between the portal's ends whenever `isActive` changes.
struct PortalTransitionModifier<Content: View, Layer: View>: View {
  let content: Content
  let key: PortalKey
  let isActive: Bool
  let animation: Animation
  let delay: Double
  let removal: PortalRemovalTransition
  let cornerRadii: (source: Double, destination: Double)
  let completion: ((Bool) -> Void)?
  /// How the layer's view is kept up to date as it flies (every frame for a
  /// `PortalCrossFade`, which reads the progress, and for a layer that places itself).
  var layerUpdates = FlightRequest.LayerUpdates.onTurn
  /// See `FlightRequest.minimumDuration`.
  var minimumDuration: Double?
  let layer: () -> Layer
  @Environment(\.portalController) private var controller
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  var body: some View {
    let settings = self
    return content.onChange(of: isActive) { _, active in
      guard let controller = settings.controller else {
        AnchorToken.warnMissingContainer(key: settings.key)
        return
      }
      controller.request(
        FlightRequest(
          direction: FlightDirection(active: active), key: settings.key, animation: settings.animation,
          delay: settings.delay, layer: { AnyView(settings.layer()) }, removal: settings.removal,
          cornerRadii: settings.cornerRadii, reduceMotion: settings.reduceMotion || PortalEnvironment.reduceMotion,
          layerUpdates: settings.layerUpdates, minimumDuration: settings.minimumDuration,
          completion: settings.completion))
    }
  }
}

/// Settings read from the process environment.
@MainActor
enum PortalEnvironment {
  /// The variables read: the process's, or a test's stand-in.
  static var variables = ProcessInfo.processInfo.environment

  /// `PORTAL_REDUCE_MOTION=1` asks for dissolves instead of flights, like the system setting.
  static var reduceMotion: Bool { reduceMotion(in: variables) }

  static func reduceMotion(in variables: [String: String]) -> Bool { variables["PORTAL_REDUCE_MOTION"] == "1" }
}

extension View {
  /// Flies `layer` from the source of `id` to its destination when `animate` turns true, and
  /// back when it turns false. The two ends are hidden only while the layer flies.
  ///
  /// `delay` holds back the first take-off (a turn mid-flight never waits). `animationDuration`
  /// is accepted as seed code writes it, but nothing waits on it: a flight lands when its
  /// animation arrives, read frame by frame, so a spring that settles late or a turn mid-flight
  /// never leaves the layer on screen past its landing or removes it too early.
  ///
  /// ```swift
  /// .portalTransition(id: "X", animate: $isShowingDetail, animation: .smooth(duration: 0.6),
  ///                   animationDuration: 0.6, delay: 0.1) {
  ///   MyFloatingView()
  /// }
  /// ```
  public func portalTransition<Layer: View>(
    id: String, animate: Binding<Bool>, animation: Animation = .smooth(duration: 0.3),
    animationDuration: Double = 0.3, delay: Double = 0, @ViewBuilder layer: @escaping () -> Layer
  ) -> some View {
    PortalTransitionModifier(
      content: self, key: PortalKey(namespace: nil, id: id), isActive: animate.wrappedValue, animation: animation,
      delay: delay, removal: .none, cornerRadii: (0, 0), completion: nil, layer: layer)
  }

  /// Flies `layer` between the ends of `id` as `isActive` changes, with the newer API's options:
  /// a namespace, the animation, a removal transition, corner radii for the two ends (the
  /// layer's clip morphs between them) and a completion (true after forward, false after back).
  ///
  /// Portal 5.x spelled this `.portalTransition(id:isActive:animation:transition:completionCriteria:completion:)`
  /// with the same defaults, so its calls land here too; `completionCriteria` is accepted as
  /// SwiftUI takes it (a flight completes in the frame its layer is removed, which is the frame
  /// it comes to rest). Where an older release's spelling (imported through `Portal`) accepts
  /// the same call, that release's form is chosen, with its own defaults.
  @_disfavoredOverload
  public func portalTransition<Layer: View>(
    id: String, isActive: Binding<Bool>, in namespace: String? = nil, animation: Animation = .smooth(duration: 0.3),
    transition: PortalRemovalTransition = .none, completionCriteria: AnimationCompletionCriteria = .removed,
    sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    delay: Double = 0, crossFade: Bool = false, completion: ((Bool) -> Void)? = nil,
    @ViewBuilder layer: @escaping () -> Layer
  ) -> some View {
    PortalTransitionModifier(
      content: self, key: PortalKey(namespace: namespace, id: id), isActive: isActive.wrappedValue,
      animation: animation, delay: delay, removal: transition,
      cornerRadii: (sourceCornerRadius, destinationCornerRadius), completion: completion,
      layerUpdates: crossFade ? .everyFrameForProgress : .onTurn, layer: layer)
  }

  /// The same, with a `configuration` that styles the layer's content in flight (clip shape,
  /// shadow, anything depending on the direction); frame and position are applied for you.
  ///
  /// ```swift
  /// .portalTransition(id: "card", isActive: $open) {
  ///   CardArt()
  /// } configuration: { content, isActive in
  ///   content.shadow(radius: isActive ? 16 : 4)
  /// }
  /// ```
  public func portalTransition<Layer: View, Styled: View>(
    id: String, isActive: Binding<Bool>, in namespace: String? = nil, animation: Animation = .smooth(duration: 0.3),
    transition: PortalRemovalTransition = .none, sourceCornerRadius: Double = 0, destinationCornerRadius: Double = 0,
    delay: Double = 0, completion: ((Bool) -> Void)? = nil,
    @ViewBuilder layer: @escaping () -> Layer,
    @ViewBuilder configuration: @escaping (AnyView, Bool) -> Styled
  ) -> some View {
    let active = isActive.wrappedValue
    return PortalTransitionModifier(
      content: self, key: PortalKey(namespace: namespace, id: id), isActive: active, animation: animation,
      delay: delay, removal: transition, cornerRadii: (sourceCornerRadius, destinationCornerRadius),
      completion: completion,
      layer: { PortalLayerActivityReader { isActive in configuration(AnyView(layer()), isActive) } })
  }

  /// The same, with a `configuration` that also receives the interpolated size and position
  /// (the top-leading corner, in screen coordinates) and applies them itself, so the layer can
  /// take its own path.
  ///
  /// ```swift
  /// .portalTransition(id: "card", isActive: $open) {
  ///   CardArt()
  /// } configuration: { content, isActive, size, position in
  ///   content
  ///     .frame(width: size.width, height: size.height)
  ///     .offset(x: position.x, y: position.y)
  /// }
  /// ```
  public func portalTransition<Layer: View, Placed: View>(
    id: String, isActive: Binding<Bool>, in namespace: String? = nil, animation: Animation = .smooth(duration: 0.3),
    transition: PortalRemovalTransition = .none, delay: Double = 0, completion: ((Bool) -> Void)? = nil,
    @ViewBuilder layer: @escaping () -> Layer,
    @ViewBuilder configuration: @escaping (AnyView, Bool, CGSize, CGPoint) -> Placed
  ) -> some View {
    selfPlacingTransition(
      key: PortalKey(namespace: namespace, id: id), isActive: isActive.wrappedValue, animation: animation,
      transition: transition, delay: delay, completion: completion
    ) { isActive, geometry in
      configuration(AnyView(layer()), isActive, CGSize(geometry.size), CGPoint(geometry.position))
    }
  }

  /// The same, with a `configuration` that receives the raw ends: the source's and the
  /// destination's sizes and positions (top-leading corners, screen coordinates). Interpolate
  /// with `@Environment(\.portalLayerProgress)` or choose by `isActive`; apply frame and offset
  /// yourself.
  ///
  /// ```swift
  /// } configuration: { content, isActive, sourceSize, destinationSize, sourcePosition, destinationPosition in
  ///   let size = isActive ? destinationSize : sourceSize
  ///   let position = isActive ? destinationPosition : sourcePosition
  ///   content.frame(width: size.width, height: size.height).offset(x: position.x, y: position.y)
  /// }
  /// ```
  public func portalTransition<Layer: View, Placed: View>(
    id: String, isActive: Binding<Bool>, in namespace: String? = nil, animation: Animation = .smooth(duration: 0.3),
    transition: PortalRemovalTransition = .none, delay: Double = 0, completion: ((Bool) -> Void)? = nil,
    @ViewBuilder layer: @escaping () -> Layer,
    @ViewBuilder configuration: @escaping (AnyView, Bool, CGSize, CGSize, CGPoint, CGPoint) -> Placed
  ) -> some View {
    selfPlacingTransition(
      key: PortalKey(namespace: namespace, id: id), isActive: isActive.wrappedValue, animation: animation,
      transition: transition, delay: delay, completion: completion
    ) { isActive, geometry in
      configuration(
        AnyView(layer()), isActive, CGSize(geometry.sourceFrame.size), CGSize(geometry.destinationFrame.size),
        CGPoint(geometry.sourceFrame.origin), CGPoint(geometry.destinationFrame.origin))
    }
  }

  /// A transition whose layer reads the flight's geometry and applies frame and offset itself.
  func selfPlacingTransition<Placed: View>(
    key: PortalKey, isActive: Bool, animation: Animation, transition: PortalRemovalTransition, delay: Double,
    completion: ((Bool) -> Void)?, @ViewBuilder layer: @escaping (Bool, PortalLayerGeometry) -> Placed
  ) -> some View {
    var modifier = PortalTransitionModifier(
      content: self, key: key, isActive: isActive, animation: animation, delay: delay, removal: transition,
      cornerRadii: (0, 0), completion: completion, layer: { PortalLayerGeometryReader(content: layer) })
    modifier.layerUpdates = .everyFrameForGeometry
    return modifier
  }
}
