/// When an animation counts as finished, for completions that take it, as in SwiftUI:
/// `.logicallyComplete` once the value is where it will rest (a spring may still be settling),
/// `.removed` once nothing of the animation is left running.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let removesAtRest: Bool

  /// The animation has reached its target, though a spring may still be moving a little.
  public static let logicallyComplete = AnimationCompletionCriteria(removesAtRest: false)
  /// The animation has stopped entirely.
  public static let removed = AnimationCompletionCriteria(removesAtRest: true)
}
