import Foundation

/// A control a person types a line of text into, with a title shown as its placeholder while
/// it is empty.
///
/// Click it or Tab to it to type; the text is edited as in a desktop entry (arrows, Home and
/// End, Ctrl with arrows by word, Shift to select, double and triple clicks, Ctrl+A, Ctrl+Z,
/// the clipboard). Enter runs the `.onSubmit` actions around it. With `axis: .vertical` it
/// wraps and grows with its text (up to `.lineLimit`, then scrolls), and Shift+Enter starts a
/// new line. It is drawn with a rounded border (`.textFieldStyle`), plain and full width in a
/// `List` or `Form` row.
///
/// ```swift
/// @State private var name = ""
/// @State private var price = 9.5
///
/// TextField("Name", text: $name)
/// TextField("Price", value: $price, format: .currency(code: "EUR"))
///   .onSubmit { save() }
/// ```
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String
  let axis: Axis
  let commit: ((String) -> Void)?

  /// A field whose placeholder is `prompt`, labelled by `label` (the label itself is not drawn:
  /// the field shows no title beside it).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt, axis: .horizontal, label: label)
  }

  /// A field that grows along `axis` (`.vertical`: wraps and grows with its lines).
  public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
    self.text = text
    self.placeholder = prompt?.content ?? (label() as? Text)?.content ?? ""
    self.axis = axis
    self.commit = nil
  }

  public var body: some View {
    TextEntry(
      text: text, placeholder: placeholder, isSecure: false, kind: axis == .vertical ? .growing : .singleLine,
      commit: commit)
  }
}

extension TextField where Label == Text {
  /// A field titled `title`, which shows as its placeholder while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(title, text: text, prompt: nil, axis: .horizontal)
  }

  /// A field titled `title`, whose placeholder is `prompt` (the title when nil).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(title, text: text, prompt: prompt, axis: .horizontal)
  }

  /// A field titled `title` that grows along `axis`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(title, text: text, prompt: nil, axis: axis)
  }

  /// A field titled `title`, whose placeholder is `prompt`, that grows along `axis`.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
    self.text = text
    self.placeholder = prompt?.content ?? String(title)
    self.axis = axis
    self.commit = nil
  }

  /// A field editing a value through a format: it shows `format`'s text of the value, and
  /// parses what was typed when it is committed (Enter, or focus leaving it). Text that does
  /// not parse leaves the value as it was, and the field shows it again.
  ///
  /// ```swift
  /// TextField("Quantity", value: $quantity, format: .number)
  /// TextField("Rate", value: $rate, format: .percent)
  /// ```
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.text = Binding(get: { format.format(value.wrappedValue) }, set: { _ in })
    self.placeholder = prompt?.content ?? String(title)
    self.axis = .horizontal
    self.commit = { typed in
      if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
    }
  }

  /// A field editing an optional value through a format: empty text commits nil.
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.text = Binding(get: { value.wrappedValue.map { format.format($0) } ?? "" }, set: { _ in })
    self.placeholder = prompt?.content ?? String(title)
    self.axis = .horizontal
    self.commit = { typed in
      if typed.trimmingCharacters(in: .whitespaces).isEmpty {
        value.wrappedValue = nil
      } else if let parsed = try? format.parseStrategy.parse(typed) {
        value.wrappedValue = parsed
      }
    }
  }
}

/// A field for a password: each character shows as a bullet, and its text cannot be copied
/// or cut. Otherwise a `TextField`.
///
/// ```swift
/// SecureField("Password", text: $password).onSubmit(signIn)
/// ```
public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String

  /// A field whose placeholder is `prompt`, labelled by `label` (not drawn).
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.text = text
    self.placeholder = prompt?.content ?? (label() as? Text)?.content ?? ""
  }

  public var body: some View {
    TextEntry(text: text, placeholder: placeholder, isSecure: true, kind: .singleLine, commit: nil)
  }
}

extension SecureField where Label == Text {
  /// A field titled `title`, which shows as its placeholder while it is empty.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.text = text
    self.placeholder = String(title)
  }

  /// A field titled `title`, whose placeholder is `prompt` (the title when nil).
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.text = text
    self.placeholder = prompt?.content ?? String(title)
  }
}

/// A view for editing long text: it fills the room it is offered, wraps at its width, scrolls
/// with the wheel and to keep the caret shown, and Enter starts a new line. It has no border
/// or background of its own, as on iOS.
///
/// ```swift
/// TextEditor(text: $notes).frame(height: 200)
/// ```
public struct TextEditor: View {
  let text: Binding<String>

  public init(text: Binding<String>) { self.text = text }

  public var body: some View {
    TextEntry(text: text, placeholder: "", isSecure: false, kind: .editor, commit: nil)
  }
}
