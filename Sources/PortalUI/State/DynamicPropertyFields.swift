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
  /// A stored property of a struct type that conforms to `DynamicProperty` (a property wrapper
  /// of the app's own, holding `@State` or `@Environment`) is walked into: its dynamic
  /// properties are bound where they lie inside it, under its label and theirs.
  static func walk<V>(_: V.Type) -> [Field]? {
    var found: [Field] = []
    return walk(V.self, offset: 0, prefix: "", into: &found) ? found : nil
  }

  private static func walk(_ type: Any.Type, offset base: Int, prefix: String, into found: inout [Field]) -> Bool {
    guard SameValueComparator.kind(of: type) == .struct else { return false }
    var nestedComplete = true
    let complete = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
      let label = prefix + String(cString: name)
      if let binding = fieldType as? any DynamicPropertyBinding.Type {
        found.append(Field(label: label, offset: base + offset, type: binding))
      } else if fieldType is any DynamicProperty.Type {
        nestedComplete = walk(fieldType, offset: base + offset, prefix: label + ".", into: &found) && nestedComplete
      }
      return true
    }
    return complete && nestedComplete
  }

  /// The way for a type the metadata walk does not read.
  private static func bindByMirror(_ view: Any, to node: Node) -> Bool {
    var found = false
    bindByMirror(view, prefix: "", to: node, found: &found)
    return found
  }

  private static func bindByMirror(_ value: Any, prefix: String, to node: Node, found: inout Bool) {
    for child in Mirror(reflecting: value).children {
      guard let label = child.label else { continue }
      if let property = child.value as? DynamicPropertyBinding {
        property.bind(to: node, label: prefix + label)
        found = true
      } else if child.value is any DynamicProperty {
        bindByMirror(child.value, prefix: prefix + label + ".", to: node, found: &found)
      }
    }
  }
}
