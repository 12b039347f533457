@_spi(Reflection) import Swift

/// Where a view type keeps its `@State`, `@Environment`, `@Namespace` and `@FocusState`
/// properties: found once per type from its metadata, then bound at their byte offsets.
///
/// `Mirror` found them before, for every evaluation of every view with one: a mirror of a view
/// boxes each stored property (the content of a container, a closure, a model) into an `Any`
/// and asks the runtime whether it is a dynamic property, which made binding the dearest part
/// of evaluating a small view. The fields of a type never change; their offsets do not either.
@MainActor
enum DynamicPropertyFields {
  /// One dynamic property: its name as `Mirror` reports it (`_hovered` for `@State var
  /// hovered`: the node's state is kept under it), where it lies, and its type.
  struct Field {
    let label: String
    let offset: Int
    let type: any DynamicPropertyBinding.Type
  }

  /// The dynamic properties of each struct type seen; nil for types walked by `Mirror` (not a
  /// struct, or a field the metadata walk cannot read).
  private static var fields: [ObjectIdentifier: [Field]?] = [:]

  /// Binds `view`'s dynamic properties to `node`; returns whether it has any.
  static func bind<V: View>(_ view: V, to node: Node) -> Bool {
    let key = ObjectIdentifier(V.self)
    let known: [Field]?
    if let cached = fields[key] {
      known = cached
    } else {
      known = walk(V.self)
      fields[key] = .some(known)
    }
    guard let known else { return bindByMirror(view, to: node) }
    guard !known.isEmpty else { return false }
    withUnsafePointer(to: view) { pointer in
      let base = UnsafeRawPointer(pointer)
      for field in known { bind(field.type, at: base + field.offset, label: field.label, to: node) }
    }
    return true
  }

  private static func bind<P: DynamicPropertyBinding>(
    _: P.Type, at pointer: UnsafeRawPointer, label: String, to node: Node
  ) {
    pointer.assumingMemoryBound(to: P.self).pointee.bind(to: node, label: label)
  }

  /// The dynamic properties among `V`'s stored properties, or nil when `V` is not a struct.
  static func walk<V>(_: V.Type) -> [Field]? {
    guard SameValueComparator.kind(of: V.self) == .struct else { return nil }
    var found: [Field] = []
    let complete = _forEachField(of: V.self, options: []) { name, offset, fieldType, _ in
      if let binding = fieldType as? any DynamicPropertyBinding.Type {
        found.append(Field(label: String(cString: name), offset: offset, type: binding))
      }
      return true
    }
    return complete ? found : nil
  }

  /// The way for a type the metadata walk does not read.
  private static func bindByMirror(_ view: Any, to node: Node) -> Bool {
    var found = false
    for child in Mirror(reflecting: view).children {
      guard let label = child.label, let property = child.value as? DynamicPropertyBinding else { continue }
      property.bind(to: node, label: label)
      found = true
    }
    return found
  }
}
