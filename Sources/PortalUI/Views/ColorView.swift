import PortalGraphics

/// A colour is a view that fills the space it is offered.
extension PortalGraphics.Color: View, PrimitiveView, HitTestable {
  public typealias Body = Never

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    proposal.replacingUnspecified()
  }

  func place(in frame: Rect, node: Node) {
    // Resolved for the appearance here, so a switch of appearance animates like any change.
    let resolved = resolved(dark: node.environment.colorScheme == .dark)
    node[PresentedColor.self] = node.animatedEffect("color", ColorVector(resolved), kind: .fade).color
  }

  func draw(node: Node, in context: DrawContext) {
    let color = node[PresentedColor.self] ?? self
    context.canvas.fill(node.frame, with: context.fade < 1 ? color.opacity(context.fade) : color)
  }

  func fadeablePaint(node: Node) -> FadeablePaint { .ownPaint }

  func paintsOpaque(over rect: Rect, node: Node) -> Bool {
    (node[PresentedColor.self] ?? self).resolved(dark: node.isDark).alpha >= 1 && node.frame.encloses(rect)
  }


  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? { node.frame.contains(point) ? node : nil }

  /// Colours by name, as SwiftUI spells them. `primary` and `secondary` adapt to the
  /// appearance (`colorScheme`) of the views they are drawn in; `accentColor` is in
  /// DesktopAccentColor.swift.
  public static let primary = Color(light: Color(hex: 0x1C1C1E), dark: Color(hex: 0xF2F2F7))
  public static let secondary = Color(light: Color(hex: 0x8A8A8E), dark: Color(hex: 0x98989F))
  public static let pink = Color(hex: 0xFF2D55)
  public static let teal = Color(hex: 0x30B0C7)
  public static let indigo = Color(hex: 0x5856D6)
  public static let mint = Color(hex: 0x00C7BE)
  public static let brown = Color(hex: 0xA2845E)
  public static let cyan = Color(hex: 0x32ADE6)
}

/// The colour a view presents while its fill animates.
enum PresentedColor: NodeStateSlot {
  typealias Value = Color
}
