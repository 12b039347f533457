/// Calls `visit` with `view` and then with each view the framework's modifiers around it wrap
/// (`.padding()`, `.onTapGesture`, `.tag(_:)`, …), outermost first, until `visit` returns
/// true or a view is reached that is not such a modifier (one with a body, a container, a
/// list of views). Containers read what a modifier says about a child this way (a tab's tag,
/// a list row's background), wherever among the child's modifiers it was applied.
@MainActor
func visitWrappedViews(of view: any View, _ visit: (any View) -> Bool) {
  var current = view
  // Modifier chains are short; the bound only guards against a view that wraps itself.
  for _ in 0..<64 {
    if visit(current) { return }
    if let wrapper = current as? any SingleChildModifier {
      current = wrapper.content
      continue
    }
    guard current is PrimitiveView, !(current is ViewList) else { return }
    let wrapped = Mirror(reflecting: current).children.first {
      $0.label == "content" || $0.label == "primary"
    }
    guard let next = wrapped?.value as? any View else { return }
    current = next
  }
}
