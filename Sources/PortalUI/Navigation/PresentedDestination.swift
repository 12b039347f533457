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
      if let pushed = state.pushed?.page {
        let stillThere = path.contains(AnyHashable(pushed))
        if !isPresented.wrappedValue, stillThere {
          // Cleared by the app: the page leaves, and the pages above it with it.
          state.pushed = nil
          if let index = path.firstIndex(of: AnyHashable(pushed)) { context.pop(toDepth: index) }
        } else if !stillThere {
          // Gone back from: the binding follows.
          state.pushed = nil
          if isPresented.wrappedValue { isPresented.wrappedValue = false }
        }
      } else if isPresented.wrappedValue {
        // The page clears the binding when it leaves the stack (the back button, Escape): the
        // view that pushed it is not evaluated again by a pop.
        let marker = PresentedPageMarker()
        let page = PushedPage(
          AnyView(
            destination().onDisappear { [weak context] in
              guard let context, state.pushed?.marker === marker else { return }
              guard let pushed = state.pushed, !context.path.wrappedValue.contains(AnyHashable(pushed.page)) else { return }
              state.pushed = nil
              if isPresented.wrappedValue { isPresented.wrappedValue = false }
            }))
        state.pushed = (page, marker)
        context.push(page)
      }
    }
  }
}

/// The page a `PresentedDestinationView` pushed, while it is on the stack.
@MainActor
final class PresentedDestinationState: NodeStateObject {
  var pushed: (page: PushedPage, marker: PresentedPageMarker)?
}

/// Tells one push of a presented page from the next.
final class PresentedPageMarker {}

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
