import Foundation
import PortalGraphics
import PortalHost
import SwiftData
import Testing

@testable import PortalUI
@testable import PortedAppsSwift5

/// A SwiftData app (`@Model`, `@Query`, the environment's context) compiled unchanged and used
/// headless, and its store written and read back as a later run of the program reads it.
@Suite("SwiftData") @MainActor
struct SwiftDataTests {
  private func temporaryStore() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("portal-swiftdata-\(UUID().uuidString)/test.store")
  }

  @Test func aQueryListsTheModelsSortedAndFollowsInsertsFromAButton() throws {
    let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(ShelfBook(title: "Middlemarch", author: "Eliot", rating: 5))
    container.mainContext.insert(ShelfBook(title: "Emma", author: "Austen", rating: 4))
    let h = try PortedHarness(ReadingListScreen().modelContainer(container))
    let emma = try #require(h.frame(ofText: "Emma"))
    let middlemarch = try #require(h.frame(ofText: "Middlemarch"))
    #expect(emma.minY < middlemarch.minY, "the query's sort by title was not kept")
    #expect(h.frame(ofText: "Reading list (2)") != nil)
    try h.click(text: "Add Book")
    h.settle()
    #expect(h.frame(ofText: "Reading list (3)") != nil, "the view did not follow the insert")
    #expect(h.frame(ofText: "New Book 3") != nil)
  }

  @Test func aChangedPropertyReordersTheQueryThatSortsByIt() throws {
    let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let low = ShelfBook(title: "Low", author: "A", rating: 1)
    container.mainContext.insert(low)
    container.mainContext.insert(ShelfBook(title: "High", author: "B", rating: 4))
    let h = try PortedHarness(MatchingBooks(search: "").modelContainer(container))
    #expect(try #require(h.frame(ofText: "High – 4")).minY < (try #require(h.frame(ofText: "Low – 1"))).minY)
    low.rating = 5
    h.settle()
    let high = try #require(h.frame(ofText: "High – 4"))
    let raised = try #require(h.frame(ofText: "Low – 5"), "the row did not show the new rating")
    #expect(raised.minY < high.minY, "the order by rating did not follow the change")
  }

  @Test func aPredicateFiltersWithTheSearchIgnoringCase() throws {
    let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for title in ["Persuasion", "Sense and Sensibility", "Dracula"] {
      container.mainContext.insert(ShelfBook(title: title, author: "", rating: 3))
    }
    let h = try PortedHarness(MatchingBooks(search: "SENS").modelContainer(container))
    #expect(h.frame(ofText: "Sense and Sensibility – 3") != nil)
    #expect(h.frame(ofText: "Dracula – 3") == nil)
    let descriptor = FetchDescriptor<ShelfBook>(sortBy: [SortDescriptor(\.title)])
    #expect(try container.mainContext.fetch(descriptor).map(\.title) == ["Dracula", "Persuasion", "Sense and Sensibility"])
    var limited = descriptor
    limited.fetchOffset = 1
    limited.fetchLimit = 1
    #expect(try container.mainContext.fetch(limited).map(\.title) == ["Persuasion"])
    #expect(try container.mainContext.fetchCount(FetchDescriptor<ShelfBook>()) == 3)
  }

  @Test func theStoreKeepsModelsAndTheirRelationshipsForTheNextRun() throws {
    let url = temporaryStore()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    do {
      let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: url))
      let book = ShelfBook(title: "Dune", author: "Herbert", rating: 5)
      book.finished = true
      book.isHighlighted = true
      container.mainContext.insert(book)
      book.notes?.append(ShelfNote(text: "Spice", book: book))
      book.notes?.append(ShelfNote(text: "Worms", book: book))
      try container.mainContext.save()
    }
    let reopened = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: url))
    let books = try reopened.mainContext.fetch(FetchDescriptor<ShelfBook>())
    let book = try #require(books.first)
    #expect(books.count == 1)
    #expect((book.title, book.author, book.rating, book.finished) == ("Dune", "Herbert", 5, true))
    #expect(book.isHighlighted == false, "a @Transient property was stored")
    #expect(book.notes?.map(\.text).sorted() == ["Spice", "Worms"])
    #expect(book.notes?.allSatisfy { $0.book === book } == true, "the notes' way back to their book was not restored")
    #expect(try reopened.mainContext.fetchCount(FetchDescriptor<ShelfNote>()) == 2)
  }

  @Test func deletingAModelDeletesTheModelsItsCascadingRelationshipHolds() throws {
    let container = try ModelContainer(for: ShelfBook.self, ShelfNote.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let book = ShelfBook(title: "Dune", author: "Herbert", rating: 5)
    book.notes = [ShelfNote(text: "Spice")]
    container.mainContext.insert(book)
    #expect(try container.mainContext.fetchCount(FetchDescriptor<ShelfNote>()) == 1, "a related model was not inserted with its book")
    container.mainContext.delete(book)
    #expect(book.isDeleted)
    #expect(try container.mainContext.fetchCount(FetchDescriptor<ShelfBook>()) == 0)
    #expect(try container.mainContext.fetchCount(FetchDescriptor<ShelfNote>()) == 0, "the cascade did not delete the note")
  }

  @Test func changesAreSavedWithoutAnExplicitSave() async throws {
    let url = temporaryStore()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let container = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: url))
    let book = ShelfBook(title: "Draft", author: "", rating: 1)
    container.mainContext.insert(book)
    try await Task.sleep(for: .milliseconds(600))
    #expect(FileManager.default.fileExists(atPath: url.path), "the insert was not saved")
    book.title = "Final"
    try await Task.sleep(for: .milliseconds(600))
    let reopened = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: url))
    #expect(try reopened.mainContext.fetch(FetchDescriptor<ShelfBook>()).map(\.title) == ["Final"], "the property change was not saved")
  }

  @Test func aStoreThatIsNotAStoreIsAClearErrorAndIsLeftAsItWas() throws {
    let url = temporaryStore()
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("not json".utf8).write(to: url)
    #expect {
      _ = try ModelContainer(for: ShelfBook.self, configurations: ModelConfiguration(url: url))
    } throws: { error in
      "\(error)".contains(url.path) && "\(error)".contains("cannot be read")
    }
    #expect(try Data(contentsOf: url) == Data("not json".utf8))
  }
}
