import CGio
import Foundation

/// Finds the accessibility bus, the D-Bus bus on which AT-SPI's registry and every accessible
/// application meet, as GTK does: `AT_SPI_BUS_ADDRESS` when set, else the answer of
/// `org.a11y.Bus.GetAddress` on the session bus (which starts at-spi-bus-launcher through
/// D-Bus activation when it is not running).
enum AccessibilityBusAddress {
  /// Why no accessibility bus was found, for one log line.
  struct Missing: Error, CustomStringConvertible {
    let description: String
  }

  /// The accessibility bus's address. Blocks the calling thread (the bridge's) for at most a
  /// few seconds when the session bus does not answer.
  static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<String, Missing> {
    if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return .success(address) }
    guard let session = SettingsPortalClient.sessionBusAddress() else {
      return .failure(Missing(description: "no D-Bus session bus"))
    }
    var error: UnsafeMutablePointer<GError>?
    let flags = GDBusConnectionFlags(
      rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
        | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
    guard let connection = g_dbus_connection_new_for_address_sync(session, flags, nil, nil, &error) else {
      defer { g_error_free(error) }
      return .failure(Missing(description: "could not connect to the session bus (\(SettingsPortalClient.message(of: error)))"))
    }
    defer {
      g_dbus_connection_close_sync(connection, nil, nil)
      g_object_unref(UnsafeMutableRawPointer(connection))
    }
    let reply = "(s)".withCString { type in
      g_dbus_connection_call_sync(
        connection, "org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress", nil, portal_gvariant_type(type),
        G_DBUS_CALL_FLAGS_NONE, 5000, nil, &error)
    }
    guard let reply else {
      defer { g_error_free(error) }
      return .failure(Missing(description: "no accessibility bus (\(SettingsPortalClient.message(of: error)))"))
    }
    defer { g_variant_unref(reply) }
    guard let address = SettingsPortalClient.string(reply, 0), !address.isEmpty else {
      return .failure(Missing(description: "the accessibility bus has no address"))
    }
    return .success(address)
  }
}
