import Foundation

/// A control that opens a URL when clicked: its label is drawn in the tint, and the URL goes
/// to the environment's `openURL` action, which hands it to the desktop (`xdg-open`).
///
/// ```swift
/// Link("Privacy policy", destination: URL(string: "https://example.com/privacy")!)
/// Link(destination: repository) { Label("Source", systemImage: "chevron.left.forwardslash.chevron.right") }
/// ```
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  @Environment(\.openURL) private var openURL
  @Environment(\.tint) private var tint

  /// A link showing any view as its label.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    let (openURL, destination) = (self.openURL, self.destination)
    label.foregroundStyle(tint).onTapGesture { openURL(destination) }
  }
}

extension Link where Label == Text {
  /// A link with a text label.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(String(title)) }
  }
}
