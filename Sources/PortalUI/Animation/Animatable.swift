import PortalGraphics

/// A type whose appearance depends on numbers an animation can interpolate.
///
/// Shapes are animatable: expose the numbers that shape the outline as `animatableData`, and
/// inside `withAnimation` or `.animation(_:value:)` the shape is drawn with interpolated
/// values on every frame instead of jumping to the new ones.
///
/// ```swift
/// struct Wedge: Shape {
///   var fraction: Double
///   var animatableData: Double {
///     get { fraction }
///     set { fraction = newValue }
///   }
///   func path(in rect: CGRect) -> Path { … }
/// }
/// ```
///
/// Several numbers animate together as an `AnimatablePair` (nest pairs for more).
@preconcurrency @MainActor
public protocol Animatable {
  /// The interpolated numbers; `EmptyAnimatableData` (the default) animates nothing.
  associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// The animatable data of a value with nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by factor: Double) {}
  public var magnitudeSquared: Double { 0 }
}

extension Node {
  /// `animatedEffect` for values that change what the whole subtree draws (opacity, a clip):
  /// when the presented value moves, every descendant's painted area is redrawn, since no
  /// frame change would report it.
  ///
  /// A node placed under a render transform of its own reports the move when it sets the
  /// transform (`placeContent(in:renderTransform:)`): once, and where the subtree shows now.
  func animatedSubtreeEffect<V: VectorArithmetic>(_ name: String, _ target: V, kind: MotionKind = .movement) -> V {
    let value = animatedEffect(name, target, kind: kind)
    let previous = presentedSubtreeEffects[name] as? V
    // Kept before the move is reported: the damage it makes reads the value presented now (a
    // fade still too faint to show damages nothing, `Node.isHiddenByFade`).
    presentedSubtreeEffects[name] = value
    if let previous, previous != value {
      if self[PresentedTransform.self] != nil { subtreeEffectMoved = true } else { subtreeMoved() }
    }
    return value
  }

  /// True while the effect `name` is moving towards its target.
  func isEffectMoving(_ name: String) -> Bool {
    (effectMotions[name] as? any AnyMotion)?.isAnimating == true
  }
}
