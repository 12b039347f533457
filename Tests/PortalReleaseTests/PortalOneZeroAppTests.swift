import Portal
import SwiftUI
import Testing

// An app written against Portal 1.0: `import Portal`, `.portalSource(item:)`,
// `.portalDestination(item:)`, and transitions timed by `animationDuration` and `delay`.

/// What the app's completions reported, in order.
@MainActor final class CompletionLog {
  var results: [Bool] = []
}

struct Book: Identifiable {
  let id: Int
  let title: String
}

struct LibraryView: View {
  let log: CompletionLog
  @State private var selectedBook: Book? = nil
  let books = [Book(id: 1, title: "Whispers of Wind"), Book(id: 2, title: "City of Shadows")]

  var body: some View {
    PortalContainer {
      VStack {
        ForEach(books) { book in
          HStack {
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
              .portalSource(item: book)
            Text(book.title)
            Spacer()
          }
          .onTapGesture { selectedBook = book }
        }
        if let selectedBook {
          Rectangle().fill(Color.blue).frame(width: 160, height: 120)
            .portalDestination(item: selectedBook)
          Text("Close").onTapGesture { self.selectedBook = nil }
        }
      }
      .portalTransition(
        item: $selectedBook,
        animation: .smooth(duration: 0.4, extraBounce: 0.1),
        animationDuration: 0.8,
        delay: 0.2
      ) { book in
        Rectangle().fill(Color.blue)
      } completion: { finished in
        log.results.append(finished)
      }
    }
  }
}

struct ProfileView: View {
  let log: CompletionLog
  @State private var showEnlargedAvatar: Bool = false
  let portalID = "avatarTransition"

  var body: some View {
    PortalContainer {
      VStack {
        Text("Avatar").onTapGesture { showEnlargedAvatar.toggle() }
        Circle().fill(Color.orange).frame(width: 40, height: 40)
          .portalSource(id: portalID)
        if showEnlargedAvatar {
          Circle().fill(Color.orange).frame(width: 150, height: 150)
            .portalDestination(id: portalID)
        }
      }
      .portalTransition(id: portalID, isActive: $showEnlargedAvatar, animation: .smooth(duration: 0.3), animationDuration: 0.3) {
        Circle().fill(Color.orange)
      } completion: { finished in
        log.results.append(finished)
      }
    }
  }
}

@Suite("Portal 1.0, written as its apps are") @MainActor
struct PortalOneZeroAppTests {
  @Test func itemTransitionWaitsItsDelayOnTheSource() throws {
    let h = try ReleaseHarness(LibraryView(log: CompletionLog()))
    h.tap("City of Shadows")
    h.run(for: 0.1)
    let source = try #require(h.end(.source, "2"))
    #expect(h.layer("2") == source)
  }

  @Test func itemTransitionFliesToTheItemsDestination() throws {
    let h = try ReleaseHarness(LibraryView(log: CompletionLog()))
    h.tap("City of Shadows")
    h.run(for: 0.45)
    let layer = try #require(h.layer("2"))
    let source = try #require(h.end(.source, "2"))
    #expect(layer.width > source.width)
  }

  @Test func itemTransitionHandsOverOnlyAfterItsAnimationDuration() throws {
    let log = CompletionLog()
    let h = try ReleaseHarness(LibraryView(log: log))
    h.tap("City of Shadows")
    // The animation arrives about 0.6 s after the tap; 1.0's hand-over comes at 0.2 + 0.8 s.
    h.run(for: 0.9)
    let destination = try #require(h.end(.destination, "2"))
    let layer = try #require(h.layer("2"))
    // Still shown, on (a bouncy spring: within a point of) its end, the completion not yet run.
    #expect(abs(layer.minX - destination.minX) < 1 && abs(layer.width - destination.width) < 1)
    #expect(log.results.isEmpty)
    h.run(for: 0.2)
    #expect(h.layer("2") == nil)
    #expect(log.results == [true])
  }

  @Test func clearingTheItemFliesBackAtOnceAndReportsFalse() throws {
    let log = CompletionLog()
    let h = try ReleaseHarness(LibraryView(log: log))
    h.tap("City of Shadows")
    h.run(for: 1.2)
    h.tap("Close")
    h.run(for: 0.05)
    #expect(h.isFlying("2"))
    h.run(for: 1.0)
    #expect(!h.isFlying("2"))
    #expect(log.results == [true, false])
  }

  @Test func idTransitionWithTheDefaultDelayRunsItsCompletion() throws {
    let log = CompletionLog()
    let h = try ReleaseHarness(ProfileView(log: log))
    h.tap("Avatar")
    h.run(for: 0.03)
    // 1.0's default delay (0.06 s) holds the layer on the source.
    #expect(h.layer("avatarTransition") == h.end(.source, "avatarTransition"))
    h.run(for: 0.2)
    let layer = try #require(h.layer("avatarTransition"))
    #expect(layer.width > 40)
    h.run(for: 0.4)
    #expect(h.layer("avatarTransition") == nil)
    #expect(log.results == [true])
  }
}
