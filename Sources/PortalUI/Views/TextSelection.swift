import PortalGraphics
import PortalHost

/// Whether the text of a view can be selected and copied, set with `.textSelection(_:)`.
@preconcurrency @MainActor
public protocol TextSelectability {
  /// True when the text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text that can be copied.
public struct EnabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { true }
}

/// Text that cannot be selected (the default).
public struct DisabledTextSelectability: TextSelectability {
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text that can be copied.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text that cannot be selected.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Lets the text inside this view be copied (`.enabled`) or not (`.disabled`).
  ///
  /// ```swift
  /// Text(order.trackingNumber).textSelection(.enabled)
  /// ```
  ///
  /// The nearest desktop form of selecting text by a long press: a right click on the text
  /// (or the Menu key while it has focus) offers Copy, which puts all the text inside this view
  /// on the clipboard (several texts one per line). Dragging to select part of it is not here
  /// yet.
  @ViewBuilder
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    if S.allowsSelection {
      SelectableTextView(content: self)
    } else {
      self
    }
  }
}

/// Text that can be copied: its context menu offers Copy.
struct SelectableTextView<Content: View>: View {
  let content: Content
  private let reference = NodeReference()

  var body: some View {
    let reference = self.reference
    // The text beam over the text, as over text that can be typed into.
    ContextMenuView(content: content.recordingNode(in: reference).pointerStyle(.horizontalText)) { _, _ in
      [
        .item(
          MenuItem(
            label: AnyView(Text("Copy")), title: "Copy", shortcut: KeyboardShortcut("c"),
            action: {
              guard let node = reference.node, node.isAttached else { return }
              node.graph.host.clipboard?.setText(Self.text(in: node), for: .clipboard)
            }))
      ]
    }
  }

  /// The texts inside `node`, one per line.
  static func text(in node: Node) -> String {
    var lines: [String] = []
    node.forEachDescendant { if let text = $0.view as? Text { lines.append(text.content) } }
    return lines.joined(separator: "\n")
  }
}

