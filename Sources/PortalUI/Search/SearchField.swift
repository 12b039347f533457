import PortalGraphics

/// The search field: a magnifying glass, the text, and a button that clears it.
struct SearchField: View {
  let text: Binding<String>
  let prompt: String

  static let fill = Color(light: Color(hex: 0xE3E3E8), dark: Color(hex: 0x1C1C1E))

  var body: some View {
    let text = self.text
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").foregroundStyle(SystemPalette.secondaryLabel)
      TextField(prompt, text: text).textFieldStyle(.plain)
      if !text.wrappedValue.isEmpty {
        Image(systemName: "xmark.circle.fill")
          .foregroundStyle(SystemPalette.tertiaryLabel)
          .contentShape(Rectangle())
          .onClickWithoutFocus { text.wrappedValue = "" }
      }
    }
    .padding(EdgeInsets(top: 6, leading: 8, bottom: 6, trailing: 8))
    .background(RoundedRectangle(cornerRadius: 10).fill(Self.fill))
  }
}
