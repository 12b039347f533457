import PortalGraphics

/// A label with a chevron that shows or hides content under it when clicked (or activated
/// with Enter while focused); the chevron turns to point down while the content shows.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Verbose logging", isOn: $verbose) }
/// DisclosureGroup(isExpanded: $showsDetails) { details } label: { Text("Details") }
/// ```
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpandedBinding: Binding<Bool>?
  @State private var expandedHere = false
  @Environment(\.tint) private var tint

  /// A group that keeps whether it is expanded itself (collapsed at first).
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content
    self.label = label()
    self.isExpandedBinding = nil
  }

  /// A group expanded while `isExpanded` is true; clicking the label toggles it.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.content = content
    self.label = label()
    self.isExpandedBinding = isExpanded
  }

  private var isExpanded: Bool { isExpandedBinding?.wrappedValue ?? expandedHere }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      HStack(spacing: 8) {
        label
        Spacer(minLength: 8)
        Image(systemName: "chevron.right")
          .foregroundStyle(tint)
          .rotationEffect(.degrees(isExpanded ? 90 : 0))
      }
      .contentShape(Rectangle())
      .onTapGesture(perform: toggle)
      if isExpanded {
        content().padding(.leading, 16)
      }
    }
  }

  private func toggle() {
    withAnimation(.easeInOut(duration: 0.2)) {
      if let isExpandedBinding {
        isExpandedBinding.wrappedValue.toggle()
      } else {
        expandedHere.toggle()
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title` that keeps whether it is expanded itself.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content, label: { Text(String(title)) })
  }

  /// A group titled `title`, expanded while `isExpanded` is true.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content, label: { Text(String(title)) })
  }
}
