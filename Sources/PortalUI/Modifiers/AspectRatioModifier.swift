import PortalGraphics

/// How content of one aspect ratio is fitted to a space of another.
extension ContentMode {
  /// The largest size with `ratio` (width / height) inside `space` for `.fit`, the smallest
  /// covering it for `.fill`. A missing or infinite side follows from the other one.
  func size(withRatio ratio: Double, for space: ProposedViewSize) -> Size? {
    let width = space.width.flatMap { $0.isFinite ? $0 : nil }
    let height = space.height.flatMap { $0.isFinite ? $0 : nil }
    switch (width, height) {
    case (let w?, let h?):
      let byWidth = Size(width: w, height: w / ratio)
      let byHeight = Size(width: h * ratio, height: h)
      let widthLimited = byWidth.height <= h
      if self == .fill { return widthLimited ? byHeight : byWidth }
      return widthLimited ? byWidth : byHeight
    case (let w?, nil): return Size(width: w, height: w / ratio)
    case (nil, let h?): return Size(width: h * ratio, height: h)
    case (nil, nil): return nil
    }
  }
}

/// Offers the content a size of a given aspect ratio, fitted to or filling the proposal.
struct AspectRatioView<Content: View>: View, SingleChildModifier {
  let content: Content
  let ratio: Double?
  let contentMode: ContentMode

  private func targetSize(for proposal: ProposedViewSize, node: Node) -> ProposedViewSize {
    guard contentMode != .stretch else { return proposal }
    let ideal = node.contentSize(.unspecified)
    guard let resolvedRatio = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : nil),
      resolvedRatio > 0
    else { return proposal }
    if let size = contentMode.size(withRatio: resolvedRatio, for: proposal) { return ProposedViewSize(size) }
    return ProposedViewSize(width: ideal.width, height: ideal.width / resolvedRatio)
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    node.contentSize(targetSize(for: proposal, node: node))
  }

  func place(in frame: Rect, node: Node) {
    let size = node.contentSize(targetSize(for: ProposedViewSize(frame.size), node: node))
    node.placeContent(in: Rect(origin: Alignment.center.origin(of: size, in: frame), size: size))
  }
}

extension View {
  /// Constrains the view to an aspect ratio (width / height; nil for the content's own),
  /// fitted inside the space offered (`.fit`) or covering it (`.fill`).
  ///
  /// ```swift
  /// Image("photo").resizable().aspectRatio(contentMode: .fill).frame(width: 120, height: 80).clipped()
  /// ```
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
    AspectRatioView(content: self, ratio: ratio, contentMode: contentMode)
  }

  /// Constrains the view to the aspect ratio of a size.
  public func aspectRatio(_ size: Size, contentMode: ContentMode) -> some View {
    AspectRatioView(
      content: self, ratio: size.height > 0 ? size.width / size.height : nil, contentMode: contentMode)
  }

  /// Scales the view to fit the space offered, keeping its aspect ratio.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill the space offered, keeping its aspect ratio (it may overflow).
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }
}
