/// A preview of a view, as Xcode shows beside the code: `#Preview { ContentView() }`,
/// `#Preview("Dark") { ContentView().preferredColorScheme(.dark) }`.
///
/// Here a preview's body is compiled with the program, so a preview that no longer compiles
/// is an error, and is not run: the program's window shows its `App`'s scenes.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "SwiftUIMacros", type: "PreviewMacro")

/// Marks state declared inside a `#Preview` body (`@Previewable @State var count = 0`); the
/// declaration is kept as written.
@attached(peer)
public macro Previewable() = #externalMacro(module: "SwiftUIMacros", type: "PreviewableMacro")
