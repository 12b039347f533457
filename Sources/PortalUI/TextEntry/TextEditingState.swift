/// The text being edited in a field, its selection and its undo history, kept in the field's
/// node. Positions are UTF-8 offsets into `text` (the text layout's positions), always between
/// characters: they come from the layout's caret stops.
@MainActor
final class TextEditingState: NodeStateObject {
  /// What kind of change an edit was: consecutive edits of one kind undo together.
  enum EditKind { case typing, deleting, other }

  private struct Snapshot {
    let text: String
    let anchor: Int
    let caret: Int
  }

  private(set) var text = ""
  /// Where the selection started (a drag's or Shift's fixed end).
  private(set) var anchor = 0
  /// The caret: the moving end of the selection.
  private(set) var caret = 0
  /// The binding's value last seen or written: a new value from outside replaces the text.
  var syncedText: String?
  /// How far the text is scrolled inside the field (right for one line, down for several).
  var scroll = Point.zero
  /// The x (box coordinates) Up and Down keep to across lines of different lengths.
  var preferredX: Double?
  /// What a drag extends by: 1 characters, 2 words, 3 lines; and what the press selected.
  var dragUnit = 1
  var dragOrigin = 0..<0
  /// Whether the field has keyboard focus.
  var isFocused = false
  /// The caret's blinking.
  let blink = CaretBlink()
  private var undoStack: [Snapshot] = []
  private var redoStack: [Snapshot] = []
  private var lastEdit: EditKind?

  /// How many steps back the history goes.
  static let undoLimit = 200

  init() {}

  /// The selected range (empty at the caret when nothing is selected).
  var selection: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
  var hasSelection: Bool { anchor != caret }
  var selectedText: String { String(decoding: text.utf8.dropFirst(selection.lowerBound).prefix(selection.count), as: UTF8.self) }

  /// Replaces the text with one set from outside (the binding changed): the caret goes to its
  /// end and the history is forgotten, as it described other text.
  func reset(to newText: String) {
    text = newText
    anchor = newText.utf8.count
    caret = anchor
    undoStack.removeAll()
    redoStack.removeAll()
    lastEdit = nil
  }

  /// Selects from `anchor` to `caret`.
  func select(anchor: Int, caret: Int) {
    self.anchor = clamped(anchor)
    self.caret = clamped(caret)
    lastEdit = nil
  }

  /// Moves the caret to `offset`, extending the selection from its anchor when `extending`.
  func moveCaret(to offset: Int, extending: Bool) {
    select(anchor: extending ? anchor : offset, caret: offset)
  }

  /// Replaces `range` (the selection by default) with `string`, leaving the caret after it.
  func replace(_ range: Range<Int>? = nil, with string: String, kind: EditKind) {
    let range = range ?? selection
    let (low, high) = (clamped(range.lowerBound), clamped(range.upperBound))
    guard low != high || !string.isEmpty else { return }
    if kind == .other || kind != lastEdit || undoStack.isEmpty {
      undoStack.append(Snapshot(text: text, anchor: anchor, caret: caret))
      if undoStack.count > Self.undoLimit { undoStack.removeFirst() }
    }
    redoStack.removeAll()
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: low)
    let end = utf8.index(utf8.startIndex, offsetBy: high)
    text.replaceSubrange(start..<end, with: string)
    caret = low + string.utf8.count
    anchor = caret
    lastEdit = kind
  }

  /// Goes back one step of the history; false when there is none.
  func undo() -> Bool {
    guard let last = undoStack.popLast() else { return false }
    redoStack.append(Snapshot(text: text, anchor: anchor, caret: caret))
    restore(last)
    return true
  }

  /// Goes forward again one step undone; false when there is none.
  func redo() -> Bool {
    guard let next = redoStack.popLast() else { return false }
    undoStack.append(Snapshot(text: text, anchor: anchor, caret: caret))
    restore(next)
    return true
  }

  private func restore(_ snapshot: Snapshot) {
    text = snapshot.text
    anchor = snapshot.anchor
    caret = snapshot.caret
    lastEdit = nil
  }

  private func clamped(_ offset: Int) -> Int { min(max(0, offset), text.utf8.count) }
}
