import PortalGraphics

/// Related content set apart on a rounded panel, with an optional label above it.
///
/// ```swift
/// GroupBox("Storage") { LabeledContent("Used", value: "12 GB") }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  @Environment(\.colorScheme) private var colorScheme

  /// A group box with a label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      label.font(.headline)
      content
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding(16)
    .background(
      RoundedRectangle(cornerRadius: 10)
        .fill(colorScheme == .dark ? Color(hex: 0x2C2C2E) : Color(hex: 0xF2F2F7)))
  }
}

extension GroupBox where Label == EmptyView {
  /// A group box with no label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content, label: { EmptyView() })
  }
}

extension GroupBox where Label == Text {
  /// A group box titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content, label: { Text(String(title)) })
  }
}
