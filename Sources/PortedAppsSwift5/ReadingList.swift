import SwiftData
import SwiftUI

// A reading list as an iOS 17 app keeps one with SwiftData: models with a relationship, a
// query sorted and filtered, inserts and deletes through the environment's context.

@Model
final class ShelfBook {
  var title: String
  var author: String
  var rating: Int
  var finished = false
  var added = Date.now
  @Relationship(deleteRule: .cascade) var notes: [ShelfNote]? = []
  @Transient var isHighlighted = false

  init(title: String, author: String, rating: Int) {
    self.title = title
    self.author = author
    self.rating = rating
  }
}

@Model
final class ShelfNote {
  var text: String
  var book: ShelfBook?

  init(text: String, book: ShelfBook? = nil) {
    self.text = text
    self.book = book
  }
}

struct ReadingListScreen: View {
  @Environment(\.modelContext) var modelContext
  @Query(sort: [SortDescriptor(\ShelfBook.title), SortDescriptor(\ShelfBook.author)]) var books: [ShelfBook]
  @State private var searchText = ""

  var body: some View {
    NavigationStack {
      List {
        ForEach(books) { book in
          HStack {
            Text(book.title)
            Spacer()
            Text(String(repeating: "★", count: book.rating))
          }
        }
        .onDelete(perform: deleteBooks)
      }
      .navigationTitle("Reading list (\(books.count))")
      .toolbar {
        Button("Add Book") {
          modelContext.insert(ShelfBook(title: "New Book \(books.count + 1)", author: "Anonymous", rating: 3))
        }
      }
    }
  }

  func deleteBooks(at offsets: IndexSet) {
    for offset in offsets {
      modelContext.delete(books[offset])
    }
  }
}

/// The books whose title holds a search, as a view whose query is made in its initialiser.
struct MatchingBooks: View {
  @Query var books: [ShelfBook]

  init(search: String) {
    _books = Query(filter: #Predicate<ShelfBook> { book in
      search.isEmpty || book.title.localizedStandardContains(search)
    }, sort: \ShelfBook.rating, order: .reverse)
  }

  var body: some View {
    VStack {
      ForEach(books) { book in
        Text("\(book.title) – \(book.rating)")
      }
    }
  }
}
