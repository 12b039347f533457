import PortalGraphics
import PortalHost

/// The editable text inside `TextField`, `SecureField` and `TextEditor`: it draws the field,
/// its text or placeholder, the selection and the caret, and edits the text as a desktop entry
/// does. Where the caret stands, where a click lands and how arrows move come from the text's
/// Pango layout (`TextLayout+Caret`); its state lives in the node (`TextEditingState`).
struct TextEntry: View, PrimitiveView, HitTestable, TapHandling, TextInputHandling, ScrollHandling, PointerStyleSource {
  /// How the text takes up room.
  enum Kind {
    /// One line that scrolls sideways to keep the caret shown.
    case singleLine
    /// Wraps at the field's width and grows with its lines (a vertical-axis `TextField`), up to
    /// the environment's line limit, past which it scrolls.
    case growing
    /// Fills the room it is offered, wraps, and scrolls (`TextEditor`).
    case editor
  }

  let text: Binding<String>
  let placeholder: String
  let isSecure: Bool
  let kind: Kind
  /// For a field editing a formatted value: reads the text typed when it is committed (Enter,
  /// focus leaving). The text then shows the binding's value again.
  let commit: ((String) -> Void)?

  // MARK: Appearance

  /// A bordered field's height, as GTK's entries.
  static let borderedHeight = 34.0
  static let borderedPadding = 9.0
  static let cornerRadius = 6.0
  /// A focused field's ring, drawn inside its border as GTK's is.
  static let focusRingWidth = 2.0

  private func isBordered(_ environment: EnvironmentValues) -> Bool {
    guard kind != .editor else { return false }
    switch environment.textFieldStyleKind {
    case .plain: return false
    case .roundedBorder: return true
    case .automatic: return !environment.isInListRow
    }
  }

  private func padding(_ environment: EnvironmentValues) -> (h: Double, v: Double) {
    if isBordered(environment) { return (Self.borderedPadding, 6) }
    return kind == .editor ? (4, 4) : (0, 0)
  }

  private func textColor(_ environment: EnvironmentValues) -> Color {
    if case .color(let color) = environment.foregroundPaint(level: 0, in: .zero) { return color }
    return environment.primaryColor
  }

  private func style(_ environment: EnvironmentValues, wrapWidth: Double?, color: Color? = nil) -> TextStyle {
    let font = environment.fontAdjustments.applied(to: environment.font ?? .body).graphicsFont
    return TextStyle(font: font, color: color ?? textColor(environment), wrapWidth: wrapWidth.map { max(1, $0) })
  }

  /// The text as shown: a secure field's characters as bullets.
  private func displayText(_ state: TextEditingState) -> String {
    isSecure ? String(repeating: "\u{2022}", count: state.text.count) : state.text
  }

  /// A model offset as an offset into the shown text, and back.
  private func displayOffset(_ offset: Int, _ state: TextEditingState) -> Int {
    guard isSecure else { return offset }
    let prefix = String(decoding: state.text.utf8.prefix(offset), as: UTF8.self)
    return prefix.count * 3
  }

  private func modelOffset(_ offset: Int, _ state: TextEditingState) -> Int {
    guard isSecure else { return offset }
    let characters = offset / 3
    let text = state.text
    let index = text.index(text.startIndex, offsetBy: min(characters, text.count))
    return text.utf8.distance(from: text.utf8.startIndex, to: index)
  }

  /// The box the text is laid out in: inside the padding.
  private func contentRect(_ node: Node) -> Rect {
    let pad = padding(node.environment)
    return node.frame.insetBy(dx: pad.h, dy: pad.v)
  }

  private func wrapWidth(_ node: Node) -> Double? { kind == .singleLine ? nil : contentRect(node).width }

  /// The laid-out text of the field as it is now.
  private func layout(_ node: Node, _ state: TextEditingState) -> TextLayout {
    node.graph.typesetter.layout(displayText(state), style: style(node.environment, wrapWidth: wrapWidth(node)))
  }

  /// Where the text's box is drawn (window coordinates), after scrolling.
  private func textOrigin(_ node: Node, _ state: TextEditingState, _ layout: TextLayout) -> Point {
    let content = contentRect(node)
    switch kind {
    case .singleLine:
      return Point(x: content.minX - state.scroll.x, y: (node.frame.midY - layout.size.height / 2).rounded())
    case .growing, .editor:
      return Point(x: content.minX, y: content.minY - state.scroll.y)
    }
  }

