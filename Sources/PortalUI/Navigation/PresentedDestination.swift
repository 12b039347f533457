/// Pushes a page while a binding says so (`navigationDestination(isPresented:)` and
/// `navigationDestination(item:)`): setting the binding pushes the page onto the enclosing
/// stack, going back (the back button, Escape) sets it again, and clearing it pops the page.
struct PresentedDestinationView<Content: View, Destination: View>: View, SingleChildModifier {
  let content: Content
  let isPresented: Binding<Bool>
  let destination: () -> Destination

  func didUpdate(node: Node) {
    guard let context = node.environment.navigationContext else { return }
    let state = PresentedDestinationState.of(node)
    let (isPresented, destination) = (self.isPresented, self.destination)
    node.graph.afterUpdate {
      let path = context.path.wrappedValue
      if let pushed = state.pushed {
        let stillThere = path.contains(AnyHashable(pushed))
        if !isPresented.wrappedValue, stillThere {
          // Cleared by the app: the page leaves, and the pages above it with it.
          if let index = path.firstIndex(of: AnyHashable(pushed)) { context.pop(toDepth: index) }
          state.pushed = nil
        } else if !stillThere {
          // Gone back from: the binding follows.
          state.pushed = nil
          if isPresented.wrappedValue { isPresented.wrappedValue = false }
        }
      } else if isPresented.wrappedValue {
        let page = PushedPage(AnyView(destination()))
        state.pushed = page
        context.push(page)
      }
    }
  }
}

/// The page a `PresentedDestinationView` pushed, while it is on the stack.
@MainActor
final class PresentedDestinationState: NodeStateObject {
  var pushed: PushedPage?
}

extension View {
  /// Pushes `destination` onto the enclosing `NavigationStack` while `isPresented` is true;
  /// going back sets it to false.
  ///
  /// ```swift
  /// .navigationDestination(isPresented: $showsDetails) { DetailsView() }
  /// ```
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: @escaping () -> V)
    -> some View
  {
    PresentedDestinationView(content: self, isPresented: isPresented, destination: destination)
  }

  /// Pushes the page for `item` while it is not nil; going back sets it to nil.
  ///
  /// ```swift
  /// .navigationDestination(item: $selectedBook) { book in BookView(book: book) }
  /// ```
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let presented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
    let current = item.wrappedValue
    return PresentedDestinationView(content: self, isPresented: presented) { () -> C? in
      current.map(destination)
    }
  }
}
