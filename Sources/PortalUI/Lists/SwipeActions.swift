extension View {
  /// Actions a person reveals by swiping this list row on iOS. A desktop list has no swipe:
  /// the actions are accepted and kept with the row's traits but not shown yet; put them in a
  /// `.contextMenu` for a right click, and a `ForEach`'s `onDelete` deletes the row under the
  /// pointer with Delete.
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
