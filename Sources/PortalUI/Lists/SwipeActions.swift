extension View {
  /// Actions a person reveals by swiping this list row on iOS. A desktop list has no swipe:
  /// the actions are kept with the row for its context menu, and a `ForEach`'s `onDelete`
  /// still deletes the row under the pointer with Delete.
  ///
  /// ```swift
  /// Text(mail.subject)
  ///   .swipeActions { Button("Archive", systemImage: "archivebox") { archive(mail) } }
  /// ```
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
  ) -> some View {
    var traits = ListRowTraits()
    traits.swipeActions = [AnyView(content())]
    return ListRowTraitsView(content: self, rowTraits: traits)
  }
}
