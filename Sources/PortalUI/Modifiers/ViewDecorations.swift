import PortalGraphics

/// What decorates a view alone, found whether the view draws now or not (a portal end hidden
/// under its flying layer, which stands in for it with the same look).
package struct ViewDecorations: Equatable {
  /// The shadow a `.shadow` modifier casts from the view alone.
  package var shadow: Shadow?
  /// The corners of the rounded rectangle the view is cut to (`.clipShape`, `.cornerRadius`).
  package var cornerStyle: RoundedCornerStyle?

  package init(shadow: Shadow? = nil, cornerStyle: RoundedCornerStyle? = nil) {
    self.shadow = shadow
    self.cornerStyle = cornerStyle
  }
}

extension Node {
  /// The shadow and rounded clip decorating this view alone (see `decoration(_:)`). A shadow
  /// around a stack casts the stack's, not one of its views'.
  package var decorations: ViewDecorations {
    ViewDecorations(
      shadow: decoration { ($0.view as? any CastsShadow)?.shadow },
      cornerStyle: decoration { ($0.view as? any ClipsToShape)?.roundedCornerStyle })
  }

  /// The first value `read` finds among the views that decorate this one alone: outward through
  /// views that draw only it, untransformed (`.portal(…).shadow(…)`), then inward past the view
  /// itself, which may not draw now, through views that draw only their one child
  /// (`.clipShape(…).portal(…)`).
  func decoration<T>(_ read: (Node) -> T?) -> T? {
    var node: Node = self
    while let parent = node.parent, parent.renderTransform == nil, parent.soleDrawnChild === node {
      if let found = read(parent) { return found }
      guard parent.primitive?.drawsOnlyChildren ?? true else { break }
      node = parent
    }
    node = self
    while node.renderTransform == nil {
      if node !== self, let found = read(node) { return found }
      if node !== self, !(node.primitive?.drawsOnlyChildren ?? true) { return nil }
      guard let child = node.soleDrawnChild else { return nil }
      node = child
    }
    return nil
  }
}
