#if canImport(Combine)
  import Combine
#endif
import Foundation

/// Runs an action with each value a publisher sends while its view is in the tree: subscribed
/// when the view appears, cancelled when it leaves. The action of the latest view value runs, so
/// it sees the view's current state.
struct ReceiveView<Content: View, Source: Publisher>: View, SingleChildModifier, LifecycleHandling
where Source.Failure == Never {
  let content: Content
  let publisher: Source
  let action: (Source.Output) -> Void

  func didUpdate(node: Node) {
    let action = self.action
    ReceiveState.of(node).perform = { action($0 as! Source.Output) }
  }

  func appeared(node: Node) {
    let state = ReceiveState.of(node)
    state.cancellable = publisher.sink { @Sendable [weak state] value in
      nonisolated(unsafe) let value = value
      if MainQueue.isCurrent {
        MainActor.assumeIsolated { state?.perform?(value) }
      } else {
        DispatchQueue.main.async { state?.perform?(value) }
      }
    }
  }

  func disappeared(node: Node) {
    let state = ReceiveState.of(node)
    state.cancellable = nil
  }
}

/// The subscription an `.onReceive` modifier keeps in its node, and its current action.
@MainActor
final class ReceiveState: NodeStateObject, @unchecked Sendable {
  var perform: ((Any) -> Void)?
  var cancellable: AnyCancellable?
}

extension View {
  /// Runs `action` on the main actor with each value `publisher` sends while this view is in
  /// the tree.
  ///
  /// ```swift
  /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  /// Text("\(seconds)").onReceive(timer) { _ in seconds += 1 }
  /// ```
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    ReceiveView(content: self, publisher: publisher, action: action)
  }
}
