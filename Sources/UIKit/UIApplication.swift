import Foundation
import PortalUI

/// The running app, as UIKit describes it. `open(_:)` hands URLs to the desktop (`xdg-open`),
/// as `openURL` does; the badge, idle timer and background tasks are accepted and kept.
open class UIApplication: UIResponder, @unchecked Sendable {
  /// The app.
  @MainActor public static let shared = UIApplication()

  /// The string of the URL that opens the app's settings; `open(_:)` of it logs that the
  /// desktop has no per-app settings page.
  public static let openSettingsURLString = "app-settings:"
  /// The string of the URL that opens the app's notification settings.
  public static let openNotificationSettingsURLString = "app-settings:notifications"

  /// The delegate a `@UIApplicationDelegateAdaptor` made, if any.
  open weak var delegate: UIApplicationDelegate?
  /// Always `.active` while the app's window is open.
  open var applicationState: State { .active }
  /// The number on the app's icon: kept, not shown (the desktop has no app badges).
  open var applicationIconBadgeNumber = 0
  /// Whether the screen may dim: kept, not applied.
  open var isIdleTimerDisabled = false
  /// Whether the app takes part in remote notifications: false.
  open var isRegisteredForRemoteNotifications: Bool { false }
  /// The app's scenes: none are UIKit scenes here.
  open var connectedScenes: Set<UIScene> { [] }
  /// The app's UIKit windows: none (its windows are SwiftUI's).
  open var windows: [UIWindow] { [] }
  /// The key UIKit window: none.
  open var keyWindow: UIWindow? { nil }
  /// How long the app may still run in the background: as long as it likes.
  open var backgroundTimeRemaining: TimeInterval { .greatestFiniteMagnitude }
  /// The layout direction of the user's language.
  open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  /// Whether the app can show alternate icons: false.
  open var supportsAlternateIcons: Bool { false }
  /// The alternate icon's name: nil.
  open var alternateIconName: String? { nil }

  /// Opens `url` with the desktop's handler for it (`xdg-open`); `completion` says whether it
  /// was handed over.
  @MainActor
  open func open(
    _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: ((Bool) -> Void)? = nil
  ) {
    let opened: Bool
    if url.absoluteString.hasPrefix(UIApplication.openSettingsURLString) {
      FileHandle.standardError.write(Data("note: \(url.absoluteString): the desktop has no settings page per app\n".utf8))
      opened = false
    } else {
      opened = OpenURLAction.openWithDesktop(url)
    }
    completion?(opened)
  }

  /// Opens `url`, as `open(_:options:completionHandler:)`.
  @MainActor
  open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    await withCheckedContinuation { continuation in
      open(url, options: options) { continuation.resume(returning: $0) }
    }
  }

  /// Whether some program handles `url`'s scheme: true for web, mail and file URLs and
  /// whenever `xdg-open` exists.
  @MainActor
  open func canOpenURL(_ url: URL) -> Bool { !url.absoluteString.hasPrefix(UIApplication.openSettingsURLString) }

  /// Accepted: there is no push notification service.
  open func registerForRemoteNotifications() {}
  /// Accepted.
  open func unregisterForRemoteNotifications() {}
  /// Runs `handler` never (the app is never suspended) and returns a task identifier.
  open func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> UIBackgroundTaskIdentifier {
    UIBackgroundTaskIdentifier(rawValue: 1)
  }
  /// Runs `handler` never and returns a task identifier.
  open func beginBackgroundTask(withName taskName: String?, expirationHandler handler: (() -> Void)? = nil)
    -> UIBackgroundTaskIdentifier
  {
    UIBackgroundTaskIdentifier(rawValue: 1)
  }
  /// Accepted.
  open func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {}
  /// Calls `completionHandler` with an error: the desktop shows one icon.
  open func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(CocoaError(.featureUnsupported))
  }

  /// Whether the app is in the foreground.
  public enum State: Int, Sendable {
    case active, inactive, background
  }

  /// Options for `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// Keys of the options an app is launched with.
  public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
    public static let remoteNotification = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
  }

  /// Keys of the options a URL is opened with.
  public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
  }

  // The app's life cycle, as UIKit names its notifications. A desktop window does not go to the
  // background; `didFinishLaunching` and `didBecomeActive` are posted when the app starts and
  // `willTerminate` when it quits (`UIApplicationLifecycle`).
  public static let didFinishLaunchingNotification = Notification.Name("UIApplicationDidFinishLaunchingNotification")
  public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification = Notification.Name(
    "UIApplicationDidReceiveMemoryWarningNotification")
  public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
  public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
  public static let backgroundRefreshStatusDidChangeNotification = Notification.Name(
    "UIApplicationBackgroundRefreshStatusDidChangeNotification")
  public static let protectedDataDidBecomeAvailableNotification = Notification.Name(
    "UIApplicationProtectedDataDidBecomeAvailable")
}

/// A background task's identifier.
public struct UIBackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}

/// Which way text runs.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  case leftToRight, rightToLeft
}

/// Something that answers events; the keyboard notifications live here, as in UIKit.
@MainActor
open class UIResponder: NSObject {
  /// Required, so `@UIApplicationDelegateAdaptor` can make a delegate derived from UIResponder.
  public required override init() {}

  /// Accepted: focus belongs to SwiftUI's views (`@FocusState`).
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Accepted.
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// Whether this is the first responder: never.
  open var isFirstResponder: Bool { false }

  // The on-screen keyboard: a desktop's keyboard does not appear or hide, so these are never
  // posted; code that moves views out of its way has nothing to do.
  public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
  public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
  public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
  public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
  public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
  public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
  public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
  public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// What an app's delegate may answer; every method is optional, as in UIKit.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
  func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
  func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
  func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration
}

extension UIApplicationDelegate {
  public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
  public func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
  public func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {}
  public func application(
    _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
  }
}

/// A UIKit scene: none are made here; the type exists for delegates that name it.
open class UIScene: UIResponder {
  /// How a scene was connected.
  open class ConnectionOptions: NSObject {}
  /// The scene's session.
  open var session: UISceneSession { UISceneSession() }
}

/// A window scene.
open class UIWindowScene: UIScene {
  /// Its windows: none.
  open var windows: [UIWindow] { [] }
}

/// A scene's session.
open class UISceneSession: NSObject {
  /// The role of the scene.
  public var role: UISceneSession.Role { .windowApplication }

  /// A scene's role.
  public struct Role: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
}

/// Which delegate a scene gets.
open class UISceneConfiguration: NSObject {
  /// The configuration's name.
  public let name: String?
  /// The role it serves.
  public let role: UISceneSession.Role
  /// The class of the scene's delegate.
  open var delegateClass: AnyClass?

  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}
