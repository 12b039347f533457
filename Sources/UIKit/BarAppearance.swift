import Foundation

/// The look of a bar, as an app configures it in its `init` (`UINavigationBarAppearance` and
/// its kin). Kept, not applied: the title strip and tab bar follow the desktop's appearance.
open class UIBarAppearance: NSObject {
  open var backgroundColor: UIColor?
  open var backgroundEffect: UIBlurEffect?
  open var backgroundImage: UIImage?
  open var shadowColor: UIColor?
  open var shadowImage: UIImage?

  public override init() {}

  /// An opaque background in the system colour.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundEffect = nil
  }

  /// A transparent background with no shadow.
  open func configureWithTransparentBackground() {
    backgroundColor = .clear
    backgroundEffect = nil
    shadowColor = .clear
  }

  /// The default, translucent background.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
  }
}

/// A navigation bar's look (kept, not applied).
open class UINavigationBarAppearance: UIBarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var backButtonAppearance = UIBarButtonItemAppearance()
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {}
}

/// A tab bar's look (kept, not applied).
open class UITabBarAppearance: UIBarAppearance {
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
}

/// A toolbar's look (kept, not applied).
open class UIToolbarAppearance: UIBarAppearance {}

/// A bar button's look (kept, not applied).
open class UIBarButtonItemAppearance: NSObject {
  open var normal = UIBarButtonItemStateAppearance()
  open var highlighted = UIBarButtonItemStateAppearance()
  open var disabled = UIBarButtonItemStateAppearance()
  public override init() {}
}

/// A bar button's look in one state (kept, not applied).
open class UIBarButtonItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  public override init() {}
}

/// A tab bar item's look (kept, not applied).
open class UITabBarItemAppearance: NSObject {
  open var normal = UITabBarItemStateAppearance()
  open var selected = UITabBarItemStateAppearance()
  open var disabled = UITabBarItemStateAppearance()
  open var focused = UITabBarItemStateAppearance()
  public override init() {}
}

/// A tab bar item's look in one state (kept, not applied).
open class UITabBarItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var iconColor: UIColor?
  open var badgeBackgroundColor: UIColor?
  public override init() {}
}
