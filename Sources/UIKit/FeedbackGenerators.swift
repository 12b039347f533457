import Foundation

// Haptics: a desktop has no taptic engine, so each generator accepts its calls and does
// nothing, which is what an iPhone does with haptics switched off.

/// Haptic feedback's base class: prepares and plays nothing here.
open class UIFeedbackGenerator: NSObject {
  public override init() {}
  /// Accepted.
  open func prepare() {}
}

/// A physical impact: nothing happens here (see `UIFeedbackGenerator`).
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy an impact feels.
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// A generator of `style` impacts.
  public init(style: FeedbackStyle) {}
  /// A medium generator.
  public override init() {}
  /// Does nothing.
  open func impactOccurred() {}
  /// Does nothing.
  open func impactOccurred(intensity: CGFloat) {}
  /// Does nothing.
  open func impactOccurred(at location: CGPoint) {}
  /// Does nothing.
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Success, warning and error feedback: nothing happens here (see `UIFeedbackGenerator`).
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What happened.
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  /// Does nothing.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
  /// Does nothing.
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

/// A selection changing: nothing happens here (see `UIFeedbackGenerator`).
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Does nothing.
  open func selectionChanged() {}
  /// Does nothing.
  open func selectionChanged(at location: CGPoint) {}
}
