/// What an animated change does on screen, which decides how it animates when the user asked
/// for less motion (`accessibilityReduceMotion`).
enum MotionKind {
  /// Something moves, grows or turns (a frame, an offset, a scale, a slide): under reduce
  /// motion it jumps to its new place.
  case movement
  /// Something fades or changes colour: under reduce motion it becomes a short cross-fade.
  case fade

  /// The short cross-fade that stands in for animations under reduce motion.
  static let reducedMotionFade = Animation.easeInOut(duration: 0.15)

  /// The animation a change of this kind gets under reduce motion (nil: it jumps).
  var reducedMotionAnimation: Animation? {
    switch self {
    case .movement: nil
    case .fade: Self.reducedMotionFade
    }
  }
}
