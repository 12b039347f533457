import PortalGraphics

/// A label and a value in a row: the label leading, the value trailing in the secondary
/// style, as in a settings form.
///
/// ```swift
/// LabeledContent("Version", value: "2.1")
/// LabeledContent("Volume") { Slider(value: $volume) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  /// Any views as the label and the content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    HStack(spacing: 12) {
      label
      Spacer(minLength: 8)
      content.foregroundStyle(.secondary).multilineTextAlignment(.trailing)
    }
  }
}

extension LabeledContent where Label == Text {
  /// A row titled `title` showing `content`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(String(title)) })
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled `title` showing `value` as text.
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(String(value)) }, label: { Text(String(title)) })
  }
}
