import PortalGraphics

/// A view with a sheet that can be presented over the window: the content, then the sheet
/// layer (backdrop and card) drawn and hit first. The content alone decides the size.
struct SheetPresenter<Content: View>: View, PrimitiveView {
  let content: Content
  let layer: SheetLayer

  private static var layerKey: String { "sheet" }

  func children() -> [ChildView] {
    flattenedChildren(content, under: "content") + [ChildView(key: ViewKey().appending(Self.layerKey), view: layer)]
  }

  private func contentNodes(_ node: Node) -> [Node] { node.children.filter { !($0.view is SheetLayer) } }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    let content = contentNodes(node)
    return Node.blockSize(of: content, proposal)
  }

  /// Laid out wherever it moves: it places a sheet layer over the window.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let content = contentNodes(node)
    Node.placeBlock(content, in: frame)
    // A sheet covers the window, not just the view it is attached to.
    let window = Rect(origin: .zero, size: node.graph.surface.size)
    for layer in node.children where layer.view is SheetLayer { layer.place(in: window) }
  }
}

extension View {
  /// Presents a sheet over the window while `isPresented` is true.
  ///
  /// The sheet is a rounded card sized to its content (up to the window less a margin),
  /// centred near the bottom over a dimmed backdrop. It slides up when presented and down
  /// when dismissed, whichever way: setting the binding to false, Esc, a click on the
  /// backdrop, or `dismiss()` from `@Environment(\.dismiss)` inside it. While it shows, it is
  /// modal: the content below gets no clicks, wheel or keys. `onDismiss` runs once it is
  /// dismissed.
  ///
  /// Attach it to a view that fills the window (the root, typically): the sheet draws above
  /// that view and what comes before it, and a clipping ancestor would clip the sheet.
  ///
  /// ```swift
  /// content.sheet(isPresented: $showsSettings) { SettingsView() }
  /// ```
  public func sheet<SheetContent: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> SheetContent
  ) -> some View {
    SheetPresenter(
      content: self, layer: SheetLayer(isPresented: isPresented, onDismiss: onDismiss, style: .card, content: content))
  }

  /// Presents a sheet for `item` while it is not nil; a different item replaces the sheet.
  ///
  /// ```swift
  /// list.sheet(item: $editedPhoto) { photo in PhotoEditor(photo: photo) }
  /// ```
  public func sheet<Item: Identifiable, SheetContent: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> SheetContent
  ) -> some View {
    SheetPresenter(content: self, layer: SheetLayer(item: item, onDismiss: onDismiss, style: .card, content: content))
  }
}
