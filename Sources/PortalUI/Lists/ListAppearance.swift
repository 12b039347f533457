import PortalGraphics

/// The measurements and colours of a list in one style.
struct ListAppearance {
  let style: ListStyleKind

  /// The space between a row's edges and its content, unless `listRowInsets` says otherwise.
  static let rowInsets = EdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
  /// No row is shorter, as on iOS (a row's content is centred in it).
  static let minimumRowHeight = 44.0
  static let cornerRadius = 10.0

  static let groupedBackground = Color(light: Color(hex: 0xF2F2F7), dark: .black)
  static let plainBackground = Color(light: .white, dark: Color(hex: 0x1C1C1E))
  static let card = Color(light: .white, dark: Color(hex: 0x1C1C1E))
  static let separator = Color(light: Color(hex: 0xC6C6C8), dark: Color(hex: 0x38383A))
  static let plainHeaderBackground = Color(light: Color(hex: 0xF2F2F7), dark: Color(hex: 0x2C2C2E))

  /// How far the cards sit from the list's sides.
  var cardInset: Double { style.isInset ? 16 : 0 }
  var cornerRadius: Double { style.isInset ? Self.cornerRadius : 0 }

  /// The space above a section's first item (its header, or its first row) after the first.
  var gapBetweenSections: Double { style.isGrouped ? 20 : 0 }

  /// The space above the list's first item and below its last.
  var gapAtEnds: Double { style.isGrouped ? 16 : 0 }

  /// The space around a header's or footer's content, inside the cards' width.
  func insets(of kind: ListContent.Kind) -> EdgeInsets {
    let side = Self.rowInsets.leading
    switch (kind, style.isGrouped) {
    case (.header, true): return EdgeInsets(top: 0, leading: side, bottom: 6, trailing: side)
    case (.footer, true): return EdgeInsets(top: 6, leading: side, bottom: 0, trailing: side)
    default: return EdgeInsets(top: 6, leading: side, bottom: 6, trailing: side)
    }
  }

  /// Headers and footers of grouped lists are small grey text; a plain list's headers are
  /// bold, on a grey strip.
  func transform(_ environment: inout EnvironmentValues, for kind: ListContent.Kind) {
    switch (kind, style.isGrouped) {
    case (.row, _):
      environment.isInListRow = true
    case (.header, _) where environment.headerProminence == .increased:
      if environment.font == nil { environment.font = .headline }
    case (.header, false):
      if environment.font == nil { environment.font = Font.subheadline.weight(.semibold) }
    default:
      if environment.font == nil { environment.font = .footnote }
      if environment.foregroundColor == nil { environment.foregroundColor = .secondary }
    }
  }
}

private enum IsInListRowKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// True inside a row of a `List` or `Form`: controls take their row form there (a link's
  /// chevron, a picker's trailing value).
  var isInListRow: Bool {
    get { self[IsInListRowKey.self] }
    set { self[IsInListRowKey.self] = newValue }
  }
}
