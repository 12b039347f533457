import PortalGraphics

/// A control that runs an action when clicked, or when activated with Enter or Space while
/// it has keyboard focus (Tab moves focus). It is drawn in the environment's tint on a
/// tinted rounded background that brightens under the pointer, and dims when disabled. Its
/// label keeps to one line at its ideal width.
///
/// ```swift
/// Button("Save") { document.save() }
/// Button(action: share) { HStack { Image(systemName: "square.and.arrow.up"); Text("Share") } }
///   .tint(.green)
/// ```
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  @State private var isHovered = false
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint

  /// A button showing any view as its label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  public var body: some View {
    label
      .foregroundStyle(tint)
      .padding(EdgeInsets(top: 6, leading: 14, bottom: 6, trailing: 14))
      .background(
        RoundedRectangle(cornerRadius: 8).fill(tint.opacity(isHovered && isEnabled ? 0.22 : 0.12))
      )
      // The focus ring follows the background's corners.
      .contentShape(.focusEffect, RoundedRectangle(cornerRadius: 8))
      .opacity(isEnabled ? 1 : 0.45)
      // Like a push button, a label stays on one line; neighbours cannot squeeze it.
      .fixedSize(horizontal: true, vertical: false)
      .onHover { isHovered = $0 }
      .onTapGesture(perform: action)
  }
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ title: String, action: @escaping () -> Void) {
    self.action = action
    self.label = Text(title)
  }
}
