/// The context of a state change: whether (and how) what it changes should animate.
@MainActor
public struct Transaction {
  public var animation: Animation?
  /// Set by `withAnimation(completion:)`: told when every animation of the change has finished.
  var completion: AnimationCompletion?

  public init(animation: Animation? = nil) { self.animation = animation }

  /// The transaction of the code running now (inside `withAnimation`, or none).
  static var current = Transaction()
}

/// Counts the animations a transaction started and runs a closure when all have finished.
@MainActor
final class AnimationCompletion {
  private var running = 0
  private var action: (() -> Void)?
  private var updateIsDone = false

  init(_ action: @escaping () -> Void) { self.action = action }

  func began() { running += 1 }

  func ended() {
    running -= 1
    fire()
  }

  /// Called once the change's update is done: with nothing animating, the completion runs now.
  func updateFinished() {
    updateIsDone = true
    fire()
  }

  private func fire() {
    guard updateIsDone, running <= 0, let action else { return }
    self.action = nil
    action()
  }
}

/// Applies the changes made in `body` with an animation: views whose layout or animatable
/// properties change because of them move there smoothly.
///
/// ```swift
/// withAnimation(.spring(duration: 0.4, bounce: 0.2)) { isExpanded.toggle() }
/// ```
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result, completion: (() -> Void)? = nil
) rethrows -> Result {
  let saved = Transaction.current
  var transaction = Transaction(animation: animation)
  if let completion { transaction.completion = AnimationCompletion(completion) }
  Transaction.current = transaction
  defer {
    Transaction.current = saved
    // Sealed once the graph has applied the change (next update), or now if nothing did.
    if let completion = transaction.completion { PendingCompletions.add(completion) }
  }
  return try body()
}

/// Completions waiting for the update that applies their change.
@MainActor
enum PendingCompletions {
  static var waiting: [AnimationCompletion] = []
  static func add(_ completion: AnimationCompletion) { waiting.append(completion) }
  /// The update that applied their changes is done: each runs once its animations finish.
  static func updateFinished() {
    let all = waiting
    waiting.removeAll()
    for completion in all { completion.updateFinished() }
  }
}
