import Foundation
import PortalGraphics

/// A list row in edit mode: a red delete control before the row's views, which runs the
/// row's `onDelete` when clicked.
struct EditingListRow: View, PrimitiveView {
  let views: [ChildView]
  let delete: () -> Void

  private static let controlKey = ViewKey().appending("deleteControl")
  /// The control's side, and the space between it and the row's views.
  private static let side = 22.0
  private static let spacing = 12.0

  func children() -> [ChildView] {
    [ChildView(key: Self.controlKey, view: ListDeleteControl(action: delete))] + views
  }

  private func split(_ node: Node) -> (control: Node?, content: [Node]) {
    guard let first = node.children.first, first.key == Self.controlKey else { return (nil, node.children) }
    return (first, Array(node.children.dropFirst()))
  }

  private func layout(_ content: [Node], width: Double?) -> StackLayout {
    StackLayout.vertical(
      children: content,
      proposal: ProposedViewSize(width: width.map { max(0, $0 - Self.side - Self.spacing) }, height: nil),
      spacing: 0, alignment: .leading)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let inner = layout(split(node).content, width: proposal.width).size
    return Size(width: inner.width + Self.side + Self.spacing, height: max(Self.side, inner.height))
  }

  func place(in frame: Rect, node: Node) {
    let (control, content) = split(node)
    control?.place(
      in: Rect(x: frame.minX, y: (frame.midY - Self.side / 2).rounded(), width: Self.side, height: Self.side))
    let stack = layout(content, width: frame.width)
    let x = frame.minX + Self.side + Self.spacing
    stack.place(
      in: Rect(
        x: x, y: frame.minY + ((frame.height - stack.size.height) / 2).rounded(),
        width: max(0, frame.maxX - x),
        height: stack.size.height))
  }
}

/// The red circle with a white bar that deletes a row in edit mode.
struct ListDeleteControl: View {
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      ZStack {
        Circle().fill(Color.red)
        Capsule().fill(Color.white).frame(width: 11, height: 2.5)
      }
      .frame(width: 22, height: 22)
    }
    .buttonStyle(.plain)
  }
}
