import Foundation
import PortalUI

/// UIKit's view, for the views an app wraps in `UIViewRepresentable`. It is not drawn by
/// UIKit: a represented view is shown as SwiftUI views made from its properties (see
/// `UIViewRendering`): its background colour, corner radius, alpha and hidden state, its
/// subviews at their frames, and the content of the kinds UIKit apps wrap most (`UILabel`,
/// `UIImageView`, `UIVisualEffectView`, `UIActivityIndicatorView`). An app's own `draw(_:)`
/// is not called.
///
/// Derived from `NSObject` rather than `UIResponder` here (see `UIResponder`); the responder
/// calls apps make on views are declared on it.
@MainActor
open class UIView: NSObject {
  /// The frame in the superview's coordinates.
  open var frame: CGRect
  /// The bounds: the frame's size at the origin.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  /// The centre of the frame.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  /// The fill behind the content.
  open var backgroundColor: UIColor?
  /// The tint of template images and controls.
  open var tintColor: UIColor!
  /// Opacity, 0…1.
  open var alpha: CGFloat = 1
  /// Whether the view is left out.
  open var isHidden = false
  /// Whether drawing is clipped to the bounds.
  open var clipsToBounds = false
  /// Whether the view takes touches: kept.
  open var isUserInteractionEnabled = true
  /// How content fills the bounds.
  open var contentMode: ContentMode = .scaleToFill
  /// The tag apps find views by.
  open var tag = 0
  /// Whether Auto Layout constraints are made from the frame: kept.
  open var translatesAutoresizingMaskIntoConstraints = true
  /// The view's layer: its corner radius, border and shadow are drawn.
  public let layer = CALayer()
  /// The appearance the view is drawn in: light, or what `overrideUserInterfaceStyle` says.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// Accessibility label, kept for the accessibility tree.
  open var accessibilityLabel: String?
  /// Whether the view is an accessibility element.
  open var isAccessibilityElement = false

  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: UIView?

  /// A view with `frame`.
  public init(frame: CGRect) { self.frame = frame }

  /// A view from an archive: the same as `init(frame: .zero)` (there are no storyboards here).
  public required init?(coder: NSCoder) { frame = .zero }

  /// A view with an empty frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Adds `view` in front of the other subviews.
  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  /// Inserts `view` at `index` in the subviews.
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  /// Takes the view out of its superview.
  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Moves `view` in front of its siblings.
  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  /// Moves `view` behind its siblings.
  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  /// The first view in this subtree with `tag`.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for view in subviews { if let found = view.viewWithTag(tag) { return found } }
    return nil
  }

  /// The size the view would like: its frame's, unless a subclass knows better.
  open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
  /// The size that fits `size`: the frame's size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
  /// Sets the frame's size to `sizeThatFits`.
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
  /// Accepted: the view is redrawn from its properties whenever its SwiftUI view is.
  open func setNeedsDisplay() {}
  /// Accepted.
  open func setNeedsLayout() {}
  /// Accepted.
  open func layoutIfNeeded() {}
  /// Called when the view lays out its subviews: never here.
  open func layoutSubviews() {}
  /// An app's drawing: not called here (see the type's documentation).
  open func draw(_ rect: CGRect) {}
  /// Accepted.
  open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  /// Accepted.
  open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
  /// Accepted: focus belongs to SwiftUI's views.
  @discardableResult open func becomeFirstResponder() -> Bool { false }
  /// Accepted.
  @discardableResult open func resignFirstResponder() -> Bool { true }
  /// Accepted.
  @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
  /// Accepted.
  open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}

  /// Runs `animations` at once and `completion` after (nearest: no UIKit animation here).
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    completion?(true)
  }

  /// Runs `animations` at once.
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) { animations() }

  /// Runs `actions` at once.
  open class func performWithoutAnimation(_ actions: () -> Void) { actions() }

  /// The prototype `appearance()` gives for this class: its settings are kept, not applied.
  open class func appearance() -> Self {
    let key = ObjectIdentifier(self)
    if let existing = UIView.appearances[key] as? Self { return existing }
    let made = self.init(coder: NSCoder())!
    UIView.appearances[key] = made
    return made
  }

  /// The prototype for this class inside `containerTypes` (the same prototype here).
  open class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> Self { appearance() }

  nonisolated(unsafe) private static var appearances: [ObjectIdentifier: UIView] = [:]

  /// "No size in this direction", for `intrinsicContentSize`.
  public static let noIntrinsicMetric: CGFloat = -1

  /// How content fills a view.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  /// Options of `animate(withDuration:delay:options:animations:completion:)`.
  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
  }
}

/// A view's layer: the corner radius, border and shadow of a represented view are drawn.
open class CALayer: NSObject {
  /// The radius of the rounded corners.
  open var cornerRadius: CGFloat = 0
  /// The border's width.
  open var borderWidth: CGFloat = 0
  /// The border's colour.
  open var borderColor: CGColor?
  /// The shadow's colour.
  open var shadowColor: CGColor?
  /// The shadow's opacity.
  open var shadowOpacity: Float = 0
  /// The shadow's offset.
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The shadow's blur radius.
  open var shadowRadius: CGFloat = 3
  /// Whether content is clipped to the rounded bounds.
  open var masksToBounds = false
  /// The layer's opacity.
  open var opacity: Float = 1
  /// Which corners are rounded (all, unless set).
  open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]

  public override init() {}
}

/// The corners of a layer `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How strongly a view keeps its size: accepted by the calls that take one.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  public let rawValue: Float
  public init(rawValue: Float) { self.rawValue = rawValue }
  public init(_ rawValue: Float) { self.rawValue = rawValue }
  public static let required = UILayoutPriority(1000)
  public static let defaultHigh = UILayoutPriority(750)
  public static let defaultLow = UILayoutPriority(250)
  public static let fittingSizeLevel = UILayoutPriority(50)
}

/// Auto Layout's constraint, for the axis type the priority calls name.
open class NSLayoutConstraint: NSObject {
  /// An axis.
  public enum Axis: Int, Sendable { case horizontal, vertical }
  /// Whether the constraint applies: kept.
  open var isActive = false
  /// Accepted: layout here is SwiftUI's.
  open class func activate(_ constraints: [NSLayoutConstraint]) {}
  /// Accepted.
  open class func deactivate(_ constraints: [NSLayoutConstraint]) {}
}

/// A gesture recogniser: accepted by `addGestureRecognizer(_:)`; represented views take input
/// through SwiftUI's gestures.
open class UIGestureRecognizer: NSObject {
  /// Whether it recognises: kept.
  open var isEnabled = true
  /// Whether touches are cancelled when it recognises: kept.
  open var cancelsTouchesInView = true
  public override init() {}
}
