import CGio
import Foundation
import Logging
import PortalHost

/// Exports an app's accessibility tree over AT-SPI 2, so screen readers (Orca) and test tools
/// (pyatspi, dogtail) find its windows and views.
///
/// The bridge runs on a thread of its own with its own GLib main context, as
/// `SettingsPortalClient` does: it finds the accessibility bus (`AccessibilityBusAddress`),
/// connects, exports every object under `/org/a11y/atspi/accessible/` through one GDBus
/// subtree, and embeds the application in the registry (`org.a11y.atspi.Socket.Embed`).
///
/// Why it cannot deadlock: the two threads never wait for each other. Requests are answered
/// on the bridge's thread from the last `AtspiTree` the main thread published (a value handed
/// over under a lock held only to swap it); the main thread publishes after a frame whose
/// tree changed, and only once the bridge is registered (`isActive`). What must run on the
/// main thread (an action, a focus move) is posted to the main queue, which the host serves
/// from its wait, and the D-Bus call is answered at once without waiting for it, as GTK
/// answers `DoAction`.
///
/// Events (`StateChanged` for focus, checked and selected, `ChildrenChanged`, `Focus`) are
/// worked out on the bridge's thread by comparing each tree published with the one before.
///
/// With no session bus or no accessibility bus nothing runs and one line is logged.
final class AtspiBridge: @unchecked Sendable {
  /// What the main thread does for the bridge: an element's action, a focus move.
  struct MainThreadWork: Sendable {
    let performAction: @Sendable (_ index: Int, _ element: Int) -> Void
    let focus: @Sendable (_ element: Int) -> Void
    /// Asks the main thread for a tree now, not after its next frame (once registered).
    let publishTree: @Sendable () -> Void
  }

  /// The application's version, answered as its toolkit's.
  static let toolkitVersion = "1.0"

  private let work: MainThreadWork
  private let logger = Logger(label: "portal.accessibility")
  private let lock = NSLock()
  /// Set once registered with the registry; read by the main thread after each frame.
  private var active = false
  /// The tree the main thread published last, until the bridge's thread takes it.
  private var published: AtspiTree?
  private var stopping = false
  private var context: OpaquePointer?
  private var loop: OpaquePointer?

  // The bridge thread's own state.
  /// The tree requests are answered from.
  private(set) var tree = AtspiTree(snapshot: AccessibilitySnapshot(), placements: [:], titles: [:], applicationName: "")
  private var connection: OpaquePointer?
  /// The connection's unique name, the bus part of every reference to our objects.
  private(set) var busName = ""
  /// The registry's desktop, the application's parent.
  private(set) var desktop = AtspiReference.null
  /// The id the registry gave the application.
  var applicationID: Int32 = 0

  /// Starts the bridge's thread; `work` is what it asks of the main thread.
  init(work: MainThreadWork) {
    self.work = work
    let thread = Thread { [self] in run() }
    thread.name = "portal accessibility"
    thread.start()
  }

  /// Whether the bridge is registered and wants trees: the main thread publishes only then.
  var isActive: Bool {
    lock.lock()
    defer { lock.unlock() }
    return active
  }

  /// Hands the bridge a new tree; it answers from it and sends the events its changes make.
  func publish(_ tree: AtspiTree) {
    lock.lock()
    published = tree
    let context = self.context
    lock.unlock()
    guard let context else { return }
    g_main_context_invoke(
      context,
      { data in
        Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue().takePublished()
        return 0
      }, Unmanaged.passUnretained(self).toOpaque())
  }

  /// Ends the bridge's thread.
  func stop() {
    lock.lock()
    stopping = true
    active = false
    if let loop { g_main_loop_quit(loop) }
    lock.unlock()
  }

  // MARK: The bridge's thread

