import CGio
import Foundation
import Logging

/// Reads the freedesktop settings portal (`org.freedesktop.portal.Settings` on the session
/// bus, namespace `org.freedesktop.appearance`) and follows its `SettingChanged` signal.
///
/// GDBus delivers signals on a GLib main context, so the client runs a private context on a
/// thread of its own: the initial read and every signal are parsed there, kept under a lock,
/// and announced by a byte written to `wakeDescriptor`, which the host's event loop waits on
/// beside the X connection. The loop wakes at once, takes the change with `takeChange()` and
/// applies it on the main actor; nothing polls.
///
/// Without a session bus (no `DBUS_SESSION_BUS_ADDRESS` and no `$XDG_RUNTIME_DIR/bus`) or
/// without a portal on it, the client answers nothing and the host follows XSETTINGS alone;
/// a missing bus is logged in one line, once per process.
final class SettingsPortalClient: @unchecked Sendable {
  /// The namespace whose keys the client reads.
  static let namespace = "org.freedesktop.appearance"

  private let address: String?
  private let lock = NSLock()
  /// What the portal answered; nil until it answers, or when there is none.
  private var appearance: PortalAppearance?
  private var changed = false
  private var loop: OpaquePointer?
  private var stopping = false
  private let ready = DispatchSemaphore(value: 0)
  private let pipeRead: Int32
  private let pipeWrite: Int32
  private let logger = Logger(label: "portal.x11")

  /// Becomes readable when the portal's settings changed.
  var wakeDescriptor: Int32 { pipeRead }

