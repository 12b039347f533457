import PortalGraphics

/// The colour space a drawing group is flattened in (SwiftUI's `ColorRenderingMode`).
///
/// Every mode draws in sRGB here: cairo's image surfaces have no linear or extended-range
/// formats, so `.linear` and `.extendedLinear` flatten like `.nonLinear`.
public enum ColorRenderingMode: Hashable, Sendable {
  /// sRGB, 8 bits a channel.
  case nonLinear
  /// Linear sRGB; drawn as `.nonLinear` here.
  case linear
  /// Extended-range linear sRGB; drawn as `.nonLinear` here.
  case extendedLinear
}

/// Keeps its content's pixels as a retained layer: a frame that moves the content, or changes
/// only what is around it, composites the kept pixels instead of drawing the content again.
struct DrawingGroupView<Content: View>: View, SingleChildModifier {
  let content: Content

  func place(in frame: Rect, node: Node) {
    if node.retainedLayer == nil { node.graph.keepAsLayer(node, reason: .requested) }
    node.placeContent(in: frame)
  }
}

extension View {
  /// Flattens the view into one image before it is shown: its pixels are kept while its
  /// content does not change, so moving it, or animating what is around it, does not draw it
  /// again. Use it on a complex view that moves or sits under something that animates.
  ///
  /// `opaque` and `colorMode` are accepted for SwiftUI source compatibility; the group is
  /// always drawn with transparency, in sRGB (see `ColorRenderingMode`).
  ///
  /// ```swift
  /// ArtworkView(artwork).drawingGroup()
  /// ```
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
    DrawingGroupView(content: self)
  }

  /// Composites the view's content as one layer before effects outside it (opacity, a blend)
  /// apply, and keeps its pixels as `drawingGroup()` does.
  ///
  /// Opacity here always composites its content as one layer, so the result looks the same as
  /// without it; what it adds is the retained layer.
  ///
  /// ```swift
  /// ZStack { Circle(); Text("1") }.compositingGroup().opacity(0.5)
  /// ```
  public func compositingGroup() -> some View { DrawingGroupView(content: self) }
}
