extension Font {
  /// How wide the letters of a font are, for families that come in several widths.
  ///
  /// Fontconfig picks the family's face of the nearest width (DejaVu Sans has a condensed
  /// face); a family of one width draws in it.
  public struct Width: Hashable, Sendable {
    /// From about -0.3 (compressed) through 0 (standard) to 0.2 and more (expanded).
    public var value: CGFloat

    /// A width of `value`.
    public init(_ value: CGFloat) { self.value = value }

    /// The narrowest width.
    public static let compressed = Width(-0.3)
    /// Narrower than standard.
    public static let condensed = Width(-0.2)
    /// The family's normal width.
    public static let standard = Width(0)
    /// Wider than standard.
    public static let expanded = Width(0.2)
  }

  /// The same font in another width.
  ///
  /// ```swift
  /// Text("HEADLINE").font(.title.width(.condensed))
  /// ```
  public func width(_ width: Width) -> Font {
    var copy = self
    copy.widthValue = width.value
    return copy
  }
}
