import CGio
import Foundation
import PortalGraphics
import PortalHost

/// The bridge's objects on the accessibility bus: one GDBus subtree at
/// `/org/a11y/atspi/accessible`, whose node `root` is the application and whose node `<id>` is
/// the element of that id in the current tree. Objects are not registered one by one: the
/// subtree answers for whatever the current tree holds, so a new tree needs no registration.
///
/// Every callback runs on the bridge's thread (the subtree was registered there) and reads
/// `AtspiBridge.tree`, which only that thread changes.
enum AtspiObjects {
  static let subtreePath = "/org/a11y/atspi/accessible"

  /// Registers the subtree; returns its registration id (0 when GDBus refused it).
  static func register(on connection: OpaquePointer, bridge: AtspiBridge) -> UInt32 {
    var vtable = GDBusSubtreeVTable()
    vtable.enumerate = { _, _, _, data in
      let bridge = Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue()
      let names = ["root"] + bridge.tree.snapshot.elements.keys.sorted().map(String.init)
      let list = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<gchar>?>.stride * (names.count + 1)))!
        .assumingMemoryBound(to: UnsafeMutablePointer<gchar>?.self)
      for (index, name) in names.enumerated() { list[index] = g_strdup(name) }
      return list
    }
    vtable.introspect = { _, _, _, node, data in
      guard let node else { return nil }
      let bridge = Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue()
      let names = AtspiObjects.interfaces(of: String(cString: node), in: bridge.tree)
      let infos = names.compactMap(AtspiInterfaces.info)
      let list = g_malloc0(gsize(MemoryLayout<UnsafeMutablePointer<GDBusInterfaceInfo>?>.stride * (infos.count + 1)))!
        .assumingMemoryBound(to: UnsafeMutablePointer<GDBusInterfaceInfo>?.self)
      for (index, info) in infos.enumerated() { list[index] = g_dbus_interface_info_ref(info) }
      return list
    }
    vtable.dispatch = { _, _, _, interface, node, outData, data in
      guard let node, let interface else { return nil }
      let bridge = Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue()
      guard AtspiObjects.interfaces(of: String(cString: node), in: bridge.tree).contains(String(cString: interface)) else { return nil }
      outData?.pointee = data
      return UnsafePointer(AtspiObjects.interfaceVTable)
    }
    var error: UnsafeMutablePointer<GError>?
    let id = g_dbus_connection_register_subtree(
      connection, subtreePath, &vtable, G_DBUS_SUBTREE_FLAGS_DISPATCH_TO_UNENUMERATED_NODES,
      Unmanaged.passUnretained(bridge).toOpaque(), nil, &error)
    if let error { g_error_free(error) }
    return id
  }

  /// Registers `/org/a11y/atspi/cache`, where AT-SPI clients ask an application for all its
  /// objects at once when it appears. It answers with none: clients then ask each object for
  /// what they need, which is always current.
  static func registerCache(on connection: OpaquePointer) -> UInt32 {
    guard let info = AtspiInterfaces.info(AtspiInterfaces.cache) else { return 0 }
    var error: UnsafeMutablePointer<GError>?
    let id = g_dbus_connection_register_object(
      connection, "/org/a11y/atspi/cache", info, cacheVTable, nil, nil, &error)
    if let error { g_error_free(error) }
    return id
  }

  nonisolated(unsafe) private static let cacheVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
    let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    table.initialize(to: GDBusInterfaceVTable())
    table.pointee.method_call = { _, _, _, _, _, _, invocation, _ in
      guard let invocation else { return }
      g_dbus_method_invocation_return_value(
        invocation, GVariantValues.tuple([GVariantValues.array("((so)(so)(so)iiassusau)", [])]))
    }
    return table
  }()

  /// The interfaces object `node` (`root` or an element's id) implements.
  static func interfaces(of node: String, in tree: AtspiTree) -> [String] {
    if node == "root" { return [AtspiInterfaces.accessible, AtspiInterfaces.application] }
    guard let id = Int(node), let element = tree.snapshot[id] else { return [] }
    var names = [AtspiInterfaces.accessible, AtspiInterfaces.component]
    if !element.actions.isEmpty { names.append(AtspiInterfaces.action) }
    if element.text != nil { names.append(AtspiInterfaces.text) }
    return names
  }

  /// The one table of handlers for every interface of every object, kept for the process's life.
  nonisolated(unsafe) static let interfaceVTable: UnsafeMutablePointer<GDBusInterfaceVTable> = {
    let table = UnsafeMutablePointer<GDBusInterfaceVTable>.allocate(capacity: 1)
    table.initialize(to: GDBusInterfaceVTable())
    table.pointee.method_call = { _, _, path, interface, method, parameters, invocation, data in
      guard let path, let interface, let method, let invocation else { return }
      let bridge = Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue()
      let object = AtspiObject(bridge: bridge, path: String(cString: path))
      if let reply = object.call(String(cString: interface), String(cString: method), parameters) {
        g_dbus_method_invocation_return_value(invocation, reply)
      } else {
        g_dbus_method_invocation_return_dbus_error(
          invocation, "org.freedesktop.DBus.Error.UnknownObject", "The object is no longer in the tree")
      }
    }
    table.pointee.get_property = { _, _, path, interface, property, _, data in
      guard let path, let interface, let property else { return nil }
      let bridge = Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue()
      let object = AtspiObject(bridge: bridge, path: String(cString: path))
      return object.property(String(cString: interface), String(cString: property))
    }
    table.pointee.set_property = { _, _, _, interface, property, value, _, data in
      // The registry sets the application's id after embedding it.
      guard let interface, let property, let value, String(cString: interface) == AtspiInterfaces.application,
        String(cString: property) == "Id", String(cString: g_variant_get_type_string(value)) == "i"
      else { return 0 }
      Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue().applicationID = g_variant_get_int32(value)
      return 1
    }
    return table
  }()
}

