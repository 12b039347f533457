import CGio
import Foundation

// `import UserNotifications` on Linux: local notifications shown by the desktop's notification
// server (org.freedesktop.Notifications on the session bus, as GNOME, KDE and notification
// daemons serve it). Authorization is granted (a desktop program may notify); a request fires
// after its trigger's interval or at its calendar date while the program runs (there is no
// system service to keep it after the program quits). With no session bus or no notification
// server, a delivered notification is one line in the log.

/// What an app may do with notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined, denied, authorized, provisional, ephemeral
}

/// The app's notification settings: authorized.
public final class UNNotificationSettings: NSObject, @unchecked Sendable {
  /// `.authorized`.
  public let authorizationStatus: UNAuthorizationStatus = .authorized
}

/// A notification's sound.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
  /// The default sound (the server's choice).
  public static let `default` = UNNotificationSound(name: "default")
  /// A sound by name (the server's default here).
  public convenience init(named name: UNNotificationSoundName) { self.init(name: name.rawValue) }
}

/// A sound's name.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a notification says.
open class UNNotificationContent: NSObject, @unchecked Sendable {
  open fileprivate(set) var title = ""
  open fileprivate(set) var subtitle = ""
  open fileprivate(set) var body = ""
  open fileprivate(set) var badge: NSNumber?
  open fileprivate(set) var sound: UNNotificationSound?
  open fileprivate(set) var userInfo: [AnyHashable: Any] = [:]
  open fileprivate(set) var categoryIdentifier = ""
  open fileprivate(set) var threadIdentifier = ""
  public override init() {}
}

/// What a notification says, filled in by the app.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
  open override var title: String { get { super.title } set { super.title = newValue } }
  open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
  open override var body: String { get { super.body } set { super.body = newValue } }
  open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
  open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
  open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
  open override var categoryIdentifier: String {
    get { super.categoryIdentifier }
    set { super.categoryIdentifier = newValue }
  }
  open override var threadIdentifier: String {
    get { super.threadIdentifier }
    set { super.threadIdentifier = newValue }
  }
}

/// When a notification fires.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
  /// Whether it fires again.
  public let repeats: Bool
  init(repeats: Bool) { self.repeats = repeats }
  /// The next time it fires after `date`, or nil.
  func nextFire(after date: Date) -> Date? { nil }
}

/// Fires after an interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// Seconds until it fires.
  public let timeInterval: TimeInterval
  /// Fires `timeInterval` seconds after it is added (and every that often when repeating).
  public init(timeInterval: TimeInterval, repeats: Bool) {
    self.timeInterval = timeInterval
    super.init(repeats: repeats)
  }
  /// The next time it fires.
  open func nextTriggerDate() -> Date? { Date().addingTimeInterval(timeInterval) }
  override func nextFire(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
}

/// Fires at dates matching components (every day at 9:00, …).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  /// The components a date must match.
  public let dateComponents: DateComponents
  /// Fires at the next date matching `dateComponents`.
  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }
  /// The next time it fires.
  open func nextTriggerDate() -> Date? { nextFire(after: Date()) }
  override func nextFire(after date: Date) -> Date? {
    Calendar.current.nextDate(after: date, matching: dateComponents, matchingPolicy: .nextTime)
  }
}

/// A notification to show, by identifier.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?

  public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content
    self.trigger = trigger
  }
}

/// What the notification center tells its delegate: nothing is asked here.
public protocol UNUserNotificationCenterDelegate: AnyObject {}

