import PortalGraphics

/// A fixed width and/or height; the content is offered that size and aligned inside it.
struct FixedFrameView<Content: View>: View, PrimitiveView {
  let content: Content
  let width: Double?
  let height: Double?
  let alignment: Alignment

  func children() -> [ChildView] { flattenedChildren(content) }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    if let width, let height { return Size(width: width, height: height) }
    let inner = node.contentSize(ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height))
    return Size(width: width ?? inner.width, height: height ?? inner.height)
  }

  func place(in frame: Rect, node: Node) {
    let size = node.contentSize(ProposedViewSize(frame.size))
    node.placeContent(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
  }
}

/// Minimum, ideal and maximum sizes, as SwiftUI's `frame(minWidth:idealWidth:maxWidth:…)`:
/// the frame takes the proposal clamped to its bounds, and otherwise the content's size.
struct FlexibleFrameView<Content: View>: View, PrimitiveView {
  let content: Content
  let minWidth: Double?
  let idealWidth: Double?
  let maxWidth: Double?
  let minHeight: Double?
  let idealHeight: Double?
  let maxHeight: Double?
  let alignment: Alignment

  func children() -> [ChildView] { flattenedChildren(content) }

  private static func clamp(_ value: Double, _ low: Double?, _ high: Double?) -> Double {
    var v = value
    if let high { v = min(v, high) }
    if let low { v = max(v, low) }
    return v
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let proposedWidth = proposal.width ?? idealWidth
    let proposedHeight = proposal.height ?? idealHeight
    let inner = node.contentSize(
      ProposedViewSize(
        width: proposedWidth.map { Self.clamp($0, minWidth, maxWidth) },
        height: proposedHeight.map { Self.clamp($0, minHeight, maxHeight) }))
    // SwiftUI's rule: the proposal clamped between the bounds, where a missing bound is the
    // content's own size; with no proposal, the content's size clamped.
    func resolve(_ proposed: Double?, _ content: Double, _ low: Double?, _ high: Double?) -> Double {
      guard let proposed else { return Self.clamp(content, low, high) }
      return max(min(proposed, high ?? content), low ?? content)
    }
    return Size(
      width: resolve(proposedWidth, inner.width, minWidth, maxWidth).finiteOr(inner.width),
      height: resolve(proposedHeight, inner.height, minHeight, maxHeight).finiteOr(inner.height))
  }

  func place(in frame: Rect, node: Node) {
    let size = node.contentSize(ProposedViewSize(frame.size))
    node.placeContent(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
  }
}

extension Double {
  func finiteOr(_ fallback: Double) -> Double { isFinite ? self : fallback }
}

extension View {
  /// Gives the view a fixed width and/or height.
  public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> some View {
    FixedFrameView(content: self, width: width, height: height, alignment: alignment)
  }

  /// Bounds the view's size; `maxWidth: .infinity` makes it fill the width it is offered.
  public func frame(
    minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
    idealHeight: Double? = nil, maxHeight: Double? = nil, alignment: Alignment = .center
  ) -> some View {
    FlexibleFrameView(
      content: self, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
      idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
  }
}
