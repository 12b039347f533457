#if canImport(Combine)
  import Combine
#endif
import Foundation

/// A node's subscription to an `ObservableObject`'s `objectWillChange`: each announcement
/// evaluates the node again at the next frame, when the change it announces has been made.
///
/// `@Published` announces from whatever thread sets it. An announcement on the main queue
/// evaluates the node with the transaction under way (so `withAnimation { model.count += 1 }`
/// animates); one from another thread hops to the main queue, as SwiftUI's does (SwiftUI
/// also warns there; setting published values off the main thread is the app's mistake).
@MainActor
final class ObjectChangeSubscription {
  private var objectID: ObjectIdentifier?
  private var cancellable: AnyCancellable?

  /// Follows `object` on behalf of `node`, replacing the object followed before, if another.
  func follow<Object: ObservableObject>(_ object: Object, on node: Node) {
    let id = ObjectIdentifier(object)
    guard id != objectID else { return }
    objectID = id
    let handle = node.handle
    cancellable = object.objectWillChange.sink { @Sendable _ in
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { handle.node?.invalidate(transaction: Transaction.current) }
      } else {
        DispatchQueue.main.async { handle.node?.invalidate(transaction: Transaction()) }
      }
    }
  }

  /// The subscription kept on `node` for the property `label`, made the first time.
  static func on(_ node: Node, label: String) -> ObjectChangeSubscription {
    let key = "\(label)#objectWillChange"
    if let kept = node.stateSlots[key] as? ObjectChangeSubscription { return kept }
    let made = ObjectChangeSubscription()
    node.stateSlots[key] = made
    return made
  }
}
