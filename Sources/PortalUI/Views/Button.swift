import PortalGraphics

/// A control that runs an action when clicked, or when activated with Enter or Space while
/// it has keyboard focus (Tab moves focus). It is drawn in the environment's tint (red for a
/// `.destructive` role) on a tinted rounded background that brightens under the pointer, and
/// dims when disabled; `.buttonStyle(_:)` draws it another way. Its label keeps to one line at
/// its ideal width.
///
/// ```swift
/// Button("Save") { document.save() }
/// Button("Delete", role: .destructive) { store.remove(item) }
/// Button(action: share) { HStack { Image(systemName: "square.and.arrow.up"); Text("Share") } }
///   .tint(.green)
/// ```
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  let role: ButtonRole?
  @State private var isHovered = false
  @Environment(\.isEnabled) private var isEnabled
  @Environment(\.tint) private var tint
  @Environment(\.buttonStyle) private var style

  /// A button showing any view as its label.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = nil
  }

  /// A button with a role, showing any view as its label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  public var body: some View {
    if let style {
      style.makeBody(
        PrimitiveButtonStyleConfiguration(role: role, label: .init(content: AnyView(label)), action: action))
    } else {
      label
        .foregroundStyle(role == .destructive ? Color.red : tint)
        .padding(EdgeInsets(top: 6, leading: 14, bottom: 6, trailing: 14))
        .background(
          RoundedRectangle(cornerRadius: 8).fill(
            (role == .destructive ? Color.red : tint).opacity(isHovered && isEnabled ? 0.22 : 0.12))
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
}

extension Button where Label == Text {
  /// A button with a text label.
  public init(_ title: String, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// A button with a text label and a role.
  public init(_ title: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }

  /// A button with a text label.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(String(title)) }
  }

  /// A button with a text label and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(String(title)) }
  }
}

extension Button where Label == PortalUI.Label<Text, Image> {
  /// A button labelled with a title and a symbol (`Image(systemName:)`).
  ///
  /// ```swift
  /// Button("Add", systemImage: "plus") { items.append(Item()) }
  /// ```
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { PortalUI.Label(String(title), systemImage: systemImage) }
  }

  /// A button labelled with a title and a symbol, with a role.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void
  ) {
    self.init(role: role, action: action) { PortalUI.Label(String(title), systemImage: systemImage) }
  }

  /// A button labelled with a title and an image from the resources.
  public init<S: StringProtocol>(_ title: S, image: String, action: @escaping () -> Void) {
    self.init(action: action) { PortalUI.Label(String(title), image: image) }
  }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
  /// The button a style's configuration describes, drawn in the default look: what a style
  /// that only adds around the default button builds on.
  public init(_ configuration: PrimitiveButtonStyleConfiguration) {
    self.init(role: configuration.role, action: configuration.action) { configuration.label }
  }
}