  private func run() {
    let address: String
    switch AccessibilityBusAddress.find() {
    case .success(let found): address = found
    case .failure(let missing):
      Self.noteOnce(logger, "\(missing): assistive technologies will not see this program")
      return
    }
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
      logger.info("could not connect to the accessibility bus (\(SettingsPortalClient.message(of: error)))")
      g_error_free(error)
      return
    }
    self.connection = connection
    defer {
      self.connection = nil
      g_object_unref(UnsafeMutableRawPointer(connection))
    }
    busName = g_dbus_connection_get_unique_name(connection).map { String(cString: $0) } ?? ""
    let registration = AtspiObjects.register(on: connection, bridge: self)
    defer { if registration != 0 { g_dbus_connection_unregister_subtree(connection, registration) } }
    guard registration != 0 else {
      logger.info("could not export the accessibility tree on the accessibility bus")
      return
    }
    let cacheRegistration = AtspiObjects.registerCache(on: connection)
    defer { if cacheRegistration != 0 { g_dbus_connection_unregister_object(connection, cacheRegistration) } }
    let loop = g_main_loop_new(context, 0)
    defer { g_main_loop_unref(loop) }
    lock.lock()
    self.context = context
    self.loop = loop
    let stopped = stopping
    lock.unlock()
    embed(on: connection)
    if !stopped { g_main_loop_run(loop) }
    lock.lock()
    self.context = nil
    self.loop = nil
    active = false
    lock.unlock()
  }

  /// Embeds the application in the registry, asynchronously: the registry may call the
  /// application back before it answers, which this thread's loop must be free to serve.
  private func embed(on connection: OpaquePointer) {
    let arguments = GVariantValues.tuple([GVariantValues.reference(AtspiReference(bus: busName, path: AtspiTree.rootPath))])
    "((so))".withCString { type in
      g_dbus_connection_call(
        connection, "org.a11y.atspi.Registry", AtspiTree.rootPath, "org.a11y.atspi.Socket", "Embed", arguments,
        portal_gvariant_type(type), G_DBUS_CALL_FLAGS_NONE, 5000, nil,
        { source, result, data in
          let bridge = Unmanaged<AtspiBridge>.fromOpaque(data!).takeUnretainedValue()
          var error: UnsafeMutablePointer<GError>?
          let reply = g_dbus_connection_call_finish(OpaquePointer(source), result, &error)
          bridge.embedded(reply: reply, error: error)
        }, Unmanaged.passUnretained(self).toOpaque())
    }
  }

  private func embedded(reply: OpaquePointer?, error: UnsafeMutablePointer<GError>?) {
    guard let reply else {
      logger.info("the accessibility registry did not take the application (\(SettingsPortalClient.message(of: error)))")
      g_error_free(error)
      return
    }
    defer { g_variant_unref(reply) }
    if let reference = g_variant_get_child_value(reply, 0) {
      defer { g_variant_unref(reference) }
      if let bus = SettingsPortalClient.string(reference, 0), let pathValue = g_variant_get_child_value(reference, 1) {
        desktop = AtspiReference(bus: bus, path: String(cString: g_variant_get_string(pathValue, nil)))
        g_variant_unref(pathValue)
      }
    }
    lock.lock()
    active = true
    lock.unlock()
    // The main thread publishes after its frames; the first tree is asked for now.
    work.publishTree()
  }

  /// Takes the tree the main thread published and sends the events its changes make.
  private func takePublished() {
    lock.lock()
    let next = published
    published = nil
    lock.unlock()
    guard let next else { return }
    let previous = tree
    tree = next
    guard let connection else { return }
    for event in AtspiEvents.between(previous, next, application: AtspiReference(bus: busName, path: AtspiTree.rootPath)) {
      g_dbus_connection_emit_signal(
        connection, nil, event.path, event.interface, event.member, event.arguments(), nil)
    }
  }

  nonisolated(unsafe) private static var noted = false
  private static let noteLock = NSLock()

  /// Logs `message` unless a bridge of this process already logged why it does not run.
  private static func noteOnce(_ logger: Logger, _ message: String) {
    noteLock.lock()
    defer { noteLock.unlock() }
    guard !noted else { return }
    noted = true
    logger.info("\(message)")
  }

  // MARK: Requests that need the main thread

  func performAction(_ index: Int, on element: Int) { work.performAction(index, element) }
  func focus(_ element: Int) { work.focus(element) }
}
