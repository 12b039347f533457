import PortalGraphics
import Testing

@testable import PortalUI

private final class Library {}
private struct Shelf: Equatable { var books: [String] }
private struct Opener { var open: () -> Void }

private struct LibraryKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: Library? = nil }
private struct ShelfKey: EnvironmentKey { static let defaultValue = Shelf(books: []) }
private struct OpenerKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue = Opener(open: {}) }
private struct StyleKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: any ShapeStyle = Color.red }
private struct AnythingKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: Any = 0 }

/// Environments written apart compare value by value, each value as its type compares.
@Suite("Environment values compared by their types")
struct EnvironmentValueComparisonTests {
  private func changed<K: EnvironmentKey>(_ key: K.Type, _ a: K.Value, _ b: K.Value) -> Bool {
    var one = EnvironmentValues()
    var two = EnvironmentValues()
    one[key] = a
    two[key] = b
    return one.keysChanged(from: two) == [ObjectIdentifier(key)]
  }

  @Test func equatableValuesCompareByEquality() {
    #expect(!changed(ShelfKey.self, Shelf(books: ["Dune"]), Shelf(books: ["Du" + "ne"])))
    #expect(changed(ShelfKey.self, Shelf(books: ["Dune"]), Shelf(books: ["Emma"])))
  }

  @Test func objectsAndOptionalObjectsCompareByIdentity() {
    let library = Library()
    #expect(!changed(LibraryKey.self, library, library))
    #expect(changed(LibraryKey.self, library, Library()))
    #expect(!changed(LibraryKey.self, nil, nil))
    #expect(changed(LibraryKey.self, library, nil))
  }

  @Test func aValueHoldingAClosureIsTheSameOnlyAsItsOwnWrite() {
    let opener = Opener(open: {})
    #expect(changed(OpenerKey.self, opener, opener))
    var one = EnvironmentValues()
    one[OpenerKey.self] = opener
    let copy = one
    #expect(one.keysChanged(from: copy).isEmpty, "a copy shares the write")
  }

  @Test func existentialValuesCompareByTheTypeInside() {
    #expect(!changed(StyleKey.self, Color.blue, Color.blue))
    #expect(changed(StyleKey.self, Color.blue, Color.green))
    #expect(!changed(AnythingKey.self, 3, 3))
    #expect(changed(AnythingKey.self, 3, "3"))
    let library = Library()
    #expect(!changed(AnythingKey.self, library, library))
    #expect(changed(AnythingKey.self, library, Library()))
  }

  @Test func valuesReadBackAreTheValuesWritten() {
    var values = EnvironmentValues()
    #expect(values[LibraryKey.self] == nil)
    #expect(values[ShelfKey.self] == Shelf(books: []))
    values[ShelfKey.self] = Shelf(books: ["Emma"])
    values[LibraryKey.self] = nil
    #expect(values[ShelfKey.self] == Shelf(books: ["Emma"]))
    #expect(values[LibraryKey.self] == nil)
    values[StyleKey.self] = Color.green
    #expect(ValueEquality.sameStyle(values[StyleKey.self], Color.green))
  }
}
