/// How text is spoken by a screen reader. No screen reader reads these views here: each
/// setting is accepted for SwiftUI's spelling and changes nothing drawn.
extension Text {
  /// Text read with its punctuation spoken; changes nothing here.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }

  /// Text read one character at a time; changes nothing here.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }

  /// Text read at a raised or lowered pitch; changes nothing here.
  public func speechAdjustedPitch(_ value: Double) -> Text { self }

  /// Text whose announcement waits for the one being read; changes nothing here.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }
}

extension View {
  /// Text inside read with its punctuation spoken; no screen reader reads it here.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View { self }

  /// Text inside read one character at a time; no screen reader reads it here.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> some View { self }

  /// Text inside read at a raised or lowered pitch; no screen reader reads it here.
  public func speechAdjustedPitch(_ value: Double) -> some View { self }

  /// Announcements inside wait for the one being read; no screen reader reads them here.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> some View { self }
}
