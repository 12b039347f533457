import Foundation

/// A view that goes through a sequence of phases, each change animated: for ever, or once each
/// time `trigger` changes.
///
/// ```swift
/// PhaseAnimator([false, true]) { grown in
///   Circle().scaleEffect(grown ? 1.2 : 1)
/// } animation: { _ in .easeInOut(duration: 0.8) }
/// ```
///
/// Each phase shows for as long as its animation takes (a spring: until it has about settled)
/// before the next begins.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  /// Builds the view that runs the phases (its trigger's type is known only to the initialiser).
  nonisolated(unsafe) let host: @MainActor () -> AnyView

  /// Goes through `phases` for ever.
  nonisolated public init<S: Sequence>(
    _ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where S.Element == Phase {
    nonisolated(unsafe) let phases = Array(phases)
    nonisolated(unsafe) let (content, animation) = (content, animation)
    host = { @MainActor in
      AnyView(
        PhaseAnimatorHost<Phase, Bool>(
          phases: phases, trigger: nil, content: { AnyView(content($0)) }, animation: animation))
    }
  }

  /// Goes through `phases` once each time `trigger` changes, back to the first.
  nonisolated public init<S: Sequence, T: Equatable>(
    _ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) where S.Element == Phase {
    nonisolated(unsafe) let phases = Array(phases)
    nonisolated(unsafe) let (content, animation, trigger) = (content, animation, trigger)
    host = { @MainActor in
      AnyView(
        PhaseAnimatorHost<Phase, T>(
          phases: phases, trigger: trigger, content: { AnyView(content($0)) }, animation: animation))
    }
  }

  public var body: some View { host() }
}

/// Runs a phase animator: keeps the phase shown (kept out of `PhaseAnimator` so that its
/// initialisers, like SwiftUI's, can run outside the main actor).
struct PhaseAnimatorHost<Phase: Equatable, Trigger: Equatable>: View {
  let phases: [Phase]
  /// Nil for an animator that runs for ever.
  let trigger: Trigger?
  let content: (Phase) -> AnyView
  let animation: (Phase) -> Animation?
  @State private var index = 0
  @State private var runs = 0

  var body: some View {
    let shown = phases.isEmpty ? nil : phases[min(index, phases.count - 1)]
    return Group {
      if let shown { content(shown) }
    }
    .onAppear { if trigger == nil { step(run: runs) } }
    .onChange(of: trigger) { _, _ in
      runs += 1
      index = 0
      step(run: runs)
    }
  }

  /// Moves to the next phase with its animation, then on after that animation's time; a
  /// triggered run stops when it is back at the first phase.
  private func step(run: Int) {
    guard phases.count > 1, run == runs else { return }
    let next = (index + 1) % phases.count
    let animation = self.animation(phases[next])
    withAnimation(animation) { index = next }
    if trigger != nil, next == 0 { return }
    let wait = animation?.estimatedDuration ?? 0.35
    let current = $runs
    Task { @MainActor in
      try? await Task.sleep(nanoseconds: UInt64(max(wait, 1.0 / 60) * 1_000_000_000))
      guard current.wrappedValue == run else { return }
      step(run: run)
    }
  }
}

/// An equatable value with its type erased.
struct AnyEquatable: Equatable {
  let value: Any
  let equals: (Any) -> Bool

  init<T: Equatable>(_ value: T) {
    self.value = value
    equals = { ($0 as? T) == value }
  }

  static func == (a: AnyEquatable, b: AnyEquatable) -> Bool { a.equals(b.value) }
}

/// The content a `.phaseAnimator` or `.keyframeAnimator` modifier is given: the view it
/// modifies.
public struct PlaceholderContentView<Value>: View {
  let content: AnyView
  public var body: some View { content }
}

extension View {
  /// Goes through `phases` for ever, this view modified by `content` for each.
  ///
  /// ```swift
  /// Image(systemName: "heart.fill")
  ///   .phaseAnimator([1.0, 1.3]) { view, scale in view.scaleEffect(scale) }
  /// ```
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }

  /// Goes through `phases` once each time `trigger` changes, this view modified by `content`
  /// for each.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
    return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
  }
}