/// One object on the accessibility bus, as a request names it: the application's root or an
/// element. Answers its methods and properties from the bridge's current tree.
struct AtspiObject {
  let bridge: AtspiBridge
  let tree: AtspiTree
  let isRoot: Bool
  let element: AccessibilityElement?

  init(bridge: AtspiBridge, path: String) {
    self.bridge = bridge
    tree = bridge.tree
    isRoot = path == AtspiTree.rootPath
    element = tree.element(atPath: path)
  }

  private typealias V = GVariantValues

  private var application: AtspiReference { AtspiReference(bus: bridge.busName, path: AtspiTree.rootPath) }
  private func reference(_ id: Int) -> AtspiReference { AtspiReference(bus: bridge.busName, path: AtspiTree.path(of: id)) }

  private var children: [Int] { isRoot ? tree.snapshot.windows : element?.children ?? [] }

  private var name: String { isRoot ? tree.applicationName : element.map(tree.name(of:)) ?? "" }

  private var parent: AtspiReference {
    if isRoot { return bridge.desktop }
    guard let element else { return .null }
    return element.parent.map(reference) ?? application
  }

  private static var locale: String {
    let environment = ProcessInfo.processInfo.environment
    let value = environment["LC_ALL"] ?? environment["LC_MESSAGES"] ?? environment["LANG"] ?? "C"
    return value.isEmpty ? "C" : value
  }

  /// The reply to `method` of `interface`, a tuple; nil when the object is gone.
  func call(_ interface: String, _ method: String, _ parameters: OpaquePointer?) -> OpaquePointer? {
    guard isRoot || element != nil else { return nil }
    func int(_ index: UInt) -> Int {
      guard let parameters, let child = g_variant_get_child_value(parameters, index) else { return 0 }
      defer { g_variant_unref(child) }
      switch String(cString: g_variant_get_type_string(child)) {
      case "i": return Int(g_variant_get_int32(child))
      case "u": return Int(g_variant_get_uint32(child))
      default: return 0
      }
    }
    switch (interface, method) {
    case (AtspiInterfaces.accessible, "GetChildAtIndex"):
      let index = int(0)
      return V.tuple([V.reference(children.indices.contains(index) ? reference(children[index]) : .null)])
    case (AtspiInterfaces.accessible, "GetChildren"):
      return V.tuple([V.array("(so)", children.map { V.reference(reference($0)) })])
    case (AtspiInterfaces.accessible, "GetIndexInParent"):
      return V.tuple([V.int32(element.map(tree.indexInParent(of:)) ?? -1)])
    case (AtspiInterfaces.accessible, "GetRelationSet"):
      return V.tuple([V.array("(ua(so))", [])])
    case (AtspiInterfaces.accessible, "GetRole"):
      return V.tuple([V.uint32(role.rawValue)])
    case (AtspiInterfaces.accessible, "GetRoleName"), (AtspiInterfaces.accessible, "GetLocalizedRoleName"):
      return V.tuple([V.string(role.name)])
    case (AtspiInterfaces.accessible, "GetState"):
      let words = (element?.states ?? []).words
      return V.tuple([V.array("u", [V.uint32(words.0), V.uint32(words.1)])])
    case (AtspiInterfaces.accessible, "GetAttributes"):
      var attributes: [(String, String)] = [("toolkit", "Portal")]
      if let identifier = element?.identifier { attributes.append(("id", identifier)) }
      return V.tuple([
        V.array("{ss}", attributes.map { g_variant_new_dict_entry(V.string($0.0), V.string($0.1)) })
      ])
    case (AtspiInterfaces.accessible, "GetApplication"):
      return V.tuple([V.reference(application)])
    case (AtspiInterfaces.accessible, "GetInterfaces"):
      let names = AtspiObjects.interfaces(of: isRoot ? "root" : String(element!.id), in: tree)
      return V.tuple([V.array("s", names.map(V.string))])
    case (AtspiInterfaces.application, "GetLocale"):
      return V.tuple([V.string(Self.locale)])
    case (AtspiInterfaces.application, "RegisterEventListener"), (AtspiInterfaces.application, "DeregisterEventListener"):
      return V.tuple([])
    case (AtspiInterfaces.component, _):
      return componentCall(method, int)
    case (AtspiInterfaces.action, _):
      return actionCall(method, int)
    case (AtspiInterfaces.text, "GetText"):
      let characters = Array(element?.text ?? "")
      let start = max(0, min(int(0), characters.count))
      let requestedEnd = int(1)
      let end = requestedEnd < 0 ? characters.count : max(start, min(requestedEnd, characters.count))
      return V.tuple([V.string(String(characters[start..<end]))])
    default:
      return nil
    }
  }

