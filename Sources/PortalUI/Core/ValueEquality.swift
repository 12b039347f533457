/// Comparing values known only as `Any` or an existential: how a node tells that what its
/// parent handed it is what it already shows.
enum ValueEquality {
  /// Whether `a` and `b` are equal values of one `Equatable` type; nil when `a`'s type is not
  /// `Equatable`.
  static func equatable(_ a: Any, _ b: Any) -> Bool? {
    guard let a = a as? any Equatable else { return nil }
    return a.isEqual(toAny: b)
  }

  /// Whether a view value is the same as the one its node last evaluated, so evaluating it
  /// again would build the same subtree: equal by `==` for an `Equatable` view (as SwiftUI's
  /// `EquatableView`), else stored property by stored property (`SameValueComparator`), as
  /// SwiftUI compares views. A view holding a closure is evaluated again.
  @MainActor static func sameView(_ old: any View, _ new: any View) -> Bool {
    SameValueComparator.sameView(old, new)
  }

  /// Whether two shape styles are the same: equal, or the same plain data.
  static func sameStyle(_ old: any ShapeStyle, _ new: any ShapeStyle) -> Bool {
    if let equal = equatable(old, new) { return equal }
    return plainDataEqual(old, new)
  }

  /// Whether two values of one type are the same: equal, or the same plain data.
  static func same<T>(_ old: T, _ new: T) -> Bool {
    if let equal = equatable(old, new) { return equal }
    return plainDataEqual(old, new)
  }

  /// Byte for byte, for a type of plain data only. Padding bytes may differ between equal
  /// values; that only reads as a change. Called with an existential, the value is opened, so
  /// the check sees its own type.
  private static func plainDataEqual<V>(_ a: V, _ b: Any) -> Bool {
    guard _isPOD(V.self), let b = b as? V else { return false }
    return withUnsafeBytes(of: a) { x in withUnsafeBytes(of: b) { y in x.elementsEqual(y) } }
  }

  private static func plainDataEqual<S: ShapeStyle>(_ a: S, _ b: any ShapeStyle) -> Bool {
    plainDataEqual(a, b as Any)
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(toAny other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
