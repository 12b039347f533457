/// A visual effect the pointer's hover shows on a view (`.hoverEffect(_:)`), as on iPadOS.
public struct HoverEffect: Sendable {
  let kind: Kind
  enum Kind: Sendable { case automatic, highlight, lift }

  /// The system's choice.
  public static let automatic = HoverEffect(kind: .automatic)
  /// A soft highlight behind the view.
  public static let highlight = HoverEffect(kind: .highlight)
  /// The view lifts with a shadow.
  public static let lift = HoverEffect(kind: .lift)
}

extension View {
  /// Hides the status bar on iOS. A desktop window has no status bar: this changes nothing.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

  /// Shows or hides the system overlays (the home indicator) on iOS. A desktop window has
  /// none: this changes nothing.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

  /// Lets the app's gestures run first at screen edges on iOS. The desktop has no system edge
  /// gestures: this changes nothing.
  public func defersSystemGestures(on edges: Edge.Set) -> some View { self }

  /// Shows an effect while the pointer hovers over the view on iPadOS. The desktop's pointer
  /// shows its own feedback (buttons highlight on hover already): this changes nothing.
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { self }

  /// Groups the view's geometry so that its children animate from where the group is, not
  /// from where each was. Frames here animate as one already (each child moves with its
  /// parent's animated frame): the view is returned as it is.
  public func geometryGroup() -> some View { self }

  /// Sets the shape that containers inside (and `ContainerRelativeShape`) take their corners
  /// from. Accepted for SwiftUI's spelling; nothing here reads it yet, so it changes nothing.
  public func containerShape<T: Shape>(_ shape: T) -> some View { self }
}
