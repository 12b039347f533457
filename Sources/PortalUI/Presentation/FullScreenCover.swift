import PortalGraphics

/// A full-screen cover's panel: it fills the window with the window's background and shows
/// the presented view in it as a window shows its root view (offered the whole window,
/// centred at the size it takes). A click anywhere on it stays in it.
struct FullScreenCoverPanel: View, SingleChildModifier, HitTestable {
  let content: AnyView

  func place(in frame: Rect, node: Node) {
    let fitted = node.contentSize(ProposedViewSize(frame.size))
    let size = Size(width: min(fitted.width, frame.width), height: min(fitted.height, frame.height))
    node.placeContent(in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size))
  }

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    context.canvas.fill(
      node.frame, with: node.environment.colorScheme == .dark ? Color(hex: 0x1C1C1E) : .white)
    node.drawChildren(in: context)
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard node.frame.contains(point) else { return nil }
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }
}

extension View {
  /// Presents `content` over the whole window while `isPresented` is true.
  ///
  /// Where iOS covers the screen, the cover fills the window: it slides up from the bottom
  /// edge when presented and down when dismissed (by setting the binding to false, by
  /// `dismiss()` from `@Environment(\.dismiss)` inside it, or by Esc, a desktop window's way
  /// to leave a modal view). While it shows, nothing below it gets clicks, the wheel or keys.
  /// `onDismiss` runs once it is dismissed. Attach it to a view that fills the window, as
  /// with `.sheet`.
  ///
  /// ```swift
  /// content.fullScreenCover(isPresented: $showsPlayer) { PlayerView() }
  /// ```
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    SheetPresenter(
      content: self,
      layer: SheetLayer(isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen, content: content))
  }

  /// Presents `content` for `item` over the whole window while `item` is not nil; a different
  /// item replaces the cover.
  ///
  /// ```swift
  /// grid.fullScreenCover(item: $openedPhoto) { photo in PhotoViewer(photo: photo) }
  /// ```
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    SheetPresenter(
      content: self, layer: SheetLayer(item: item, onDismiss: onDismiss, style: .fullScreen, content: content))
  }
}
