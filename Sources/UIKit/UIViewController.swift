import Foundation
import PortalUI

/// UIKit's view controller, for the ones an app wraps in `UIViewControllerRepresentable`: its
/// `view` is made (`loadView()`, then `viewDidLoad()`) when first asked for and shown as a
/// represented `UIView` is. Presenting other controllers is not done (nearest: the desktop
/// app's sheets are SwiftUI's); `dismiss(animated:completion:)` runs its completion.
///
/// Derived from `NSObject` rather than `UIResponder` here (see `UIResponder`).
@MainActor
open class UIViewController: NSObject {
  private var loadedView: UIView?

  /// The root view, made on first use.
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = UIView(frame: .zero) }
      viewDidLoad()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view was made.
  open var isViewLoaded: Bool { loadedView != nil }
  /// The title.
  open var title: String?
  /// The navigation item's settings: kept.
  open var navigationItem = UINavigationItem()
  /// The appearance the controller's views use: kept.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// The presentation style: kept.
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// Whether a swipe may dismiss it: kept.
  open var isModalInPresentation = false
  /// The preferred size: kept.
  open var preferredContentSize: CGSize = .zero
  /// The child controllers.
  public private(set) var children: [UIViewController] = []
  /// The controller this one is a child of.
  public private(set) weak var parent: UIViewController?
  /// The controller that presented this one: none here.
  open var presentingViewController: UIViewController? { nil }
  /// The controller this one presents: none here.
  open var presentedViewController: UIViewController? { nil }
  /// The navigation controller holding this one: none here.
  open var navigationController: UINavigationController? { nil }
  /// The traits.
  open var traitCollection: UITraitCollection { UITraitCollection() }

  /// A controller without a storyboard.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

  /// A controller from an archive: the same as `init(nibName: nil, bundle: nil)`.
  public required init?(coder: NSCoder) {}

  /// A controller without a storyboard.
  public convenience override init() { self.init(nibName: nil, bundle: nil) }

  /// Makes `view`; a plain `UIView` unless a subclass sets one.
  open func loadView() {}
  /// Called once the view is made.
  open func viewDidLoad() {}
  /// Called before the view appears.
  open func viewWillAppear(_ animated: Bool) {}
  /// Called after the view appeared.
  open func viewDidAppear(_ animated: Bool) {}
  /// Called before the view disappears.
  open func viewWillDisappear(_ animated: Bool) {}
  /// Called after the view disappeared.
  open func viewDidDisappear(_ animated: Bool) {}
  /// Called when the view lays out its subviews.
  open func viewWillLayoutSubviews() {}
  /// Called after the view laid out its subviews.
  open func viewDidLayoutSubviews() {}
  /// Called on a memory warning: never.
  open func didReceiveMemoryWarning() {}

  /// Not shown (see the type's documentation); `completion` runs.
  open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
    FileHandle.standardError.write(
      Data("note: \(type(of: viewControllerToPresent)) is not presented: UIKit presentation is not drawn here\n".utf8))
    completion?()
  }

  /// Runs `completion`: the SwiftUI presentation that shows this controller is what closes.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { completion?() }

  /// Adds a child controller.
  open func addChild(_ childController: UIViewController) {
    childController.removeFromParent()
    children.append(childController)
    childController.parent = self
  }

  /// Takes the controller from its parent.
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// Accepted.
  open func didMove(toParent parent: UIViewController?) {}
  /// Accepted.
  open func willMove(toParent parent: UIViewController?) {}
  /// Accepted.
  open func setNeedsStatusBarAppearanceUpdate() {}
}

/// How a controller is presented.
public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none
  case automatic = -2
}

/// A navigation item's settings: kept.
open class UINavigationItem: NSObject {
  open var title: String?
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var hidesBackButton = false
  open var standardAppearance: UINavigationBarAppearance?
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  public override init() {}

  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
}

/// A navigation controller: shows its top controller's view.
open class UINavigationController: UIViewController {
  /// The controllers, root first.
  open var viewControllers: [UIViewController] = []
  /// The navigation bar's settings: kept.
  public let navigationBar = UINavigationBar(frame: .zero)

  /// A navigation controller showing `rootViewController`.
  public init(rootViewController: UIViewController) {
    viewControllers = [rootViewController]
    super.init(nibName: nil, bundle: nil)
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  public required init?(coder: NSCoder) { super.init(coder: coder) }

  open override func loadView() { view = viewControllers.last?.view }

  /// Shows `viewController` on top.
  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    viewControllers.append(viewController)
    view = viewController.view
  }

  /// Goes back one controller.
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let popped = viewControllers.removeLast()
    view = viewControllers.last?.view
    return popped
  }
}

/// A SwiftUI view in a UIKit controller, for code that builds its UIKit hierarchy by hand.
open class UIHostingController<Content: View>: UIViewController {
  /// The SwiftUI view shown.
  public var rootView: Content {
    didSet { (loadedHost?.content = AnyView(rootView)) }
  }

  private var loadedHost: UIHostedSwiftUIView?

  /// A controller showing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { fatalError("UIHostingController needs a root view: use init(rootView:)") }

  open override func loadView() {
    let host = UIHostedSwiftUIView(content: AnyView(rootView))
    loadedHost = host
    view = host
  }

  /// The size the SwiftUI view would like: its proposed size here.
  open func sizeThatFits(in size: CGSize) -> CGSize { size }
}

/// A UIView showing SwiftUI content, as `UIHostingController`'s view.
final class UIHostedSwiftUIView: UIView {
  var content: AnyView

  init(content: AnyView) {
    self.content = content
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) { fatalError("a hosted SwiftUI view is made with its content") }
}
