/// The direction a symbol effect moves in, where it has one.
enum SymbolEffectDirection: Hashable, Sendable { case up, down }

/// A quick bounce: the symbol grows and springs back.
public struct BounceSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Moving up (or growing, or clockwise).
  public var up: Self {
    var copy = self
    copy.direction = .up
    return copy
  }
  /// Moving down (or shrinking, or anticlockwise).
  public var down: Self {
    var copy = self
    copy.direction = .down
    return copy
  }
  var look: SymbolEffectLook { SymbolEffectLook(scale: direction == .down ? 0.85 : 1.2) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  /// A quick bounce: the symbol grows and springs back.
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// A pulse of opacity.
public struct PulseSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  var look: SymbolEffectLook { SymbolEffectLook(opacity: 0.35) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
  /// A pulse of opacity.
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// Layers lit in turn; here, a pulse of opacity over the whole symbol.
public struct VariableColorSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// One layer lit at a time. Drawn as the whole symbol here.
  public var iterative: Self { self }
  /// Layers lit and kept lit. Drawn as the whole symbol here.
  public var cumulative: Self { self }
  /// Played forwards then back. Drawn as the whole symbol here.
  public var reversing: Self { self }
  /// Played forwards only. Drawn as the whole symbol here.
  public var nonReversing: Self { self }
  /// Unlit layers hidden. Drawn as the whole symbol here.
  public var hideInactiveLayers: Self { self }
  /// Unlit layers dimmed. Drawn as the whole symbol here.
  public var dimInactiveLayers: Self { self }
  var look: SymbolEffectLook { SymbolEffectLook(opacity: 0.45) }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  /// Layers lit in turn; here, a pulse of opacity over the whole symbol.
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// The symbol held larger (`.up`, the default) or smaller (`.down`) while active.
public struct ScaleSymbolEffect: IndefiniteSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Moving up (or growing, or clockwise).
  public var up: Self {
    var copy = self
    copy.direction = .up
    return copy
  }
  /// Moving down (or shrinking, or anticlockwise).
  public var down: Self {
    var copy = self
    copy.direction = .down
    return copy
  }
  var look: SymbolEffectLook { SymbolEffectLook(scale: direction == .down ? 0.8 : 1.2, holds: true) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  /// The symbol held larger (`.up`, the default) or smaller (`.down`) while active.
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// The symbol shown while active and hidden while not, growing in as it appears.
public struct AppearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Moving up (or growing, or clockwise).
  public var up: Self {
    var copy = self
    copy.direction = .up
    return copy
  }
  /// Moving down (or shrinking, or anticlockwise).
  public var down: Self {
    var copy = self
    copy.direction = .down
    return copy
  }
  var look: SymbolEffectLook {
    SymbolEffectLook(scale: 0.5, opacity: 0, holds: true, peaksWhenInactive: true)
  }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  /// The symbol shown while active and hidden while not, growing in as it appears.
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The symbol hidden while active, shrinking away as it goes.
public struct DisappearSymbolEffect: IndefiniteSymbolEffect, TransitionSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Moving up (or growing, or clockwise).
  public var up: Self {
    var copy = self
    copy.direction = .up
    return copy
  }
  /// Moving down (or shrinking, or anticlockwise).
  public var down: Self {
    var copy = self
    copy.direction = .down
    return copy
  }
  var look: SymbolEffectLook { SymbolEffectLook(scale: 0.5, opacity: 0, holds: true) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  /// The symbol hidden while active, shrinking away as it goes.
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// A short wiggle: the symbol turns a little and back.
public struct WiggleSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Moving up (or growing, or clockwise).
  public var up: Self {
    var copy = self
    copy.direction = .up
    return copy
  }
  /// Moving down (or shrinking, or anticlockwise).
  public var down: Self {
    var copy = self
    copy.direction = .down
    return copy
  }
  /// Clockwise.
  public var clockwise: Self { up }
  /// Anticlockwise.
  public var counterClockwise: Self { down }
  /// Towards the left.
  public var left: Self { down }
  /// Towards the right.
  public var right: Self { up }
  /// Towards the forward.
  public var forward: Self { up }
  /// Towards the backward.
  public var backward: Self { down }
  var look: SymbolEffectLook { SymbolEffectLook(rotation: direction == .down ? -12 : 12) }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  /// A short wiggle: the symbol turns a little and back.
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// A turn of the symbol.
public struct RotateSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Moving up (or growing, or clockwise).
  public var up: Self {
    var copy = self
    copy.direction = .up
    return copy
  }
  /// Moving down (or shrinking, or anticlockwise).
  public var down: Self {
    var copy = self
    copy.direction = .down
    return copy
  }
  /// Clockwise.
  public var clockwise: Self { up }
  /// Anticlockwise.
  public var counterClockwise: Self { down }
  var look: SymbolEffectLook { SymbolEffectLook(rotation: direction == .down ? -180 : 180) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  /// A turn of the symbol.
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// A slow swell of size and opacity.
public struct BreatheSymbolEffect: DiscreteSymbolEffect, IndefiniteSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Swelling in size.
  public var plain: Self { self }
  /// Swelling with a pulse of opacity.
  public var pulse: Self { self }
  var look: SymbolEffectLook { SymbolEffectLook(scale: 1.1, opacity: 0.6) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  /// A slow swell of size and opacity.
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// One symbol replacing another; drawn as the change itself.
public struct ReplaceSymbolEffect: ContentTransitionSymbolEffect, DrawnSymbolEffect {
  var direction = SymbolEffectDirection.up
  /// Layers are not drawn apart here: the same effect.
  public var byLayer: Self { self }
  /// The whole symbol at once.
  public var wholeSymbol: Self { self }
  /// Moving up (or growing, or clockwise).
  public var up: Self {
    var copy = self
    copy.direction = .up
    return copy
  }
  /// Moving down (or shrinking, or anticlockwise).
  public var down: Self {
    var copy = self
    copy.direction = .down
    return copy
  }
  /// The old symbol goes down and the new one comes up.
  public var downUp: Self { down }
  /// Both move up.
  public var upUp: Self { up }
  /// The old symbol goes off and the new one comes up.
  public var offUp: Self { up }
  var look: SymbolEffectLook { SymbolEffectLook() }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  /// One symbol replacing another; drawn as the change itself.
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}
