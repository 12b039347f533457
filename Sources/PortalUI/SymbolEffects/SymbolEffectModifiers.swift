/// Plays a symbol effect's motion once (or as many times as its options say) each time a
/// value changes: out to the effect's peak and back.
struct DiscreteSymbolEffectModifier<Value: Equatable>: ViewModifier {
  let look: SymbolEffectLook
  let options: SymbolEffectOptions
  let value: Value
  @State private var isAtPeak = false
  @Environment(\.symbolEffectsRemoved) private var effectsRemoved

  func body(content: Content) -> some View {
    content
      .scaleEffect(isAtPeak ? look.scale : 1)
      .rotationEffect(.degrees(isAtPeak ? look.rotation : 0))
      .opacity(isAtPeak ? look.opacity : 1)
      .onChange(of: value) {
        guard !effectsRemoved else { return }
        play(times: options.repeatsForever ? 3 : options.repeatCount ?? 1)
      }
  }

  private func play(times: Int) {
    let half = 0.16 / max(options.speedFactor, 0.01)
    let peak = $isAtPeak
    withAnimation(.easeOut(duration: half)) {
      peak.wrappedValue = true
    } completion: {
      withAnimation(.easeIn(duration: half)) {
        peak.wrappedValue = false
      } completion: {
        if times > 1 { play(times: times - 1) }
      }
    }
  }
}

/// Shows a symbol effect for as long as it is active: held at its peak (a scale, a hidden
/// symbol), or going to it and back again and again (a pulse).
struct IndefiniteSymbolEffectModifier: ViewModifier {
  let look: SymbolEffectLook
  let options: SymbolEffectOptions
  let isActive: Bool
  @State private var isAtPeak = false
  @State private var hasStarted = false
  @Environment(\.symbolEffectsRemoved) private var effectsRemoved

  func body(content: Content) -> some View {
    content
      .scaleEffect(isAtPeak ? look.scale : 1)
      .rotationEffect(.degrees(isAtPeak ? look.rotation : 0))
      .opacity(isAtPeak ? look.opacity : 1)
      .onChange(of: isActive, initial: true) { update() }
      .onChange(of: effectsRemoved) { update() }
  }

  private func update() {
    let active = isActive && !effectsRemoved
    let speed = max(options.speedFactor, 0.01)
    let first = !hasStarted
    hasStarted = true
    if look.holds {
      let peak = look.peaksWhenInactive ? !active : active
      // The state it starts in shows at once; later changes move.
      withAnimation(first ? nil : .easeInOut(duration: 0.25 / speed)) { isAtPeak = peak }
    } else if active {
      withAnimation(.easeInOut(duration: 0.6 / speed).repeatForever(autoreverses: true)) { isAtPeak = true }
    } else if !first {
      withAnimation(.easeOut(duration: 0.2 / speed)) { isAtPeak = false }
    }
  }
}

private struct SymbolEffectsRemovedKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether symbol effects inside are turned off (`.symbolEffectsRemoved()`).
  var symbolEffectsRemoved: Bool {
    get { self[SymbolEffectsRemovedKey.self] }
    set { self[SymbolEffectsRemovedKey.self] = newValue }
  }
}

extension View {
  /// Plays `effect` on the view (a symbol) each time `value` changes: a bounce grows it and
  /// springs back, a pulse dims it and back, a wiggle turns it a little and back (see
  /// `SymbolEffect` for how each effect is drawn here).
  ///
  /// ```swift
  /// Image(systemName: "bell").symbolEffect(.bounce, value: notificationCount)
  /// ```
  public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View {
    modifier(
      DiscreteSymbolEffectModifier(
        look: (effect as? DrawnSymbolEffect)?.look ?? SymbolEffectLook(), options: options, value: value))
  }

  /// Shows `effect` on the view (a symbol) while `isActive`: `.pulse`, `.variableColor` and
  /// `.breathe` dim it and back again and again, `.scale` holds it larger, `.disappear` hides
  /// it, `.appear` shows it only while active.
  ///
  /// ```swift
  /// Image(systemName: "wifi").symbolEffect(.variableColor, isActive: isSearching)
  /// ```
  public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    modifier(
      IndefiniteSymbolEffectModifier(
        look: (effect as? DrawnSymbolEffect)?.look ?? SymbolEffectLook(), options: options, isActive: isActive
      ))
  }

  /// Turns off the symbol effects inside (when `isEnabled`).
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
    environment(\.symbolEffectsRemoved, isEnabled)
  }
}
