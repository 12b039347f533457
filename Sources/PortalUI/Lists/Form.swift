/// A settings screen's container: its rows and sections drawn as an inset grouped `List`.
///
/// ```swift
/// Form {
///   Section("Account") { Text("Signed in as Kim") }
///   Section { Text("Sign out").onTapGesture(perform: signOut) }
/// }
/// ```
public struct Form<Content: View>: View {
  nonisolated(unsafe) let content: Content

  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public var body: some View {
    List { content }.listStyle(.insetGrouped)
  }
}