  private var role: AccessibilityRole { isRoot ? .application : element?.role ?? .panel }

  private func componentCall(_ method: String, _ int: (UInt) -> Int) -> OpaquePointer? {
    guard let element else { return nil }
    switch method {
    case "GetExtents":
      let r = tree.extents(of: element, coordinateType: UInt32(int(0)))
      return V.tuple([
        V.tuple([V.int32(Int(r.origin.x)), V.int32(Int(r.origin.y)), V.int32(Int(r.size.width)), V.int32(Int(r.size.height))])
      ])
    case "GetPosition":
      let r = tree.extents(of: element, coordinateType: UInt32(int(0)))
      return V.tuple([V.int32(Int(r.origin.x)), V.int32(Int(r.origin.y))])
    case "GetSize":
      let r = tree.screenExtents(of: element)
      return V.tuple([V.int32(Int(r.size.width)), V.int32(Int(r.size.height))])
    case "Contains":
      let point = Point(x: Double(int(0)), y: Double(int(1)))
      return V.tuple([V.boolean(tree.extents(of: element, coordinateType: UInt32(int(2))).contains(point))])
    case "GetAccessibleAtPoint":
      let point = Point(x: Double(int(0)), y: Double(int(1)))
      let found = tree.element(at: point, inside: element, coordinateType: UInt32(int(2)))
      return V.tuple([V.reference(found.map { reference($0.id) } ?? .null)])
    case "GetLayer":
      // AtspiComponentLayer: a window's layer, else a widget's.
      return V.tuple([V.uint32(element.role == .frame ? 7 : 3)])
    case "GetMDIZOrder":
      return V.tuple([g_variant_new_int16(0)])
    case "GetAlpha":
      return V.tuple([g_variant_new_double(1)])
    case "GrabFocus":
      let focusable = element.states.contains(.focusable)
      if focusable { bridge.focus(element.id) }
      return V.tuple([V.boolean(focusable)])
    default:
      return nil
    }
  }

  private func actionCall(_ method: String, _ int: (UInt) -> Int) -> OpaquePointer? {
    guard let element else { return nil }
    let index = int(0)
    let valid = element.actions.indices.contains(index)
    switch method {
    case "GetName", "GetLocalizedName":
      return V.tuple([V.string(valid ? element.actions[index] : "")])
    case "GetDescription":
      return V.tuple([V.string(valid && index == 0 ? element.description : "")])
    case "GetKeyBinding":
      return V.tuple([V.string("")])
    case "GetActions":
      return V.tuple([
        V.array(
          "(sss)",
          element.actions.enumerated().map { index, name in
            V.tuple([V.string(name), V.string(index == 0 ? element.description : ""), V.string("")])
          })
      ])
    case "DoAction":
      // Performed on the main thread; answered now, as the action may open a sheet or fly a
      // card for a while.
      if valid { bridge.performAction(index, on: element.id) }
      return V.tuple([V.boolean(valid)])
    default:
      return nil
    }
  }

  /// The value of `property` of `interface`; nil when unknown or the object is gone.
  func property(_ interface: String, _ property: String) -> OpaquePointer? {
    guard isRoot || element != nil else { return nil }
    switch (interface, property) {
    case (AtspiInterfaces.accessible, "Name"): return V.string(name)
    case (AtspiInterfaces.accessible, "Description"): return V.string(element?.description ?? "")
    case (AtspiInterfaces.accessible, "Parent"): return V.reference(parent)
    case (AtspiInterfaces.accessible, "ChildCount"): return V.int32(children.count)
    case (AtspiInterfaces.accessible, "Locale"): return V.string(Self.locale)
    case (AtspiInterfaces.accessible, "AccessibleId"): return V.string(element?.identifier ?? "")
    case (AtspiInterfaces.accessible, "HelpText"): return V.string("")
    case (AtspiInterfaces.application, "ToolkitName"): return V.string("Portal")
    case (AtspiInterfaces.application, "Version"), (AtspiInterfaces.application, "ToolkitVersion"):
      return V.string(AtspiBridge.toolkitVersion)
    case (AtspiInterfaces.application, "AtspiVersion"): return V.string("2.1")
    case (AtspiInterfaces.application, "InterfaceVersion"): return V.uint32(1)
    case (AtspiInterfaces.application, "Id"): return V.int32(Int(bridge.applicationID))
    case (AtspiInterfaces.action, "NActions"): return V.int32(element?.actions.count ?? 0)
    case (AtspiInterfaces.text, "CharacterCount"): return V.int32(element?.text?.count ?? 0)
    case (AtspiInterfaces.text, "CaretOffset"): return V.int32(0)
    default: return nil
    }
  }
}
