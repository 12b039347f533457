import Foundation
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
/// withAnimation { cards.shuffle() } completion: { isDealing = false }
/// ```
///
/// As SwiftUI's, it is not isolated to the main actor, so a model's method can call it. Changes
/// made on the main queue (the main actor's) animate; elsewhere `body` runs without an animation.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result, completion: (() -> Void)? = nil
) rethrows -> Result {
  guard MainQueue.isCurrent else { return try body() }
  nonisolated(unsafe) let completion = completion
  let saved = MainActor.assumeIsolated { Transaction.begin(animation: animation, completion: completion) }
  defer { MainActor.assumeIsolated { Transaction.end(restoring: saved) } }
  return try body()
}

/// `withAnimation` with the criteria for when its completion runs: it runs once every
/// animation the change started has finished (`.logicallyComplete` and `.removed` are told
/// apart only by springs that settle, which finish when they come to rest here).
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  try withAnimation(animation, body, completion: completion)
}

/// Runs `body` in `transaction`: its changes take the transaction's animation.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
  guard MainQueue.isCurrent else { return try body() }
  let saved = MainActor.assumeIsolated {
    let saved = Transaction.current
    Transaction.current = transaction
    return SavedTransaction(transaction: saved, pending: nil)
  }
  defer { MainActor.assumeIsolated { Transaction.end(restoring: saved) } }
  return try body()
}

/// The transaction a `withAnimation` replaced, and the completion it must hand on.
struct SavedTransaction: @unchecked Sendable {
  let transaction: Transaction
  let pending: AnimationCompletion?
}

extension Transaction {
  /// Makes a transaction with `animation` current; what it returns restores the previous one.
  static func begin(animation: Animation?, completion: (() -> Void)?) -> SavedTransaction {
    let saved = Transaction.current
    var transaction = Transaction(animation: animation)
    if let completion { transaction.completion = AnimationCompletion(completion) }
    Transaction.current = transaction
    return SavedTransaction(transaction: saved, pending: transaction.completion)
  }

  /// Restores the transaction `begin` replaced; a completion waits for the update that applies
  /// the change (or runs then, if nothing animates).
  static func end(restoring saved: SavedTransaction) {
    Transaction.current = saved.transaction
    if let completion = saved.pending { PendingCompletions.add(completion) }
  }
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
