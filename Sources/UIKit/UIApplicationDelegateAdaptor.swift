import Combine
import Foundation
import PortalUI

/// Gives an `App` a UIKit application delegate, as SwiftUI's does on iOS:
///
/// ```swift
/// @main struct MyApp: App {
///   @UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate
///   var body: some Scene { WindowGroup { ContentView() } }
/// }
/// ```
///
/// The delegate is made once per type, when the app starts, and is told
/// `application(_:willFinishLaunchingWithOptions:)`, `application(_:didFinishLaunchingWithOptions:)`
/// (with no options) and `applicationDidBecomeActive(_:)` in that order; it becomes
/// `UIApplication.shared.delegate`. The other callbacks have no desktop event behind them.
///
/// A delegate derived from `UIResponder` (as Xcode's UIKit template writes it) is made as
/// on iOS. One derived from `NSObject` cannot be: Swift without the Objective-C runtime can
/// make an object from its type only through a `required` initialiser, which `NSObject`'s is
/// not here. Such an app still runs; one line says its delegate is not made, and reading the
/// property stops the program with that message.
@MainActor
@propertyWrapper
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate>: DynamicProperty {
  private let delegate: DelegateType?

  /// The app's delegate.
  public var wrappedValue: DelegateType {
    guard let delegate else { fatalError(ApplicationDelegates.cannotMake(DelegateType.self)) }
    return delegate
  }

  /// Makes (once) and launches the delegate of type `delegateType`.
  public init(_ delegateType: DelegateType.Type = DelegateType.self) {
    delegate = ApplicationDelegates.delegate(of: delegateType)
  }
}

extension UIApplicationDelegateAdaptor where DelegateType: ObservableObject {
  /// Bindings to the delegate's properties, when the delegate is an observable object.
  public var projectedValue: ObservedObject<DelegateType>.Wrapper { ObservedObject(wrappedValue: wrappedValue).projectedValue }
}

/// The delegates the adaptors made, one per type, so an `App` value made again keeps its delegate.
@MainActor
enum ApplicationDelegates {
  private static var made: [ObjectIdentifier: NSObject] = [:]
  private static var reported: Set<ObjectIdentifier> = []

  static func delegate<Delegate: NSObject & UIApplicationDelegate>(of type: Delegate.Type) -> Delegate? {
    if let existing = made[ObjectIdentifier(type)] as? Delegate { return existing }
    guard let responderType = type as? UIResponder.Type, let delegate = responderType.init() as? Delegate else {
      if reported.insert(ObjectIdentifier(type)).inserted {
        FileHandle.standardError.write(Data("warning: \(cannotMake(type))\n".utf8))
      }
      return nil
    }
    made[ObjectIdentifier(type)] = delegate
    let application = UIApplication.shared
    application.delegate = delegate
    _ = delegate.application(application, willFinishLaunchingWithOptions: nil)
    _ = delegate.application(application, didFinishLaunchingWithOptions: nil)
    NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
    // Active once the run loop turns, as on iOS, after the first scene is being set up.
    DispatchQueue.main.async {
      delegate.applicationDidBecomeActive(application)
      NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: application)
    }
    return delegate
  }

  static func cannotMake(_ type: Any.Type) -> String {
    "the application delegate \(type) is not made: it derives from NSObject, whose initialiser is not "
      + "'required' without the Objective-C runtime; derive it from UIResponder to have it made and launched"
  }
}
