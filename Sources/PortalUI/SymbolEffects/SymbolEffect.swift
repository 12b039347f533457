/// An animation of a symbol (`.symbolEffect(_:options:value:)`,
/// `.symbolEffect(_:options:isActive:)`). Symbols here are drawn in one layer, so each effect
/// is shown with the nearest motion of the whole view: a bounce grows and springs back, a
/// pulse dims and brightens, a wiggle turns a little and back; options that choose layers
/// (`.byLayer`, `.iterative`) draw as the whole symbol.
public protocol SymbolEffect: Hashable, Sendable {}

/// The effects this package draws, with how it draws them.
protocol DrawnSymbolEffect {
  /// How the effect is shown here.
  var look: SymbolEffectLook { get }
}

/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that shows for as long as it is active.
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that shows a symbol appearing or disappearing.
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that shows one symbol replacing another.
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// The motion a symbol effect is drawn with here.
struct SymbolEffectLook: Hashable, Sendable {
  /// The scale the symbol grows (above 1) or shrinks (below 1) to at the effect's peak.
  var scale: Double = 1
  /// The opacity at the effect's peak.
  var opacity: Double = 1
  /// The turn at the effect's peak, in degrees.
  var rotation: Double = 0
  /// An indefinite effect that holds its peak while active rather than repeating it.
  var holds = false
  /// Held at its peak while inactive instead (an appearing symbol is hidden until active).
  var peaksWhenInactive = false
}

/// How a symbol effect plays: how often and how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
  /// How many times the effect plays; nil: as the effect does by default (indefinite effects
  /// repeat, discrete ones play once).
  var repeatCount: Int?
  /// Continuously while active.
  var repeatsForever = false
  var speedFactor: Double = 1

  /// The effect's own behaviour.
  public static let `default` = SymbolEffectOptions()
  /// Repeats for as long as it is active.
  public static let repeating = SymbolEffectOptions(repeatsForever: true)
  /// Plays once.
  public static let nonRepeating = SymbolEffectOptions(repeatCount: 1)

  /// Plays `count` times.
  public static func `repeat`(_ count: Int) -> SymbolEffectOptions {
    SymbolEffectOptions(repeatCount: max(1, count))
  }

  /// Plays `speed` times as fast.
  public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speedFactor: speed) }

  /// These options, playing `count` times.
  public func `repeat`(_ count: Int) -> SymbolEffectOptions {
    var copy = self
    copy.repeatCount = max(1, count)
    copy.repeatsForever = false
    return copy
  }

  /// These options, `speed` times as fast.
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var copy = self
    copy.speedFactor = speed
    return copy
  }
}
