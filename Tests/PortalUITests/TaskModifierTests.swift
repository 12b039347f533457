import PortalGraphics
import Testing

@testable import PortalUI

/// What the tasks did.
@MainActor
private final class TaskLog {
  var started: [Int] = []
  var finished: [Int] = []
  var cancelled: [Int] = []
}

/// A worker whose task runs for its id; "hide" removes it, "next" moves it to the next id.
private struct Worker: View {
  let log: TaskLog
  @State private var shown = true
  @State private var id = 1
  var body: some View {
    VStack {
      Text("hide").onTapGesture { shown = false }
      Text("next").onTapGesture { id += 1 }
      if shown {
        Text("worker \(id)").task(id: id) { [id] in
          log.started.append(id)
          try? await Task.sleep(for: .seconds(60))
          if Task.isCancelled { log.cancelled.append(id) } else { log.finished.append(id) }
        }
      }
    }
  }
}

/// Loads its text in a task, writing its own state on the main actor.
private struct Loader: View {
  @State private var text = "loading"
  var body: some View {
    Text(text).task {
      await Task.yield()
      text = "loaded"
    }
  }
}

@Suite("Task modifier") @MainActor
struct TaskModifierTests {
  /// Lets tasks on the main actor run until `condition` holds (or a second has passed).
  private func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<1000 where !condition() {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }

  @Test func theTaskStartsWhenTheViewAppearsAndCanWriteItsState() async throws {
    let h = try Harness(Loader())
    #expect(h.frame(ofText: "loading") != nil)
    await waitUntil {
      h.settle()
      return h.frame(ofText: "loaded") != nil
    }
    #expect(h.frame(ofText: "loaded") != nil)
  }

  /// The task the worker's `.task` runs now.
  private func runningTask(_ h: Harness) throws -> Task<Void, Never> {
    let node = try #require(h.node(TaskView<Text, Int>.self))
    return try #require(TaskState.of(node).task, "the worker runs no task")
  }

  // Whether a cancelled task's body notices soon is up to the executor, which a loaded test
  // run may keep busy; these tests check what the view layer does: the handle it cancels.

  @Test func removingTheViewCancelsItsTask() async throws {
    let log = TaskLog()
    let h = try Harness(Worker(log: log))
    await waitUntil { log.started == [1] }
    #expect(log.started == [1])
    let task = try runningTask(h)
    #expect(!task.isCancelled)
    h.click(try #require(h.frame(ofText: "hide")).center)
    #expect(h.frame(ofText: "worker 1") == nil)
    #expect(task.isCancelled)
  }

  @Test func aNewIdCancelsTheRunningTaskAndStartsAnother() async throws {
    let log = TaskLog()
    let h = try Harness(Worker(log: log))
    await waitUntil { log.started == [1] }
    let first = try runningTask(h)
    h.click(try #require(h.frame(ofText: "next")).center)
    #expect(h.frame(ofText: "worker 2") != nil)
    #expect(first.isCancelled)
    let second = try runningTask(h)
    #expect(second != first && !second.isCancelled)
    await waitUntil { log.started == [1, 2] }
    #expect(log.started == [1, 2])
    // An update that keeps the id leaves the task alone.
    h.graph.root.invalidate()
    h.settle()
    #expect(try runningTask(h) == second)
    #expect(!second.isCancelled)
  }
}
