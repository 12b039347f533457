import SwiftData
import SwiftUI

// A small journal written as an iOS 17 app is: a SwiftData model, a query, a `.task` that
// waits and then writes, a timer publisher. It runs as a program on X11, and the tests start it
// as one: its lines on standard error say what ran, and its store outlives it.

@Model
final class JournalEntry {
  var text: String
  var created = Date.now

  init(text: String) {
    self.text = text
  }
}

struct JournalView: View {
  @Environment(\.modelContext) private var modelContext
  @Query(sort: \JournalEntry.created) private var entries: [JournalEntry]
  @State private var status = "Waiting for the task…"
  @State private var ticks = 0
  private let timer = Timer.publish(every: 0.1, on: .main, in: .common).autoconnect()

  var body: some View {
    NavigationStack {
      List {
        Section(status) {
          ForEach(entries) { entry in
            VStack(alignment: .leading) {
              Text(entry.text)
              Text(entry.created, style: .time).font(.caption).foregroundStyle(.secondary)
            }
          }
          .onDelete { offsets in
            for offset in offsets { modelContext.delete(entries[offset]) }
          }
        }
      }
      .navigationTitle("Journal (\(entries.count))")
      .toolbar {
        Button("Add Entry") { modelContext.insert(JournalEntry(text: "Entry \(entries.count + 1)")) }
      }
    }
    .onAppear { report("entries at start: \(entries.count)") }
    .task {
      try? await Task.sleep(for: .milliseconds(100))
      status = "The task ran"
      modelContext.insert(JournalEntry(text: "Written by the task"))
      report("task ran")
    }
    .onReceive(timer) { _ in
      ticks += 1
      if ticks == 3 { report("timer fired 3 times") }
    }
  }

  private func report(_ line: String) {
    FileHandle.standardError.write(Data("journal: \(line)\n".utf8))
  }
}

@main
struct JournalApp: App {
  var body: some Scene {
    WindowGroup("Journal") {
      JournalView()
    }
    .modelContainer(for: JournalEntry.self)
  }
}
