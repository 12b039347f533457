import Foundation
import PortalUI

/// The screen an app draws on. On the desktop the nearest thing to an iPhone's or iPad's
/// screen is the app's window: `UIScreen.main.bounds` is the main window's size in points
/// (read as the views are laid out, so code that sizes views by the screen fits them to the
/// window), and `scale` is the display scale. Asked from a thread other than the main one,
/// they are 1280 × 800 at 1×.
open class UIScreen: NSObject, @unchecked Sendable {
  /// The app's screen: its main window.
  public static let main = UIScreen()

  /// The main window's bounds in points; 1280 × 800 before any window opened.
  open var bounds: CGRect {
    let size = Self.onMainThread { ViewGraph.currentMainWindowSize } ?? CGSize(width: 1280, height: 800)
    return CGRect(origin: .zero, size: size)
  }

  /// The bounds in pixels.
  open var nativeBounds: CGRect {
    let b = bounds
    return CGRect(x: 0, y: 0, width: b.width * scale, height: b.height * scale)
  }

  /// The display scale (pixels per point).
  open var scale: CGFloat { CGFloat(Self.onMainThread { ViewGraph.currentMainWindowScale } ?? 1) }

  /// The display scale (pixels per point).
  open var nativeScale: CGFloat { scale }

  /// The brightness, 0…1: 1, and setting it does nothing (the desktop owns the backlight).
  open var brightness: CGFloat {
    get { 1 }
    set {}
  }

  /// Frames per second the display refreshes at: 60 unless the host knows better.
  open var maximumFramesPerSecond: Int { 60 }

  /// The screen's traits.
  open var traitCollection: UITraitCollection { UITraitCollection() }

  /// What the app's windows say, asked on the main thread (where they live); nil elsewhere,
  /// and the caller's default is used.
  private static func onMainThread<T: Sendable>(_ read: @MainActor () -> T?) -> T? {
    guard MainQueue.isCurrent else { return nil }
    return MainActor.assumeIsolated { read() }
  }

  /// Never posted: the desktop's monitors are followed by the host.
  public static let didConnectNotification = Notification.Name("UIScreenDidConnectNotification")
  /// Never posted.
  public static let didDisconnectNotification = Notification.Name("UIScreenDidDisconnectNotification")
  /// Never posted.
  public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
}
