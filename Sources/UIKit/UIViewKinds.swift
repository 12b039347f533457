import Foundation
import PortalUI

/// A label: shown as a `Text` with its font, colour, alignment and line limit.
open class UILabel: UIView {
  /// The text.
  open var text: String?
  /// The text with attributes (shown as its characters).
  open var attributedText: NSAttributedString? {
    get { text.map { NSAttributedString(string: $0) } }
    set { text = newValue?.string }
  }
  /// The font: 17-point system unless set.
  open var font: UIFont! = .systemFont(ofSize: 17)
  /// The text colour: the label colour unless set.
  open var textColor: UIColor! = .label
  /// The alignment of lines.
  open var textAlignment: NSTextAlignment = .natural
  /// The most lines shown; 0 for any number.
  open var numberOfLines = 1
  /// How text that does not fit is cut: accepted (tails are truncated).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
  /// Whether the font shrinks to fit: kept.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest scale the font shrinks to: kept.
  open var minimumScaleFactor: CGFloat = 0
  /// Whether the label follows the text size setting: kept.
  open var adjustsFontForContentSizeCategory = false
  /// The width lines wrap at: kept.
  open var preferredMaxLayoutWidth: CGFloat = 0
}

/// An image view: shown as `Image(uiImage:)` filling its bounds as its content mode says.
open class UIImageView: UIView {
  /// The image shown.
  open var image: UIImage?
  /// The image shown when highlighted: kept.
  open var highlightedImage: UIImage?

  /// An image view showing `image`, its frame the image's size.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A blur effect's style.
open class UIVisualEffect: NSObject {}

/// A blur, drawn as the material of the same thickness.
open class UIBlurEffect: UIVisualEffect {
  /// How thick the blur is.
  public let style: Style

  /// A blur of `style`.
  public init(style: Style) { self.style = style }

  /// The blurs UIKit names.
  public enum Style: Int, Sendable {
    case extraLight, light, dark, extraDark, regular, prominent
    case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
    case systemChromeMaterialLight
    case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
    case systemChromeMaterialDark
  }
}

/// Vibrancy over a blur: drawn as nothing extra.
open class UIVibrancyEffect: UIVisualEffect {
  public init(blurEffect: UIBlurEffect) {}
}

/// A view showing a blur: drawn as a SwiftUI material.
open class UIVisualEffectView: UIView {
  /// The effect.
  open var effect: UIVisualEffect?
  /// Where content over the effect goes.
  public let contentView = UIView(frame: .zero)

  /// A view showing `effect`.
  public init(effect: UIVisualEffect?) {
    self.effect = effect
    super.init(frame: .zero)
    addSubview(contentView)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A spinner: drawn as a `ProgressView` while animating.
open class UIActivityIndicatorView: UIView {
  /// Whether it spins.
  public private(set) var isAnimating = false
  /// Whether it hides when stopped.
  open var hidesWhenStopped = true
  /// The spinner's colour.
  open var color: UIColor!
  /// The spinner's size.
  open var style: Style = .medium

  /// A spinner of `style`.
  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Starts spinning.
  open func startAnimating() { isAnimating = true }
  /// Stops spinning.
  open func stopAnimating() { isAnimating = false }

  /// A spinner's size.
  public enum Style: Int, Sendable { case medium = 100, large = 101 }
}

/// A scroll view: its subviews are drawn; scrolling belongs to SwiftUI's `ScrollView`.
open class UIScrollView: UIView {
  open var contentSize: CGSize = .zero
  open var contentOffset: CGPoint = .zero
  open var contentInset: UIEdgeInsets = .zero
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var bounces = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  open var zoomScale: CGFloat = 1
  open var keyboardDismissMode: KeyboardDismissMode = .none
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive }
  public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }
}

/// UIKit's table view: exists so `UITableView.appearance()` settings in an app's `init`
/// compile; they are kept, and SwiftUI's `List` draws as it does.
open class UITableView: UIScrollView {
  open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
  open var separatorColor: UIColor?
  open var separatorInset: UIEdgeInsets = .zero
  open var sectionHeaderTopPadding: CGFloat = 0
  open var tableFooterView: UIView?
  open var tableHeaderView: UIView?
  open var rowHeight: CGFloat = 44
  open var estimatedRowHeight: CGFloat = 44
  open var allowsSelection = true
  public static let automaticDimension: CGFloat = -1
}

/// A table cell: exists for appearance settings.
open class UITableViewCell: UIView {
  open var selectionStyle: SelectionStyle = .default
  open var selectedBackgroundView: UIView?
  open var accessoryType: AccessoryType = .none