  /// Starts following the portal at `address` (nil: the session bus the environment names),
  /// and waits up to `wait` seconds for its first answer, so a program's first frame already
  /// shows the desktop's appearance; a slower answer arrives as a change.
  init(address: String?, waitingUpTo wait: Double = 0.5) {
    var fds: [Int32] = [-1, -1]
    if pipe(&fds) != 0 { fds = [-1, -1] }
    pipeRead = fds[0]
    pipeWrite = fds[1]
    for fd in fds where fd >= 0 {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    self.address = address ?? Self.sessionBusAddress()
    guard self.address != nil else {
      Self.noteMissingBus(logger)
      return
    }
    let thread = Thread { [self] in run() }
    thread.name = "portal settings"
    thread.start()
    _ = ready.wait(timeout: .now() + wait)
  }

  deinit {
    if pipeRead >= 0 { close(pipeRead) }
    if pipeWrite >= 0 { close(pipeWrite) }
  }

  /// Ends the client's thread; the client is released once it has ended.
  func stop() {
    lock.lock()
    stopping = true
    if let loop { g_main_loop_quit(loop) }
    lock.unlock()
  }

  /// The portal's values when they changed since the last call: `.some(nil)` when the portal
  /// went away, nil when nothing changed. Empties the wake pipe.
  func takeChange() -> PortalAppearance?? {
    var buffer = [UInt8](repeating: 0, count: 64)
    while pipeRead >= 0, read(pipeRead, &buffer, buffer.count) > 0 {}
    lock.lock()
    defer { lock.unlock() }
    guard changed else { return nil }
    changed = false
    return .some(appearance)
  }

  /// What the portal answered so far (nil: nothing).
  var current: PortalAppearance? {
    lock.lock()
    defer { lock.unlock() }
    return appearance
  }

  // MARK: The client's thread

  private func run() {
    let context = g_main_context_new()
    g_main_context_push_thread_default(context)
    defer {
      g_main_context_pop_thread_default(context)
      g_main_context_unref(context)
    }
    var error: UnsafeMutablePointer<GError>?
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard let connection = g_dbus_connection_new_for_address_sync(address, flags, nil, nil, &error) else {
      Self.noteMissingBus(logger, reason: Self.message(of: error))
      g_error_free(error)
      ready.signal()
      return
    }
    defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
    // Subscribed before reading, so a change between the read and the subscription is not lost.
    let subscription = g_dbus_connection_signal_subscribe(
      connection, "org.freedesktop.portal.Desktop", "org.freedesktop.portal.Settings", "SettingChanged",
      "/org/freedesktop/portal/desktop", Self.namespace, G_DBUS_SIGNAL_FLAGS_NONE,
      { _, _, _, _, _, parameters, userData in
        guard let parameters, let userData else { return }
        Unmanaged<SettingsPortalClient>.fromOpaque(userData).takeUnretainedValue().settingChanged(parameters)
      }, Unmanaged.passUnretained(self).toOpaque(), nil)
    defer { g_dbus_connection_signal_unsubscribe(connection, subscription) }
    readAll(on: connection)
    ready.signal()
    let loop = g_main_loop_new(context, 0)
    lock.lock()
    self.loop = loop
    let stopped = stopping
    lock.unlock()
    if !stopped { g_main_loop_run(loop) }
    lock.lock()
    self.loop = nil
    lock.unlock()
    g_main_loop_unref(loop)
  }

  /// The namespace's keys, by `ReadAll` (portal version 2) or, from an older portal, `Read`
  /// key by key.
  private func readAll(on connection: OpaquePointer) {
    var error: UnsafeMutablePointer<GError>?
    var namespaceName = g_variant_new_string(Self.namespace)
    let arguments = g_variant_new_tuple(
      [g_variant_new_array(portal_gvariant_type("s"), &namespaceName, 1)], 1)
    if let result = call(connection, "ReadAll", arguments, replyType: "(a{sa{sv}})", error: &error) {
      defer { g_variant_unref(result) }
      var found = PortalAppearance()
      let namespaces = g_variant_get_child_value(result, 0)!
      defer { g_variant_unref(namespaces) }
      for i in 0..<g_variant_n_children(namespaces) {
        let entry = g_variant_get_child_value(namespaces, i)!
        defer { g_variant_unref(entry) }
        guard Self.string(entry, 0) == Self.namespace else { continue }
        let keys = g_variant_get_child_value(entry, 1)!
        defer { g_variant_unref(keys) }
        for k in 0..<g_variant_n_children(keys) {
          let pair = g_variant_get_child_value(keys, k)!
          defer { g_variant_unref(pair) }
          let value = Self.unwrapping(g_variant_get_child_value(pair, 1)!)
          defer { g_variant_unref(value) }
          if let key = Self.string(pair, 0) { Self.store(key, value, in: &found) }
        }
      }
      publish(found)
      return
    }
    let name = error.map { g_dbus_error_get_remote_error($0).map { String(cString: $0) } ?? "" } ?? ""
    let reason = Self.message(of: error)
    g_error_free(error)
    error = nil
    guard name == "org.freedesktop.DBus.Error.UnknownMethod" else {
      logger.info("no settings portal answered (\(reason)); following XSETTINGS")
      return
    }
    var found = PortalAppearance()
    for key in ["color-scheme", "accent-color", "contrast", "reduced-motion"] {
      let arguments = g_variant_new_tuple([g_variant_new_string(Self.namespace), g_variant_new_string(key)], 2)
      guard let result = call(connection, "Read", arguments, replyType: "(v)", error: &error) else {
        g_error_free(error)
        error = nil
        continue
      }
      let value = Self.unwrapping(g_variant_get_child_value(result, 0)!)
      Self.store(key, value, in: &found)
      g_variant_unref(value)
      g_variant_unref(result)
    }
    publish(found)
  }

  private func call(
    _ connection: OpaquePointer, _ method: String, _ arguments: OpaquePointer?, replyType: String,
    error: inout UnsafeMutablePointer<GError>?
  ) -> OpaquePointer? {
    // The type's C string must outlive the call, not only the cast.
    replyType.withCString { type in
      g_dbus_connection_call_sync(
        connection, "org.freedesktop.portal.Desktop", "/org/freedesktop/portal/desktop",
        "org.freedesktop.portal.Settings", method, arguments, portal_gvariant_type(type),
        G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
    }
  }

  /// `SettingChanged(namespace, key, value)`, on the client's thread.
  private func settingChanged(_ parameters: OpaquePointer) {
    guard Self.string(parameters, 0) == Self.namespace, let key = Self.string(parameters, 1) else { return }
    let value = Self.unwrapping(g_variant_get_child_value(parameters, 2)!)
    defer { g_variant_unref(value) }
    var updated = current ?? PortalAppearance()
    Self.store(key, value, in: &updated)
    publish(updated)
  }

  /// Keeps `found` and wakes the host's loop when it differs from what was kept.
  private func publish(_ found: PortalAppearance) {
    lock.lock()
    let differs = appearance != found
    if differs {
      appearance = found
      changed = true
    }
    lock.unlock()
    if differs, pipeWrite >= 0 {
      var byte: UInt8 = 1
      _ = write(pipeWrite, &byte, 1)
    }
  }

  // MARK: Values

  /// Stores a key's value; a value of the wrong type is ignored.
  static func store(_ key: String, _ value: OpaquePointer, in appearance: inout PortalAppearance) {
    let type = String(cString: g_variant_get_type_string(value))
    switch (key, type) {
    case ("color-scheme", "u"): appearance.colorScheme = g_variant_get_uint32(value)
    case ("contrast", "u"): appearance.contrast = g_variant_get_uint32(value)
    case ("reduced-motion", "u"): appearance.reducedMotion = g_variant_get_uint32(value)
    case ("accent-color", "(ddd)"):
      func channel(_ i: UInt) -> Double {
        let child = g_variant_get_child_value(value, i)!
        defer { g_variant_unref(child) }
        return g_variant_get_double(child)
      }
      appearance.accentColor = (channel(0), channel(1), channel(2))
    default: break
    }
  }

  /// The value inside any number of variant wrappers (`Read` wraps its answer twice). Takes
  /// over the caller's reference to `value` and hands back one to the result.
  static func unwrapping(_ value: OpaquePointer) -> OpaquePointer {
    var inner = value
    while String(cString: g_variant_get_type_string(inner)) == "v" {
      let next = g_variant_get_variant(inner)!
      g_variant_unref(inner)
      inner = next
    }
    return inner
  }

  static func string(_ tuple: OpaquePointer, _ index: UInt) -> String? {
    guard let child = g_variant_get_child_value(tuple, index) else { return nil }
    defer { g_variant_unref(child) }
    guard String(cString: g_variant_get_type_string(child)) == "s" else { return nil }
    return String(cString: g_variant_get_string(child, nil))
  }

  static func message(of error: UnsafeMutablePointer<GError>?) -> String {
    error.flatMap { $0.pointee.message.map { String(cString: $0) } } ?? "unknown error"
  }

  /// The session bus's address: `DBUS_SESSION_BUS_ADDRESS`, else the systemd user bus at
  /// `$XDG_RUNTIME_DIR/bus`. Nil when neither exists; GIO is never asked to start a bus.
  static func sessionBusAddress() -> String? {
    let environment = ProcessInfo.processInfo.environment
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
    if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
      FileManager.default.fileExists(atPath: runtime + "/bus")
    {
      return "unix:path=" + runtime + "/bus"
    }
    return nil
  }

  nonisolated(unsafe) private static var reportedMissingBus = false
  private static let reportLock = NSLock()

  /// Logs, once per process, that there is no session bus to ask.
  private static func noteMissingBus(_ logger: Logger, reason: String? = nil) {
    reportLock.lock()
    defer { reportLock.unlock() }
    guard !reportedMissingBus else { return }
    reportedMissingBus = true
    let why = reason.map { "could not connect to the D-Bus session bus (\($0))" } ?? "no D-Bus session bus"
    logger.notice("\(why): the desktop's appearance is read from XSETTINGS only")
  }
}
