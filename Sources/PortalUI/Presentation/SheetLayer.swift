import PortalGraphics
import PortalHost

/// The presented part of a sheet, covering the window: a dimmed backdrop that fades and a
/// card that slides up from below; or, for a full-screen cover, a panel filling the window
/// that slides up. Empty while nothing is presented.
struct SheetLayer: View, PrimitiveView, KeyHandling, HitTestable {
  /// How the presented view covers the window.
  enum Style {
    /// A card sized to its content over a dimmed backdrop (`.sheet`).
    case card
    /// A panel filling the whole window (`.fullScreenCover`).
    case fullScreen
    /// A dialog centred over a dimmed backdrop that a click does not dismiss (`.alert`,
    /// `.confirmationDialog`).
    case dialog
  }

  /// The presented sheet's identity (its item's id), nil when dismissed.
  let identity: AnyHashable?
  let content: () -> AnyView
  let dismiss: () -> Void
  private let reference = NodeReference()
  let onDismiss: (() -> Void)?
  var style = Style.card

  /// Sheets move with this animation however they are presented or dismissed.
  static let animation = Animation.smooth(duration: 0.35)
  /// Room kept between the card and the window's edges.
  static let margin = 24.0
  static let cornerRadius = 14.0
  static let backdrop = Color.black.opacity(0.32)

  /// Nothing presented, nothing drawn.
  var drawsNothingWithoutChildren: Bool { true }

  func didUpdate(node: Node) {
    reference.node = node
    // Kept as `Any` rather than through the slot subscript: a presented nil is a value here,
    // apart from "nothing seen yet" (the first update, which is not a change).
    let previous = node.storage[ObjectIdentifier(PresentedIdentity.self)] as? AnyHashable?
    node.storage[ObjectIdentifier(PresentedIdentity.self)] = identity
    guard let previous, previous != identity else { return }
    node.scopedAnimation = (Self.animation, node.graph.updatePass)
    // While the sheet is up, the content behind it and the card keep their layers for the
    // dismissal, which then composites both from its first frame.
    let presented = identity != nil
    node.graph.keepLayersWhileMotion(inside: node, of: Self.partsKeptAsLayers) { _ in presented }
    if identity != nil, let focused = node.graph.input.focusedNode,
      !focused.ancestry.contains(where: { $0 === node })
    {
      // Modal: keyboard focus does not stay on the content below, and its ring goes; it comes
      // back to that view when the presentation is dismissed.
      node[FocusBeforePresenting.self] = focused.handle
      node.graph.input.focus(nil)
    }
    if identity == nil, let before = node[FocusBeforePresenting.self] {
      node[FocusBeforePresenting.self] = nil
      let (input, presenter) = (node.graph.input, node.handle)
      node.graph.afterUpdate {
        // Unless focus went elsewhere meanwhile (it may still be on the leaving sheet).
        let elsewhere = input.focusedNode.map { focused in !focused.ancestry.contains { $0 === presenter.node } }
        if elsewhere != true, let view = before.node, view.isAttached { input.focus(view) }
      }
    }
    if previous != nil, let onDismiss { node.graph.afterUpdate(onDismiss) }
  }

  func children() -> [ChildView] {
    guard let identity else { return [] }
    if style == .fullScreen {
      let cover = FullScreenCoverPanel(content: content()).transition(.move(edge: .bottom))
      return [ChildView(key: ViewKey().appending("cover").appending(any: identity), view: cover)]
    }
    if style == .dialog {
      // An alert asks for an answer: a click beside it does nothing.
      let backdrop = Self.backdrop.onTapGesture(perform: {}).transition(.opacity)
      let dialog = SheetCard(content: content()).transition(.opacity.combined(with: .scale(scale: 0.94)))
      return [
        ChildView(key: ViewKey().appending("backdrop"), view: backdrop),
        ChildView(key: ViewKey().appending("dialog").appending(any: identity), view: dialog),
      ]
    }
    let dismiss = self.interactiveDismiss
    let backdrop = Self.backdrop.onTapGesture(perform: dismiss).transition(.opacity)
    let card = SheetCard(content: content())
      .transition(.move(edge: .bottom).combined(with: .offset(y: Self.margin + SheetCard.shadowReach)))
    return [
      ChildView(key: ViewKey().appending("backdrop"), view: backdrop),
      ChildView(key: ViewKey().appending("card").appending(any: identity), view: card),
    ]
  }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.dismiss = DismissAction(dismiss)
    environment.isPresented = identity != nil
  }

  /// Dismisses, from a person's gesture (Escape, a click on the backdrop), unless the content
  /// says `.interactiveDismissDisabled()`.
  private var interactiveDismiss: () -> Void {
    let (dismiss, reference) = (self.dismiss, self.reference)
    return {
      if let node = reference.node, SheetPresentationTraits.of(node).dismissDisabled { return }
      dismiss()
    }
  }

  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size { .zero }

  /// Laid out wherever it moves: it slides with its own animation.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    for child in node.children {
      if child.view is SheetBackdrop || style == .fullScreen {
        child.place(in: frame)
      } else if style == .dialog {
        child.place(in: Self.dialogFrame(for: child, in: frame))
      } else {
        child.place(in: Self.cardFrame(for: child, in: frame, detent: SheetPresentationTraits.of(node).detent))
      }
    }
  }

  /// The card's ideal size clamped to the window less margins, centred across and sitting a
  /// margin above the bottom.
  static func cardFrame(for card: Node, in window: Rect, detent: PresentationDetent? = nil) -> Rect {
    let maxWidth = max(0, window.width - 2 * margin)
    let maxHeight = max(0, window.height - 2 * margin)
    let ideal = card.sizeThatFits(.unspecified)
    let width = min(ideal.width, maxWidth)
    var height = min(card.sizeThatFits(ProposedViewSize(width: width, height: nil)).height, maxHeight)
    if let detent { height = min(maxHeight, max(0, detent.height(in: window.height - margin))) }
    return Rect(
      x: (window.minX + (window.width - width) / 2).rounded(), y: window.maxY - margin - height, width: width,
      height: height)
  }

  /// The dialog's ideal size clamped to the window less margins, centred.
  static func dialogFrame(for dialog: Node, in window: Rect) -> Rect {
    let maxWidth = max(0, window.width - 2 * margin)
    let width = min(dialog.sizeThatFits(.unspecified).width, maxWidth)
    let height = min(
      dialog.sizeThatFits(ProposedViewSize(width: width, height: nil)).height, max(0, window.height - 2 * margin))
    return Rect(
      x: (window.minX + (window.width - width) / 2).rounded(), y: (window.minY + (window.height - height) / 2).rounded(),
      width: width, height: height)
  }

  /// Clicks on the dimmed backdrop dismiss; the wheel over it scrolls what is behind (a grid
  /// can be scrolled while a card's sheet is open, and a flight back lands where the card is
  /// now).
  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard let hit = node.hitTestChildren(point, purpose: purpose) else { return nil }
    if purpose == .scroll, hit.ancestry.contains(where: { $0.view is SheetBackdrop }) { return nil }
    return hit
  }

  func handleKey(_ key: Key) -> Bool {
    guard identity != nil else { return false }
    if key == .escape { interactiveDismiss() }
    // Modal: no key reaches the content below while the sheet shows.
    return true
  }
}