  public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
  public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
  public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
}

/// A collection view: exists for appearance settings.
open class UICollectionView: UIScrollView {}

/// A text view: shown as its text; editing belongs to SwiftUI's `TextEditor`.
open class UITextView: UIScrollView {
  open var text: String!
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var isEditable = true
  open var isSelectable = true
  open var textContainerInset: UIEdgeInsets = .zero
}

/// A text field: shown as its text; editing belongs to SwiftUI's `TextField`.
open class UITextField: UIControl {
  open var text: String?
  open var placeholder: String?
  open var font: UIFont?
  open var textColor: UIColor?
  open var textAlignment: NSTextAlignment = .natural
  open var isSecureTextEntry = false
  open var clearButtonMode: ViewMode = .never

  public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
}

/// A switch: shown as a `Toggle` reflecting `isOn` (not changing it).
open class UISwitch: UIControl {
  open var isOn = false
  open var onTintColor: UIColor?
  open func setOn(_ on: Bool, animated: Bool) { isOn = on }
}

/// The navigation bar: exists so an app's `UINavigationBar.appearance()` settings compile;
/// they are kept, and the title strip draws as it does.
open class UINavigationBar: UIView {
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  open var barTintColor: UIColor?
  open var isTranslucent = true
  open var prefersLargeTitles = false
  open var shadowImage: UIImage?
  open var backIndicatorImage: UIImage?
  open var backIndicatorTransitionMaskImage: UIImage?
  open var barStyle: UIBarStyle = .default
  open var standardAppearance = UINavigationBarAppearance()
  open var compactAppearance: UINavigationBarAppearance?
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

/// The tab bar: exists for appearance settings (kept, not applied).
open class UITabBar: UIView {
  open var barTintColor: UIColor?
  open var unselectedItemTintColor: UIColor?
  open var isTranslucent = true
  open var shadowImage: UIImage?
  open var backgroundImage: UIImage?
  open var standardAppearance = UITabBarAppearance()
  open var scrollEdgeAppearance: UITabBarAppearance?
}

/// The toolbar: exists for appearance settings (kept, not applied).
open class UIToolbar: UIView {
  open var barTintColor: UIColor?
  open var standardAppearance = UIToolbarAppearance()
  open var scrollEdgeAppearance: UIToolbarAppearance?
}

/// A segmented control: exists for appearance settings of SwiftUI's segmented `Picker`
/// (kept, not applied).
open class UISegmentedControl: UIControl {
  open var selectedSegmentTintColor: UIColor?
  open var selectedSegmentIndex = 0
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
}

/// A page control: exists for appearance settings of a paged `TabView` (kept, not applied).
open class UIPageControl: UIControl {
  open var currentPageIndicatorTintColor: UIColor?
  open var pageIndicatorTintColor: UIColor?
  open var numberOfPages = 0
  open var currentPage = 0
}

/// A control's state, for the calls that take one.
open class UIControl: UIView {
  open var isEnabled = true
  open var isSelected = false
  open var isHighlighted = false

  /// The states a control can be in.
  public struct State: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
    public static let focused = State(rawValue: 1 << 3)
  }
}

/// A bar's style.
public enum UIBarStyle: Int, Sendable { case `default`, black }
/// A bar's metrics.
public enum UIBarMetrics: Int, Sendable { case `default`, compact, defaultPrompt, compactPrompt }

/// The alignment of text lines.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }

/// How text that does not fit is cut.
public enum NSLineBreakMode: Int, Sendable {
  case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// A UIKit window: none are made here (the app's windows are SwiftUI's); the type exists for
/// code that names one, and `makeKeyAndVisible()` does nothing.
open class UIWindow: UIView {
  /// The window's root controller.
  open var rootViewController: UIViewController?
  /// The window's scene.
  open var windowScene: UIWindowScene?
  /// Whether the window takes key presses: false.
  open var isKeyWindow: Bool { false }
  /// The window's level.
  open var windowLevel: CGFloat = 0

  /// A window in `windowScene`.
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init(frame: .zero)
  }

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Does nothing (see the type's documentation).
  open func makeKeyAndVisible() {}
}
