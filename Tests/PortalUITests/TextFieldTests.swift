
@Suite("Text field appearance") @MainActor
struct TextFieldAppearanceTests {
  private final class Texts {
    var name = "Kim"
    var empty = ""
    var notes = "Some notes\nover two lines"
  }

  /// Fields of each kind, light and dark, written where a person can look at them.
  @Test(arguments: [ColorScheme.light, .dark])
  func fieldsAreDrawnForAPersonToLookAt(scheme: ColorScheme) throws {
    let texts = Texts()
    let name = Binding(get: { texts.name }, set: { texts.name = $0 })
    let empty = Binding(get: { texts.empty }, set: { texts.empty = $0 })
    let notes = Binding(get: { texts.notes }, set: { texts.notes = $0 })
    let h = try Harness(
      size: Size(width: 640, height: 480),
      VStack(alignment: .leading, spacing: 12) {
        TextField("Name", text: name)
        TextField("Search", text: empty)
        SecureField("Password", text: name)
        TextField("Plain", text: name).textFieldStyle(.plain)
        TextEditor(text: notes).frame(height: 60)
        Form {
          TextField("Row field", text: empty)
          TextField("Row field", text: name)
        }
      }
      .frame(width: 320)
      .padding(20)
      .background(Color(.systemBackground))
      .environment(\.colorScheme, scheme))
    h.settle()
    h.click(try #require(h.nodes(TextEntry.self).first).frame.center)
    h.host.press(.home, modifiers: .shift)
    h.settle()
    let path = TestArtifacts.path("text-fields-\(scheme).png")
    try h.host.main.bitmap.writePNG(to: path)
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
