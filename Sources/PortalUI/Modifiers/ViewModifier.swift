import PortalGraphics

/// A reusable change to a view, applied with `.modifier(_:)`: its `body(content:)` wraps the
/// view it modifies.
///
/// ```swift
/// struct Card: ViewModifier {
///   func body(content: Content) -> some View {
///     content.padding(12).background(Color.white).cornerRadius(8)
///   }
/// }
/// Text("Hello").modifier(Card())
/// ```
///
/// A modifier that is also `Animatable` animates: inside `withAnimation` or
/// `.animation(_:value:)` its `body(content:)` is evaluated once a frame with `animatableData`
/// interpolated between the old and the new value, as SwiftUI does.
///
/// ```swift
/// struct Shake: ViewModifier, Animatable {
///   var phase: Double
///   var animatableData: Double {
///     get { phase }
///     set { phase = newValue }
///   }
///   func body(content: Content) -> some View { content.offset(x: 8 * sin(phase * 2 * .pi)) }
/// }
/// ```
@preconcurrency @MainActor
public protocol ViewModifier {
  associatedtype Body: View
  /// The view being modified, as the modifier's body sees it.
  typealias Content = ViewModifierContent
  @ViewBuilder func body(content: Content) -> Body
}

/// The view a `ViewModifier` modifies, handed to its `body(content:)`.
public struct ViewModifierContent: View, PrimitiveView, ViewList {
  let wrapped: any View

  func flatten(into list: inout [ChildView], prefix: ViewKey) {
    flattenView(wrapped, into: &list, prefix: prefix.appending(ObjectIdentifier(type(of: wrapped))))
  }
}

/// A view with a `ViewModifier` applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  public var body: Modifier.Body { modifier.body(content: ViewModifierContent(wrapped: content)) }
}

extension ModifiedContent: Animatable where Modifier: Animatable {
  /// The modifier's animatable data.
  public var animatableData: Modifier.AnimatableData {
    get { modifier.animatableData }
    set { modifier.animatableData = newValue }
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<Modifier: ViewModifier>(_ modifier: Modifier) -> ModifiedContent<Self, Modifier> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension Node {
  /// The view whose body is evaluated: for an `Animatable` view (or a view with an animatable
  /// modifier) a copy carrying the presented `animatableData`, which moves towards the view's
  /// own value when it changes inside an animated transaction.
  func presentedView() -> any View {
    guard let animatable = view as? any Animatable else { return view }
    return presented(animatable)
  }

  private func presented<A: Animatable>(_ value: A) -> any View {
    guard A.AnimatableData.self != EmptyAnimatableData.self else { return view }
    var copy = value
    copy.animatableData = animatedEffect(Self.animatableDataEffect, value.animatableData)
    return copy as? any View ?? view
  }

  static let animatableDataEffect = "animatableData"
}
