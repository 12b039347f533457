import CGio

/// GVariant values made for D-Bus replies and signals. Each call returns a new floating value,
/// which the call or tuple it is handed to takes over.
enum GVariantValues {
  static func string(_ value: String) -> OpaquePointer { g_variant_new_string(value) }
  static func int32(_ value: Int) -> OpaquePointer { g_variant_new_int32(Int32(clamping: value)) }
  static func uint32(_ value: UInt32) -> OpaquePointer { g_variant_new_uint32(value) }
  static func boolean(_ value: Bool) -> OpaquePointer { g_variant_new_boolean(value ? 1 : 0) }
  static func objectPath(_ value: String) -> OpaquePointer { g_variant_new_object_path(value) }
  static func variant(_ value: OpaquePointer) -> OpaquePointer { g_variant_new_variant(value) }

  static func tuple(_ items: [OpaquePointer]) -> OpaquePointer {
    let children: [OpaquePointer?] = items
    return g_variant_new_tuple(children, gsize(children.count))
  }

  /// An array of values of type `elementType` (needed when it is empty).
  static func array(_ elementType: String, _ items: [OpaquePointer]) -> OpaquePointer {
    let children: [OpaquePointer?] = items
    return elementType.withCString { g_variant_new_array(portal_gvariant_type($0), children, gsize(children.count)) }
  }

  /// An AT-SPI object reference `(so)`: a bus name and an object path.
  static func reference(_ reference: AtspiReference) -> OpaquePointer {
    tuple([string(reference.bus), objectPath(reference.path)])
  }
}

/// Where an accessible object lives: the unique name of its connection and its object path.
struct AtspiReference: Hashable, Sendable {
  var bus: String
  var path: String

  /// The reference AT-SPI uses for "no object".
  static let null = AtspiReference(bus: "", path: "/org/a11y/atspi/null")
}
