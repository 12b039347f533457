import Foundation
import PortalUI

/// UIKit's accessibility state and announcements. The flags follow the desktop where it
/// says (reduced motion); announcements are written to the program's log, where the
/// accessibility bridge does not carry them.
public enum UIAccessibility {
  /// Whether a screen reader runs: false (the desktop does not say).
  public static var isVoiceOverRunning: Bool { false }
  /// Whether the desktop asks for less motion.
  @MainActor public static var isReduceMotionEnabled: Bool {
    ViewGraph.currentMain?.environment.accessibilityReduceMotion ?? false
  }
  /// Whether transparency should be reduced: false.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether bold text is asked for: false.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether higher contrast is asked for.
  @MainActor public static var isDarkerSystemColorsEnabled: Bool {
    ViewGraph.currentMain?.environment.colorSchemeContrast == .increased
  }
  /// Whether colour alone should not carry meaning: false.
  public static var shouldDifferentiateWithoutColor: Bool { false }
  /// Whether the interface is grey: false.
  public static var isGrayscaleEnabled: Bool { false }
  /// Whether colours are inverted: false.
  public static var isInvertColorsEnabled: Bool { false }
  /// Whether Switch Control runs: false.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether video autoplay is on: true.
  public static var isVideoAutoplayEnabled: Bool { true }

  /// Announces something to assistive technologies; here, logged.
  public static func post(notification: Notification, argument: Any?) {
    if notification == .announcement, let text = argument as? String {
      FileHandle.standardError.write(Data("accessibility announcement: \(text)\n".utf8))
    }
  }

  /// An accessibility notification's kind.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Never posted (the flags are read when asked).
  public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Never posted.
  public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}
