extension Binding {
  /// A binding whose changes animate: writing through it applies the change with `animation`,
  /// as if inside `withAnimation(animation)`.
  ///
  /// ```swift
  /// Stepper("Guests", value: $guests.animation(.easeInOut), in: 1...12)
  /// ```
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    transaction(Transaction(animation: animation))
  }

  /// A binding whose changes are applied in `transaction`: a control writing through it
  /// animates what the change moves as the transaction says.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    Binding(
      get: { self.wrappedValue },
      set: { newValue in
        let saved = Transaction.current
        Transaction.current = transaction
        defer { Transaction.current = saved }
        self.wrappedValue = newValue
      })
  }
}
