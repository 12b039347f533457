#if canImport(Combine)
  import Combine
#endif
@_spi(Reflection) import Swift
import Foundation
import Observation

/// Tells whether two values of one type hold the same stored properties, the way SwiftUI
/// compares a view's new value with the one it last evaluated. How to compare a type is
/// worked out once, from its type metadata, and kept: comparing is then a walk over byte
/// offsets, with no reflection and no casts to protocols.
///
/// Per stored property, in this order:
/// - plain data (numbers, flags, no references) byte for byte;
/// - a `@State`, `@Environment` or `@Namespace` property always matches: what it holds is the
///   node's, not the value's (and the environment is compared on its own);
/// - an `Equatable` value by `==`;
/// - an `@Observable` model by identity: what a body reads of it is observed;
/// - a struct or tuple by its stored properties, in turn;
/// - a box of views (`ComparedByContents`, a `TupleView`'s) by the views it holds;
/// - an existential (`any View`, `Any`) by the value inside, as above.
///
/// A closure matches only itself (the same code and captured context, handed on unchanged).
///
/// An optional or an enum that is neither `Equatable` nor plain data, an optional
/// class reference (it may be held weakly, which the metadata walk cannot tell, and a weak
/// reference cannot be read as a strong one), or any other class instance never matches:
/// evaluating a view again is always correct, so a value is called the same only when nothing
/// in it can differ.
@MainActor
enum SameValueComparator {
  /// Compares two values of one type in place.
  typealias Compare = (UnsafeRawPointer, UnsafeRawPointer) -> Bool

  /// What is known of each type: how to compare it, or nil when its values never match.
  private static var comparators: [ObjectIdentifier: Compare?] = [:]

  /// Whether `a` and `b`, values of one type, are the same by the rules above.
  static func same(_ a: Any, _ b: Any) -> Bool {
    let type = Swift.type(of: a)
    guard type == Swift.type(of: b), let compare = comparator(for: type) else { return false }
    // Opened by its type, not as a value: a value inside an existential inside `Any` (a view
    // held as `any View`) opens as the inner existential, while a cast reaches the value.
    func opened<T>(_: T.Type) -> Bool {
      guard let x = a as? T, let y = b as? T else { return false }
      return withUnsafePointer(to: x) { px in withUnsafePointer(to: y) { py in compare(px, py) } }
    }
    return _openExistential(type, do: opened)
  }

  /// Whether two views are values of one type that are the same by the rules above. A view
  /// inside `any View` is always of its own type (no existential is a view), so both are
  /// opened and compared where they are, without the copies a cast from `Any` makes (copying a
  /// view retains everything it holds).
  static func sameView(_ a: any View, _ b: any View) -> Bool {
    let type = Swift.type(of: a)
    guard type == Swift.type(of: b), let compare = comparator(for: type) else { return false }
    func opened<A: View>(_ x: A) -> Bool {
      func opened<B: View>(_ y: B) -> Bool {
        withUnsafePointer(to: x) { px in withUnsafePointer(to: y) { py in compare(px, py) } }
      }
      return opened(b)
    }
    return opened(a)
  }

  /// How to compare values of `type`, or nil when they never match; its kind is asked only
  /// the first time.
  static func comparator(for type: Any.Type) -> Compare? {
    if let known = comparators[ObjectIdentifier(type)] { return known }
    return comparator(for: type, kind: kind(of: type))
  }

  /// Whether how to compare values of `type` has been worked out already.
  static func knowsComparison(for type: Any.Type) -> Bool { comparators[ObjectIdentifier(type)] != nil }

  /// How to compare values of `type` (of metadata `kind`), or nil when they never match.
  static func comparator(for type: Any.Type, kind: _MetadataKind) -> Compare? {
    let key = ObjectIdentifier(type)
    if let known = comparators[key] { return known }
    // A struct cannot hold itself, so the walk ends; a placeholder stops a cycle through an
    // indirection nonetheless.
    comparators[key] = .some(nil)
    func opened<T>(_: T.Type) -> Compare? { makeComparator(T.self, kind: kind) }
    let made = _openExistential(type, do: opened)
    comparators[key] = .some(made)
    return made
  }

  /// The kinds of types seen as a value's own type (never an existential).
  private static var kinds: [ObjectIdentifier: _MetadataKind] = [:]

  /// Whether `type` is a struct, a tuple, an enum, a class, a closure, …: the field walk
  /// reports the kind of a tuple's elements, so the type is asked as the first of a pair.
  static func kind(of type: Any.Type) -> _MetadataKind {
    if let known = kinds[ObjectIdentifier(type)] { return known }
    let kind = walkedKind(of: type)
    kinds[ObjectIdentifier(type)] = kind
    return kind
  }

  /// `kind(of:)` without the kept answers, for callers off the main actor.
  nonisolated static func walkedKind(of type: Any.Type) -> _MetadataKind {
    func opened<T>(_: T.Type) -> _MetadataKind {
      var found = _MetadataKind.unknown
      _ = _forEachField(of: (T, Int).self, options: []) { _, _, _, kind in
        found = kind
        return false
      }
      return found
    }
    return _openExistential(type, do: opened)
  }