/// Schedules and shows the app's notifications (see the module's note).
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private static let shared = UNUserNotificationCenter()
  /// The app's center.
  open class func current() -> UNUserNotificationCenter { shared }

  /// Accepted.
  open weak var delegate: (any UNUserNotificationCenterDelegate)?

  private let lock = NSLock()
  private var pending: [String: UNNotificationRequest] = [:]
  private let queue = DispatchQueue(label: "UserNotifications.delivery")

  /// Grants `options` and calls `completionHandler` with true.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, Error?) -> Void
  ) {
    queue.async { completionHandler(true, nil) }
  }

  /// Grants `options`.
  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool { true }

  /// The settings: authorized.
  open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
    queue.async { completionHandler(UNNotificationSettings()) }
  }

  /// The settings: authorized.
  open func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }

  /// Schedules `request`: shown when its trigger fires, or at once without one. A request with
  /// the identifier of a pending one replaces it.
  open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable (Error?) -> Void)? = nil) {
    lock.lock()
    pending[request.identifier] = request
    lock.unlock()
    schedule(request, after: Date())
    if let completionHandler { queue.async { completionHandler(nil) } }
  }

  /// Schedules `request`.
  open func add(_ request: UNNotificationRequest) async throws { add(request, withCompletionHandler: nil) }

  /// The requests not yet shown (repeating ones stay).
  open func pendingNotificationRequests() async -> [UNNotificationRequest] { pendingRequests() }

  private func pendingRequests() -> [UNNotificationRequest] {
    lock.lock()
    defer { lock.unlock() }
    return Array(pending.values)
  }

  /// The requests not yet shown.
  open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
    let requests = pendingRequests()
    queue.async { completionHandler(requests) }
  }

  /// Cancels the pending requests with these identifiers.
  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    lock.lock()
    for identifier in identifiers { pending[identifier] = nil }
    lock.unlock()
  }

  /// Cancels every pending request.
  open func removeAllPendingNotificationRequests() {
    lock.lock()
    pending.removeAll()
    lock.unlock()
  }

  /// Accepted: the desktop's server keeps its own list.
  open func removeAllDeliveredNotifications() {}
  /// Accepted.
  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {}
  /// Accepted: the desktop shows no app badges.
  open func setBadgeCount(_ newBadgeCount: Int) async throws {}

  private func schedule(_ request: UNNotificationRequest, after date: Date) {
    let fire = request.trigger.map { $0.nextFire(after: date) } ?? date
    guard let fire else { return }
    queue.asyncAfter(deadline: .now() + max(0, fire.timeIntervalSinceNow)) { [self] in
      lock.lock()
      let stillPending = pending[request.identifier] === request
      if stillPending, request.trigger?.repeats != true { pending[request.identifier] = nil }
      lock.unlock()
      guard stillPending else { return }
      DesktopNotifications.show(request.content)
      if request.trigger?.repeats == true { schedule(request, after: fire) }
    }
  }
}

/// The desktop's notification server (org.freedesktop.Notifications), called on the
/// notification center's queue so the app's windows never wait for it.
enum DesktopNotifications {
  nonisolated(unsafe) private static var warned = false

  static func show(_ content: UNNotificationContent) {
    let summary = content.subtitle.isEmpty ? content.title : "\(content.title) — \(content.subtitle)"
    var error: UnsafeMutablePointer<GError>?
    guard let connection = g_bus_get_sync(G_BUS_TYPE_SESSION, nil, &error) else {
      fallback(summary, content.body, reason: error.map { String(cString: $0.pointee.message) } ?? "no session bus")
      g_clear_error(&error)
      return
    }
    defer { g_object_unref(UnsafeMutableRawPointer(connection)) }
    let name = ProcessInfo.processInfo.processName
    var actions: [OpaquePointer?] = []
    let noActions = g_variant_new_array(portal_gvariant_type("s"), &actions, 0)
    let noHints = g_variant_new_array(portal_gvariant_type("{sv}"), &actions, 0)
    let arguments = g_variant_new_tuple(
      [
        g_variant_new_string(name), g_variant_new_uint32(0), g_variant_new_string(""),
        g_variant_new_string(summary), g_variant_new_string(content.body), noActions, noHints,
        g_variant_new_int32(-1),
      ], 8)
    let reply = g_dbus_connection_call_sync(
      connection, "org.freedesktop.Notifications", "/org/freedesktop/Notifications", "org.freedesktop.Notifications",
      "Notify", arguments, portal_gvariant_type("(u)"), G_DBUS_CALL_FLAGS_NONE, 2000, nil, &error)
    if let reply {
      g_variant_unref(reply)
    } else {
      fallback(summary, content.body, reason: error.map { String(cString: $0.pointee.message) } ?? "no answer")
      g_clear_error(&error)
    }
  }

  private static func fallback(_ summary: String, _ body: String, reason: String) {
    if !warned {
      warned = true
      FileHandle.standardError.write(Data("note: no desktop notification server (\(reason)); notifications are logged\n".utf8))
    }
    FileHandle.standardError.write(Data("notification: \(summary): \(body)\n".utf8))
  }
}
