import Testing

@testable import PortalGraphics

@Suite("Missing font families")
struct FontFallbackTests {
  /// A typesetter whose missing-family reports are collected instead of printed.
  func typesetter() -> (Typesetter, () -> [(String, String)]) {
    let typesetter = Typesetter()
    var reports: [(String, String)] = []
    typesetter.onMissingFamily = { reports.append(($0, $1)) }
    return (typesetter, { reports })
  }

  @Test func aMissingFamilyIsReportedOnceWithTheFamilyUsedInstead() {
    let (typesetter, reports) = typesetter()
    let style = TextStyle(font: FontDescriptor(family: "No Such Family Anywhere", size: 14))
    let missing = typesetter.layout("Hello", style: style)
    _ = typesetter.layout("Hello again", style: style)
    _ = typesetter.layout("Bold too", style: TextStyle(font: FontDescriptor(family: "No Such Family Anywhere", weight: .bold)))
    #expect(reports().count == 1)
    #expect(reports().first?.0 == "No Such Family Anywhere")
    #expect(reports().first?.1.isEmpty == false)
    // Pango's fallback still draws the text.
    #expect(missing.size.width > 20)
  }

  @Test func installedAndGenericFamiliesAreNotReported() {
    let (typesetter, reports) = typesetter()
    for family in ["DejaVu Sans", "dejavu sans mono", "monospace", "Sans", "serif"] {
      _ = typesetter.layout("Text", style: TextStyle(font: FontDescriptor(family: family)))
    }
    #expect(reports().isEmpty)
  }
}