  private static func makeComparator<T>(_: T.Type, kind: _MetadataKind) -> Compare? {
    // Plain data is compared byte for byte before any protocol is asked about: most of a
    // scene's new types are (a modifier's insets, a colour, an optional number), and each
    // question costs a search the first time. Bytes that match are values that match, whatever
    // `==` says of them (a NaN is drawn as a NaN); bytes that differ only in padding read as a
    // change, which evaluates the view again (always correct). `@State`, `@Environment`,
    // `@Namespace` and `@FocusState` each hold a reference, so none of them is plain data.
    if _isPOD(T.self) {
      let size = MemoryLayout<T>.size
      return { a, b in memcmp(a, b, size) == 0 }
    }
    // The kind decides which protocols are worth asking about: the runtime's first answer for
    // a type and a protocol searches every conformance of the program (PrimitiveRoles.swift
    // tells the cost), and a scene's first evaluation compares hundreds of new types.
    switch kind {
    case .function:
      // A closure matches only itself: the same code with the same captured context, handed on
      // unchanged from a view that was not evaluated again (a stack's root page, evaluated
      // again with its stack when the path changes). What it reads of `@State` is followed on
      // its own (`StateReads`). A closure that captures one object has that object for its
      // context, so two made from the same object (`$value`, twice) match: they do the same.
      return identityComparator(T.self)
    case .existential:
      // An existential type adopts no protocol: its value is compared by its own type.
      if T.self == (any View).self {
        return { a, b in
          sameView(a.assumingMemoryBound(to: (any View).self).pointee, b.assumingMemoryBound(to: (any View).self).pointee)
        }
      }
      return { a, b in same(a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee) }
    case .class:
      if let boxed = T.self as? any ComparedByContents.Type { return boxed.contentsComparator }
      if let equatable = T.self as? any Equatable.Type { return equalityComparator(equatable) }
      guard T.self is any Observable.Type else { return nil }
      return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
    case .optional:
      if let optional = T.self as? any OptionalValue.Type {
        if optional.wrappedType is AnyClass { return nil }
        // An optional closure: nil, or the same closure (see `.function`).
        if Self.kind(of: optional.wrappedType) == .function { return identityComparator(T.self) }
      }
    case .struct:
      // Only a struct can be `@State`, `@Environment`, `@Namespace` or `@FocusState`; told by
      // its generic type, without a question to the runtime.
      let nominal = nominalType(ofStruct: T.self)
      // An `@ObservedObject` is the object it is handed: the same when it is the same object.
      if nominal == observedObjectType {
        return { a, b in a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self) }
      }
      let binding = dynamicPropertyTypes.contains(nominal)
      assert(binding == (T.self is DynamicPropertyBinding.Type), "\(T.self): a dynamic property type not listed")
      if binding { return { _, _ in true } }
      // Most of a scene's new types are primitive views around new content (a padding around a
      // stack of a new row): each node already asked the runtime whether its view's type is
      // one, so the answer is kept, and the view's witness table says whether it is `Equatable`.
      if let primitive = T.self as? any PrimitiveView.Type {
        return primitive.equalityComparison ?? fieldsComparator(T.self)
      }
    default:
      break
    }
    if let equatable = T.self as? any Equatable.Type { return equalityComparator(equatable) }
    switch kind {
    case .struct, .tuple:
      return fieldsComparator(T.self)
    default:
      return nil
    }
  }

  /// The generic types of the dynamic properties, by their nominal type descriptors.
  private static let dynamicPropertyTypes: Set<UnsafeRawPointer> = [
    nominalType(ofStruct: State<Int>.self), nominalType(ofStruct: Environment<Int>.self),
    nominalType(ofStruct: Namespace.self), nominalType(ofStruct: FocusState<Bool>.self),
    nominalType(ofStruct: StateObject<UnobservedObject>.self),
    nominalType(ofStruct: EnvironmentObject<UnobservedObject>.self),
    nominalType(ofStruct: AppStorage<Int>.self), nominalType(ofStruct: GestureState<Int>.self),
  ]

  /// `ObservedObject`'s nominal type: compared by the object it holds.
  private static let observedObjectType = nominalType(ofStruct: ObservedObject<UnobservedObject>.self)

  /// The nominal type descriptor of a struct type: the same for every specialization of a
  /// generic struct. A struct's metadata holds it in its second word (the Swift ABI's
  /// `StructMetadata`: the kind, then the description).
  private static func nominalType(ofStruct type: Any.Type) -> UnsafeRawPointer {
    unsafeBitCast(type, to: UnsafeRawPointer.self).load(
      fromByteOffset: MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer.self)
  }

  /// Byte for byte, whatever the type holds: for a closure, its code and context pointers.
  private static func identityComparator<T>(_: T.Type) -> Compare {
    let size = MemoryLayout<T>.size
    return { a, b in memcmp(a, b, size) == 0 }
  }

  private static func equalityComparator<E: Equatable>(_: E.Type) -> Compare {
    { a, b in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee }
  }

  /// Compares a struct or tuple stored property by stored property; nil when one of them
  /// never matches.
  private static func fieldsComparator<T>(_: T.Type) -> Compare? {
    var fields: [(offset: Int, compare: Compare)] = []
    var comparable = true
    let walked = _forEachField(of: T.self, options: []) { _, offset, fieldType, fieldKind in
      guard let compare = comparator(for: fieldType, kind: fieldKind) else {
        comparable = false
        return false
      }
      fields.append((offset, compare))
      return true
    }
    guard walked, comparable else { return nil }
    return { a, b in
      for field in fields where !field.compare(a + field.offset, b + field.offset) { return false }
      return true
    }
  }
}

/// A class whose instances box a value and compare by it: two boxes holding values that are
/// the same are the same (`TupleViewStorage`).
@MainActor
protocol ComparedByContents: AnyObject {
  /// How to compare two references to boxes of this type, or nil when their contents never
  /// match.
  static var contentsComparator: SameValueComparator.Compare? { get }
}

/// An optional's wrapped type, for telling an optional class reference from other optionals.
private protocol OptionalValue {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalValue {
  fileprivate static var wrappedType: Any.Type { Wrapped.self }
}

/// An object type to name the generic dynamic properties' types by.
private final class UnobservedObject: ObservableObject {}
