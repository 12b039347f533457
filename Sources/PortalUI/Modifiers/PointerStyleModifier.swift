import PortalHost

extension View {
  /// Sets the pointer style to show while the pointer is over this view; nil keeps the style
  /// the view would show without it.
  ///
  /// ```swift
  /// Divider()
  ///   .frame(width: 6)
  ///   .pointerStyle(.columnResize)
  /// ```
  ///
  /// The style of the innermost view under the pointer that has one wins: a button styled
  /// `.grabIdle` shows the open hand, but a button inside a stack styled `.grabIdle` still
  /// shows the pointing hand.
  public func pointerStyle(_ style: PointerStyle?) -> some View {
    PointerStyleView(content: self, style: style)
  }
}

/// Content showing a pointer style of its own.
struct PointerStyleView<Content: View>: View, SingleChildModifier, PointerStyleSource {
  let content: Content
  let style: PointerStyle?

  func pointerStyle(node: Node) -> PointerStyle? { style }
  var isChosenStyle: Bool { true }
}
