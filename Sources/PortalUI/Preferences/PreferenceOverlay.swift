import PortalGraphics

/// Draws a view built from a preference of the content above (or below) the content, in the
/// content's frame.
struct PreferenceOverlayView<Content: View, Key: PreferenceKey, Overlay: View>: View, PrimitiveView, ReadsDescendantLayout {
  let content: Content
  let alignment: Alignment
  let isBackground: Bool
  let overlay: (Key.Value, GeometryProxy) -> Overlay

  private static var hostKey: ViewKey { ViewKey().appending("preferenceOverlay") }

  func children() -> [ChildView] {
    let overlay = self.overlay
    let host = PreferenceOverlayHost(alignment: alignment) { hostNode in
      let container = hostNode?.parent
      let value = container?[OverlaidPreference<Key.Value>.self] ?? Key.defaultValue
      let proxy = container.map(GeometryProxy.init(node:)) ?? GeometryProxy(size: .zero)
      return overlay(value, proxy)
    }
    let hostChild = ChildView(key: Self.hostKey, view: host)
    let contentChildren = flattenedChildren(content)
    return isBackground ? [hostChild] + contentChildren : contentChildren + [hostChild]
  }

  private func split(_ node: Node) -> (content: [Node], host: Node?) {
    (node.children.filter { $0.key != Self.hostKey }, node.children.first { $0.key == Self.hostKey })
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let content = split(node).content
    return Node.blockSize(of: content, proposal)
  }

  /// Laid out wherever it moves: it reads its content's preferences after layout.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let (content, host) = split(node)
    Node.placeBlock(content, in: frame)
    host?.place(in: frame)
    node.graph.afterLayoutActions.append { [handle = node.handle, hostHandle = host?.handle] in
      guard let node = handle.node, let host = hostHandle?.node, node.isAttached else { return }
      let value = Node.preferenceValue(Key.self, over: split(node).content) ?? Key.defaultValue
      let snapshot = GeometryProxy(node: node).snapshot
      let sameValue = node[OverlaidPreference<Key.Value>.self].map { preferenceValuesEqual($0, value) } ?? false
      let sameGeometry = node[OverlaidGeometry.self] == snapshot
      guard !sameValue || !sameGeometry else { return }
      node[OverlaidPreference<Key.Value>.self] = value
      node[OverlaidGeometry.self] = snapshot
      host.invalidate()
    }
  }
}

/// Holds the view built from the preference; only it is rebuilt when the value changes.
struct PreferenceOverlayHost<Overlay: View>: View, PrimitiveView {
  let alignment: Alignment
  let make: (Node?) -> Overlay
  private let reference = NodeReference()

  init(alignment: Alignment, make: @escaping (Node?) -> Overlay) {
    self.alignment = alignment
    self.make = make
  }

  func didUpdate(node: Node) { reference.node = node }
  func children() -> [ChildView] { flattenedChildren(make(reference.node)) }

  /// Laid out wherever it moves: it places an overlay from preferences read after layout.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let proposal = ProposedViewSize(frame.size)
    for child in node.children {
      let size = child.sizeThatFits(proposal)
      child.place(in: Rect(origin: alignment.origin(of: size, in: frame), size: size))
    }
  }
}

extension View {
  /// Layers a view built from a preference of this view's content in front of it, in its frame.
  /// The builder also gets a proxy for this view's geometry, which resolves anchors:
  ///
  /// ```swift
  /// grid.overlayPreferenceValue(SelectionKey.self) { anchor, proxy in
  ///   if let anchor { Color.accentColor.frame(width: proxy[anchor].width, height: 3) }
  /// }
  /// ```
  ///
  /// It is rebuilt after a layout pass that changed the value (or this view's frame), within
  /// the same frame.
  public func overlayPreferenceValue<Key: PreferenceKey, V: View>(
    _ key: Key.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (Key.Value, GeometryProxy) -> V
  ) -> some View {
    PreferenceOverlayView<Self, Key, V>(content: self, alignment: alignment, isBackground: false, overlay: transform)
  }

  /// Layers a view built from a preference of this view's content in front of it (SwiftUI's
  /// form; use a `GeometryReader` inside to resolve anchors).
  public func overlayPreferenceValue<Key: PreferenceKey, V: View>(
    _ key: Key.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> V
  ) -> some View {
    overlayPreferenceValue(key, alignment: alignment) { value, _ in transform(value) }
  }

  /// Layers a view built from a preference of this view's content behind it, in its frame;
  /// the proxy resolves anchors.
  public func backgroundPreferenceValue<Key: PreferenceKey, V: View>(
    _ key: Key.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (Key.Value, GeometryProxy) -> V
  ) -> some View {
    PreferenceOverlayView<Self, Key, V>(content: self, alignment: alignment, isBackground: true, overlay: transform)
  }

  /// Layers a view built from a preference of this view's content behind it (SwiftUI's form).
  public func backgroundPreferenceValue<Key: PreferenceKey, V: View>(
    _ key: Key.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (Key.Value) -> V
  ) -> some View {
    backgroundPreferenceValue(key, alignment: alignment) { value, _ in transform(value) }
  }
}

/// The preference value an `.overlayPreferenceValue` overlay was last built with.
enum OverlaidPreference<V>: NodeStateSlot {
  typealias Value = V
}

/// The geometry an `.overlayPreferenceValue` overlay was last built with.
enum OverlaidGeometry: NodeStateSlot {
  typealias Value = GeometrySnapshot
}
