extension View {
  /// Draws a border `width` points wide just inside the view's frame, in a shape style.
  ///
  /// ```swift
  /// Text("Draft").padding(4).border(.gray, width: 1)
  /// ```
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}
