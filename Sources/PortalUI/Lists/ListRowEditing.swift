import PortalHost

/// What the `onDelete` and `onMove` actions of a list row's `ForEach` are, and where the row
/// is among the `ForEach`'s elements.
@MainActor
struct ListRowEditing {
  var onDelete: ((IndexSet) -> Void)?
  var onMove: ((IndexSet, Int) -> Void)?
  var offset = 0
  var count = 0

  /// The Delete key's keysym (Backspace deletes too).
  static let delete = Key(keysym: 0xFFFF)

  /// Runs the action `key` asks for on this row, if any: Delete or Backspace deletes it,
  /// Alt+Up and Alt+Down move it one place. Returns whether an action ran.
  func perform(_ key: Key, modifiers: KeyModifiers) -> Bool {
    if key == Self.delete || key == .backspace, modifiers.isEmpty, let onDelete {
      onDelete(IndexSet(integer: offset))
      return true
    }
    guard modifiers == .alt, let onMove else { return false }
    // A move's destination is the position, among the elements before the move, to insert
    // the row in front of.
    if key == .up, offset > 0 {
      onMove(IndexSet(integer: offset), offset - 1)
      return true
    }
    if key == .down, offset < count - 1 {
      onMove(IndexSet(integer: offset), offset + 2)
      return true
    }
    return false
  }
}

/// Views made from a collection, whose elements' rows a `List` can delete and move.
public protocol DynamicViewContent: View {
  associatedtype Data: Collection
  /// The collection the views are made from.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// A `ForEach` whose rows can be deleted or moved in a `List` (see `onDelete(perform:)`).
/// Anywhere else it is the `ForEach` it wraps.
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: DynamicViewContent,
  PrimitiveView, ViewList, IndexedViewList, ListContentWalking
{
  let base: ForEach<Data, ID, Content>
  let onDelete: ((IndexSet) -> Void)?
  let onMove: ((IndexSet, Int) -> Void)?

  public var data: Data { base.data }

  func flatten(into list: inout [ChildView], prefix: ViewKey) { base.flatten(into: &list, prefix: prefix) }

  var count: Int { base.count }

  func child(at offset: Int, prefix: ViewKey) -> [ChildView] { base.child(at: offset, prefix: prefix) }

  func walkListContent(_ walker: inout ListWalker, prefix: ViewKey, traits: ListRowTraits) {
    base.walkElements(
      &walker, prefix: prefix, traits: traits, editing: ListRowEditing(onDelete: onDelete, onMove: onMove))
  }

  /// Lets the rows be deleted (see `ForEach.onDelete(perform:)`).
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach {
    EditableForEach(base: base, onDelete: action, onMove: onMove)
  }

  /// Lets the rows be moved (see `ForEach.onMove(perform:)`).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach {
    EditableForEach(base: base, onDelete: onDelete, onMove: action)
  }
}

extension ForEach {
  /// Lets the rows of this `ForEach` in a `List` be deleted. Where iOS swipes a row away, on
  /// the desktop Delete or Backspace with the pointer over a row (or keyboard focus inside
  /// it) calls `action` with that row's position; remove the element from the data there.
  ///
  /// ```swift
  /// List {
  ///   ForEach(notes) { NoteRow(note: $0) }
  ///     .onDelete { notes.remove(atOffsets: $0) }
  /// }
  /// ```
  public func onDelete(perform action: ((IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content> {
    EditableForEach(base: self, onDelete: action, onMove: nil)
  }

  /// Lets the rows of this `ForEach` in a `List` be moved. Where iOS drags a row in edit mode,
  /// on the desktop Alt+Up and Alt+Down with the pointer over a row call `action` with the
  /// row's position and the position to insert it before (as `move(fromOffsets:toOffset:)`
  /// takes them).
  public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> EditableForEach<Data, ID, Content> {
    EditableForEach(base: self, onDelete: nil, onMove: action)
  }
}
