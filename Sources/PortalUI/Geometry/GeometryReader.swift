import PortalGraphics

/// A container that takes all the space it is offered and builds its content from its own
/// size and position.
///
/// ```swift
/// GeometryReader { proxy in
///   Color.blue.frame(width: proxy.size.width / 2)
/// }
/// ```
///
/// The content is placed at the top-leading corner and offered the reader's full size. It is
/// built during layout, and built again when the reader's size or window position changes
/// (scrolling a reader re-evaluates its content), when the view holding the reader is
/// evaluated again, or when a `@State` value the content read is set.
public struct GeometryReader<Content: View>: View, PrimitiveView {
  let content: (GeometryProxy) -> Content
  private let reference = NodeReference()

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }

  func didUpdate(node: Node) { reference.node = node }

  func children() -> [ChildView] {
    // Before its first placement the reader has no size to build with: its content is built
    // when it is placed, once, as in SwiftUI. (Built for a zero size first, a content that
    // chooses its layout by the size would build the other layout for nothing.)
    guard let proxy = reference.node.flatMap({ $0[MeasuredGeometry.self] }) else { return [] }
    return flattenedChildren(content(proxy))
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    proposal.replacingUnspecified()
  }

  /// Laid out wherever it moves: it its proxy reports window coordinates.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let proxy = GeometryProxy(node: node)
    let previous = node[MeasuredGeometry.self]
    if previous?.snapshot != proxy.snapshot {
      node[MeasuredGeometry.self] = proxy
      // The content is built here, in layout: what it reads of `@State` is the reader's.
      node.reconcile(StateReads.evaluating(node) { children() }, environment: node.environment)
    }
    let proposal = ProposedViewSize(frame.size)
    for child in node.children {
      child.place(in: Rect(origin: frame.origin, size: child.sizeThatFits(proposal)))
    }
  }
}

/// The geometry a `GeometryReader` last gave its content.
enum MeasuredGeometry: NodeStateSlot {
  typealias Value = GeometryProxy
}