  // MARK: Layout

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let environment = node.environment
    let state = TextEditingState.of(node)
    sync(state)
    let pad = padding(environment)
    let lineStyle = style(environment, wrapWidth: nil)
    let line = node.graph.typesetter.layout(displayText(state), style: lineStyle)
    let lineHeight = line.size.height
    let minimumHeight = isBordered(environment) ? Self.borderedHeight : lineHeight + 2 * pad.v
    let ideal = max(line.size.width, node.graph.typesetter.measure(placeholder, style: lineStyle).width) + 2 * pad.h + 1
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? ideal
    switch kind {
    case .singleLine:
      return Size(width: width, height: max(minimumHeight, lineHeight + 2 * pad.v).rounded(.up))
    case .growing:
      let wrapped = node.graph.typesetter.layout(displayText(state), style: style(environment, wrapWidth: width - 2 * pad.h))
      var height = wrapped.size.height
      if let limit = environment.lineLimit, limit > 0, wrapped.lineCount > limit {
        height = height * Double(limit) / Double(wrapped.lineCount)
      }
      return Size(width: width, height: max(minimumHeight, height + 2 * pad.v).rounded(.up))
    case .editor:
      let height = proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 8 * lineHeight + 2 * pad.v
      return Size(width: width, height: height)
    }
  }

  func didUpdate(node: Node) {
    sync(TextEditingState.of(node))
  }

  /// Takes the binding's value when it changed from outside the field.
  private func sync(_ state: TextEditingState) {
    let current = text.wrappedValue
    if state.syncedText != current {
      state.syncedText = current
      if state.text != current { state.reset(to: current) }
    }
  }

  // MARK: Drawing

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let environment = node.environment
    let canvas = context.canvas
    let state = TextEditingState.of(node)
    let focused = node.graph.input.focusedNode === node
    let isEnabled = environment.isEnabled
    if isBordered(environment) {
      let frame = node.frame
      canvas.fill(roundedRect: frame, radii: CornerRadii(Self.cornerRadius), with: .color(SystemPalette.tertiarySystemBackground))
      canvas.stroke(
        roundedRect: frame.insetBy(dx: 0.5, dy: 0.5), radii: CornerRadii(Self.cornerRadius - 0.5),
        with: .color(SystemPalette.separator), lineWidth: 1)
      if focused {
        let inset = Self.focusRingWidth / 2
        canvas.stroke(
          roundedRect: frame.insetBy(dx: inset, dy: inset), radii: CornerRadii(Self.cornerRadius - inset),
          with: .color(environment.tint), lineWidth: Self.focusRingWidth)
      }
    }
    let layout = self.layout(node, state)
    let origin = textOrigin(node, state, layout)
    let content = contentRect(node)
    // The caret may stand on the content's edge: the clip leaves it a pixel.
    let clip = kind == .singleLine ? content.insetBy(dx: -1, dy: -content.minY + node.frame.minY) : content
    canvas.withState {
      canvas.clip(to: clip)
      if state.hasSelection {
        let low = displayOffset(state.selection.lowerBound, state)
        let high = displayOffset(state.selection.upperBound, state)
        let paint = Paint.color(environment.tint.opacity(focused ? 0.3 : 0.15))
        for rect in layout.selectionRects(from: low, to: high) {
          canvas.fill(rect.offsetBy(dx: origin.x, dy: origin.y), with: paint)
        }
      }
      if state.text.isEmpty, !placeholder.isEmpty {
        let prompt = node.graph.typesetter.layout(
          placeholder, style: style(environment, wrapWidth: wrapWidth(node), color: SystemPalette.secondaryLabel))
        canvas.draw(prompt, at: Point(x: content.minX, y: origin.y))
      } else {
        canvas.draw(layout, at: origin)
      }
    }
    state.blink.drawnRect = nil
    if focused, isEnabled, !state.hasSelection {
      let caret = layout.caretRect(at: displayOffset(state.caret, state))
      let rect = Rect(
        x: (origin.x + caret.minX).rounded(), y: origin.y + caret.minY, width: 1, height: caret.height
      ).intersection(clip)
      state.blink.drawnRect = rect
      if state.blink.isShown, !rect.isEmpty { canvas.fill(rect, with: .color(textColor(environment))) }
    }
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? { node.frame.contains(point) ? node : nil }

  // MARK: Focus and clicks

  /// Clicks are taken by `pointerPressed`; Enter by `handleEditingKey`.
  func performTap() {}

  /// The text beam while it can be typed into, the arrow while disabled.
  func pointerStyle(node: Node) -> PointerStyle? { controlStyle(.horizontalText, node: node) }

  func focusChanged(_ focused: Bool, node: Node) {
    let state = TextEditingState.of(node)
    state.isFocused = focused
    if focused {
      // Focus from the keyboard selects everything, as GTK's entries do; a click then places
      // the caret where it lands.
      if kind == .singleLine { state.select(anchor: 0, caret: state.text.utf8.count) }
      state.blink.restart(node: node)
    } else {
      state.blink.stop()
      commitValue(state)
    }
    changed(node, state, textChanged: false)
  }

  func pointerPressed(at point: Point, clicks: Int, node: Node) {
    let state = TextEditingState.of(node)
    let offset = offset(at: point, node, state)
    state.dragUnit = min(clicks, 3)
    let range = unitRange(around: offset, unit: state.dragUnit, node, state)
    state.dragOrigin = range
    state.select(anchor: range.lowerBound, caret: range.upperBound)
    state.preferredX = nil
    changed(node, state, textChanged: false)
  }

  func pointerDragged(to point: Point, node: Node) {
    let state = TextEditingState.of(node)
    let offset = offset(at: point, node, state)
    let range = unitRange(around: offset, unit: state.dragUnit, node, state)
    let origin = state.dragOrigin
    if range.lowerBound < origin.lowerBound {
      state.select(anchor: origin.upperBound, caret: range.lowerBound)
    } else {
      state.select(anchor: origin.lowerBound, caret: max(range.upperBound, origin.upperBound))
    }
    changed(node, state, textChanged: false)
  }

  func pastePrimarySelection(at point: Point, node: Node) {
    let state = TextEditingState.of(node)
    let offset = offset(at: point, node, state)
    state.select(anchor: offset, caret: offset)
    paste(from: .primary, node: node)
  }

  /// The model offset of the caret stop nearest `point` (window coordinates).
  private func offset(at point: Point, _ node: Node, _ state: TextEditingState) -> Int {
    let layout = self.layout(node, state)
    let origin = textOrigin(node, state, layout)
    let shown = layout.caretOffset(at: Point(x: point.x - origin.x, y: point.y - origin.y))
    return modelOffset(shown, state)
  }

  /// What a click of `unit` clicks selects at `offset`: nothing (the caret there), the word
  /// around it, or its line (everything in one line).
  private func unitRange(around offset: Int, unit: Int, _ node: Node, _ state: TextEditingState) -> Range<Int> {
    switch unit {
    case 1:
      return offset..<offset
    case 2 where !isSecure:
      let words = layout(node, state).wordBoundaries
      let start = words.starts.last { $0 <= offset } ?? 0
      let end = words.ends.first { $0 > start && $0 >= offset } ?? offset
      // Between two words (at a space) a double click selects the space's run.
      if end < offset || start > offset { return offset..<offset }
      if let previousEnd = words.ends.last(where: { $0 <= offset }), previousEnd > start {
        let nextStart = words.starts.first { $0 >= offset } ?? state.text.utf8.count
        return previousEnd..<max(previousEnd, nextStart)
      }
      return start..<end
    default:
      if kind == .singleLine || isSecure { return 0..<state.text.utf8.count }
      let line = layout(node, state).lineRange(at: offset)
      return line
    }
  }

  // MARK: Typing

  func insertText(_ typed: String, node: Node) {
    guard node.environment.isEnabled else { return }
    let state = TextEditingState.of(node)
    let text = kind == .singleLine ? typed.filter { !$0.isNewline } : typed
    guard !text.isEmpty else { return }
    state.replace(with: text, kind: .typing)
    state.preferredX = nil
    changed(node, state, textChanged: true)
  }

  func handleEditingKey(_ key: Key, modifiers: KeyModifiers, node: Node) -> Bool {
    let state = TextEditingState.of(node)
    let shift = modifiers.contains(.shift)
    let control = modifiers.contains(.control)
    if control, let letter = key.character.map({ Character($0.lowercased()) }) {
      return command(letter, shift: shift, node: node, state)
    }
    switch key {
    case .left, .right:
      moveHorizontally(rightwards: key == .right, byWord: control, extending: shift, node: node, state)
    case .up, .down:
      guard kind != .singleLine else { return false }
      moveVertically(down: key == .down, extending: shift, node: node, state)
    case .home, .end:
      let end = key == .end
      var target = end ? state.text.utf8.count : 0
      if kind != .singleLine, !control {
        let line = layout(node, state).lineRange(at: displayOffset(state.caret, state))
        target = modelOffset(end ? line.upperBound : line.lowerBound, state)
      }
      state.moveCaret(to: target, extending: shift)
      state.preferredX = nil
      changed(node, state, textChanged: false)
    case .backspace, .delete:
      delete(forwards: key == .delete, byWord: control, node: node, state)
    case .enter:
      if kind == .editor || (kind == .growing && (shift || modifiers.contains(.alt))) {
        insertText("\n", node: node)
      } else {
        submit(node, state)
      }
    case .tab, .escape:
      return false
    default:
      // Keys that type are taken here; their text follows as `InputEvent.textInput`.
      return Self.types(key, modifiers: modifiers)
    }
    return true
  }

  /// Whether `key` types text rather than commands (not with Ctrl or Alt held).
  static func types(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard !modifiers.contains(.control), !modifiers.contains(.alt) else { return false }
    let keysym = key.keysym
    return (0x20...0xFEFF).contains(keysym) || (0xFF80...0xFFBD).contains(keysym) || keysym >= 0x0100_0000
  }

  /// Ctrl with a letter: select all, the clipboard, undo and redo.
  private func command(_ letter: Character, shift: Bool, node: Node, _ state: TextEditingState) -> Bool {
    switch (letter, shift) {
    case ("a", false):
      state.select(anchor: 0, caret: state.text.utf8.count)
      changed(node, state, textChanged: false)
    case ("c", false), ("x", false):
      guard state.hasSelection, !isSecure else { return true }
      node.graph.host.clipboard?.setText(state.selectedText, for: .clipboard)
      if letter == "x", node.environment.isEnabled {
        state.replace(with: "", kind: .other)
        changed(node, state, textChanged: true)
      }
    case ("v", false):
      paste(from: .clipboard, node: node)
    case ("z", false):
      if state.undo() { changed(node, state, textChanged: true) }
    case ("z", true), ("y", false):
      if state.redo() { changed(node, state, textChanged: true) }
    default:
      return false
    }
    return true
  }

  private func paste(from selection: ClipboardSelection, node: Node) {
    guard node.environment.isEnabled, let clipboard = node.graph.host.clipboard else { return }
    let handle = node.handle
    clipboard.requestText(from: selection) { pasted in
      guard let pasted, let node = handle.node, node.isAttached,
        let entry = node.primitive as? TextEntry
      else { return }
      let state = TextEditingState.of(node)
      let text = entry.kind == .singleLine ? pasted.filter { !$0.isNewline } : pasted
      guard !text.isEmpty else { return }
      state.replace(with: text, kind: .other)
      entry.changed(node, state, textChanged: true)
    }
  }

  private func moveHorizontally(
    rightwards: Bool, byWord: Bool, extending: Bool, node: Node, _ state: TextEditingState
  ) {
    state.preferredX = nil
    if state.hasSelection, !extending {
      let edge = rightwards ? state.selection.upperBound : state.selection.lowerBound
      state.moveCaret(to: edge, extending: false)
      changed(node, state, textChanged: false)
      return
    }
    let layout = self.layout(node, state)
    let caret = displayOffset(state.caret, state)
    var target = caret
    if byWord, !isSecure {
      let words = layout.wordBoundaries
      target =
        rightwards
        ? (words.ends.first { $0 > caret } ?? layout.text.utf8.count) : (words.starts.last { $0 < caret } ?? 0)
    } else if byWord {
      target = rightwards ? layout.text.utf8.count : 0
    } else {
      target = layout.caretOffset(movingVisuallyFrom: caret, rightwards: rightwards) ?? caret
    }
    state.moveCaret(to: modelOffset(target, state), extending: extending)
    changed(node, state, textChanged: false)
  }

  private func moveVertically(down: Bool, extending: Bool, node: Node, _ state: TextEditingState) {
    let layout = self.layout(node, state)
    let caret = layout.caretRect(at: displayOffset(state.caret, state))
    let x = state.preferredX ?? caret.minX
    let y = down ? caret.maxY + caret.height / 2 : caret.minY - caret.height / 2
    let target: Int
    if y < 0 {
      target = 0
    } else if y > layout.size.height {
      target = layout.text.utf8.count
    } else {
      target = layout.caretOffset(at: Point(x: x, y: y))
    }
    state.moveCaret(to: modelOffset(target, state), extending: extending)
    state.preferredX = x
    changed(node, state, textChanged: false)
  }

  private func delete(forwards: Bool, byWord: Bool, node: Node, _ state: TextEditingState) {
    guard node.environment.isEnabled else { return }
    state.preferredX = nil
    if state.hasSelection {
      state.replace(with: "", kind: .deleting)
      changed(node, state, textChanged: true)
      return
    }
    let layout = self.layout(node, state)
    let caret = displayOffset(state.caret, state)
    let end = layout.text.utf8.count
    let target: Int
    if byWord, !isSecure {
      let words = layout.wordBoundaries
      target = forwards ? (words.ends.first { $0 > caret } ?? end) : (words.starts.last { $0 < caret } ?? 0)
    } else if byWord {
      target = forwards ? end : 0
    } else {
      let stops = layout.caretStops
      target = forwards ? (stops.first { $0 > caret } ?? end) : (stops.last { $0 < caret } ?? 0)
    }
    guard target != caret else { return }
    let range = modelOffset(min(caret, target), state)..<modelOffset(max(caret, target), state)
    state.replace(range, with: "", kind: .deleting)
    changed(node, state, textChanged: true)
  }

  /// Enter: a formatted value is read, then every `.onSubmit` around the field runs.
  private func submit(_ node: Node, _ state: TextEditingState) {
    commitValue(state)
    changed(node, state, textChanged: false)
    for action in node.environment.submitActions where action.triggers.contains(.text) { action.action() }
  }

  /// Hands the text to `commit` (a formatted field parses it), then shows the binding's value.
  private func commitValue(_ state: TextEditingState) {
    guard let commit else { return }
    commit(state.text)
    let shown = text.wrappedValue
    state.syncedText = shown
    if shown != state.text {
      let caretAtEnd = state.caret == state.text.utf8.count
      state.reset(to: shown)
      if !caretAtEnd { state.select(anchor: 0, caret: 0) }
    }
  }

  /// After an edit or a caret move: the binding takes the text, the field grows or scrolls to
  /// keep the caret shown, the caret stops blinking for a while, the selection becomes the
  /// primary selection, and the field is drawn again.
  func changed(_ node: Node, _ state: TextEditingState, textChanged: Bool) {
    if textChanged {
      state.syncedText = state.text
      if commit == nil { text.wrappedValue = state.text }
      if kind == .growing {
        node.invalidateSizes()
        node.graph.setNeedsLayout()
      }
    }
    scrollToCaret(node, state)
    if state.isFocused { state.blink.restart(node: node) }
    if state.hasSelection, !isSecure { node.graph.host.clipboard?.setText(state.selectedText, for: .primary) }
    node.graph.addDamage(node.frame.insetBy(dx: -1, dy: -1), from: node, changed: true)
  }

  /// Scrolls the text so the caret is inside the field (sideways for one line, else down).
  private func scrollToCaret(_ node: Node, _ state: TextEditingState) {
    guard node.frame.width > 0 else { return }
    let layout = self.layout(node, state)
    let caret = layout.caretRect(at: displayOffset(state.caret, state))
    let content = contentRect(node)
    switch kind {
    case .singleLine:
      let visible = content.width - 1
      var x = state.scroll.x
      if caret.minX - x < 0 { x = caret.minX }
      if caret.minX - x > visible { x = caret.minX - visible }
      state.scroll.x = min(max(0, x), max(0, layout.size.width - visible))
    case .growing, .editor:
      var y = state.scroll.y
      if caret.minY - y < 0 { y = caret.minY }
      if caret.maxY - y > content.height { y = caret.maxY - content.height }
      state.scroll.y = min(max(0, y), max(0, layout.size.height - content.height))
    }
  }

  /// A text editor's text scrolls with the wheel; a field passes the wheel on.
  func scroll(node: Node, dx: Double, dy: Double, precise: Bool) -> Bool {
    guard kind != .singleLine else { return false }
    let state = TextEditingState.of(node)
    let layout = self.layout(node, state)
    let limit = max(0, layout.size.height - contentRect(node).height)
    let y = min(max(0, state.scroll.y + dy), limit)
    guard y != state.scroll.y else { return false }
    state.scroll.y = y
    node.graph.addDamage(node.frame, from: node, changed: true)
    return true
  }
}