extension SheetLayer {
  /// The layer of `content` shown as `style` while `isPresented` is true (dismissing sets it
  /// to false): the `isPresented:` spelling of `.sheet` and `.fullScreenCover`.
  init(
    isPresented: Binding<Bool>, onDismiss: (() -> Void)?, style: Style, content: @escaping () -> some View
  ) {
    self.init(
      identity: isPresented.wrappedValue ? AnyHashable(true) : nil, content: { AnyView(content()) },
      dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss, style: style)
  }

  /// The layer of `content` for `item`, shown as `style` while `item` is not nil (dismissing
  /// sets it to nil); a different item is another presentation: the `item:` spelling.
  init<Item: Identifiable>(
    item: Binding<Item?>, onDismiss: (() -> Void)?, style: Style, content: @escaping (Item) -> some View
  ) {
    let current = item.wrappedValue
    self.init(
      identity: current.map { AnyHashable($0.id) },
      content: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) },
      dismiss: { item.wrappedValue = nil }, onDismiss: onDismiss, style: style)
  }
}

/// The backdrop's view type, told apart from the card when placing.
protocol SheetBackdrop {}
extension TransitionView: SheetBackdrop where Content == TapGestureView<Color> {}

/// The sheet's card: a rounded panel with a soft shadow; the content is clipped to it, and a
/// click anywhere on it stays in it (it never reaches the backdrop).
struct SheetCard: View, SingleChildModifier, HitTestable {
  let content: AnyView

  /// How far the shadow reaches below the card.
  static let shadowReach = 40.0

  var drawsOnlyChildren: Bool { false }

  func draw(node: Node, in context: DrawContext) {
    let canvas = context.canvas
    let radius = SheetLayer.cornerRadius
    Self.drawShadow(around: node.frame, radius: radius, on: canvas)
    let outline = RoundedRectangle.continuousPath(in: node.frame, radius: radius)
    canvas.fill(outline, with: node.environment.colorScheme == .dark ? Color(hex: 0x2C2C2E) : .white)
    canvas.withState {
      canvas.clip(to: outline)
      node.drawChildren(in: context)
    }
  }

  var paintOutset: Double { Self.shadowReach }

  /// The card's soft shadow: a blur of the card's outline, kept between frames
  /// (`Canvas.drawShadow(for:shadow:)`): a card sliding by whole pixels blurs it once.
  static let shadow = Shadow(color: Color.black.opacity(0.2), radius: 16, y: 8)

  /// The card's shadow, for a card with `radius` corners filling `frame` with an opaque colour
  /// drawn next.
  static func drawShadow(around frame: Rect, radius: Double, on canvas: Canvas) {
    canvas.drawShadow(
      for: RoundedRectangle.continuousPath(in: frame, radius: radius), shadow: shadow, coveredByShape: true)
  }

  func hitTest(_ point: Point, node: Node, purpose: HitTestPurpose) -> Node? {
    guard node.frame.contains(point) else { return nil }
    return node.hitTestChildren(point, purpose: purpose) ?? node
  }
}

/// Where a presentation layer keeps the identity it last presented (an `AnyHashable?`, nil:
/// nothing presented).
enum PresentedIdentity: NodeStateSlot {
  typealias Value = AnyHashable?
}

/// The view that had keyboard focus when a modal presentation took it, to give it back.
enum FocusBeforePresenting: NodeStateSlot {
  typealias Value = NodeHandle
}
