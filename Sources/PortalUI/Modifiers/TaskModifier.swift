/// Runs an asynchronous action while its view is in the tree: started when the view appears,
/// cancelled when it leaves, and started again (the old run cancelled) when `id` changes.
struct TaskView<Content: View, ID: Equatable>: View, SingleChildModifier, LifecycleHandling {
  let content: Content
  let id: ID
  let priority: TaskPriority
  let action: @isolated(any) () async -> Void

  func didUpdate(node: Node) {
    let state = TaskState.of(node)
    let previous = state.id as? ID
    state.id = id
    // The first update comes before the view appears; appearing starts the first run.
    guard let previous, previous != id, state.isRunning else { return }
    state.start(priority: priority, action: action)
  }

  func appeared(node: Node) { TaskState.of(node).start(priority: priority, action: action) }

  func disappeared(node: Node) { TaskState.of(node).cancel() }
}

/// The run a `.task` modifier started, in its node's storage.
@MainActor
final class TaskState: NodeStateObject {
  /// The id the running task was started for.
  var id: Any?
  private(set) var task: Task<Void, Never>?

  var isRunning: Bool { task != nil }

  func start(priority: TaskPriority, action: @escaping @isolated(any) () async -> Void) {
    task?.cancel()
    task = Task(priority: priority) { @MainActor in await action() }
  }

  func cancel() {
    task?.cancel()
    task = nil
  }
}

extension View {
  /// Starts `action` as a task on the main actor when the view appears, and cancels it when
  /// the view leaves the tree (the work should check `Task.isCancelled` or use cancellable
  /// calls such as `Task.sleep`).
  ///
  /// ```swift
  /// List(model.items) { ItemRow(item: $0) }
  ///   .task { await model.load() }
  /// ```
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    TaskView(content: self, id: 0, priority: priority, action: action)
  }

  /// Starts `action` when the view appears and again whenever `id` changes (cancelling the
  /// run under way), and cancels it when the view leaves the tree.
  ///
  /// ```swift
  /// PhotoView(photo: photo).task(id: photo.id) { image = await loader.image(for: photo) }
  /// ```
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
  ) -> some View {
    TaskView(content: self, id: value, priority: priority, action: action)
  }
}
