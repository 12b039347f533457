/// The roles a primitive view takes (hit testing, a list of views, a z-index, the input it
/// handles, …), answered by its conformance instead of by casts.
///
/// The first time the runtime is asked whether a type conforms to a protocol, it searches
/// every conformance record of the program and its libraries (thousands), tens of
/// microseconds each time; a scene brings a few hundred view types never seen before (every
/// generic modifier around every new content is one), and a node asked six such questions.
/// A switch to a new scene spent a third of its time there, and the first key pressed in a
/// scene 6–10 ms asking every node of the tree whether it hears keys. A primitive view's roles
/// come from its witness table instead: the defaults below are chosen when a type adopts
/// `PrimitiveView`, the constrained ones where it also adopts the role's protocol. A view with a
/// body is never asked at all (`primitive(of:)`).

extension PrimitiveView {
  var hitTestHandler: HitTestable? { nil }
  var viewList: ViewList? { nil }
  var lifecycleHandler: LifecycleHandling? { nil }
  var hoverHandler: HoverHandling? { nil }
  var zIndexValue: Double { 0 }
  var clipsContent: Bool { false }
  var presentsWindow: Bool { false }
  var tapHandler: TapHandling? { nil }
  var keyHandler: KeyHandling? { nil }
  var keyCommandHandler: KeyCommandHandling? { nil }
  var focusTying: FocusTying? { nil }
  var modalPresenter: ModalPresenting? { nil }
  var scrollHandler: ScrollHandling? { nil }
  var scrollObserver: ScrollInputObserving? { nil }
  var dragScrollable: DragScrollable? { nil }
  var gestureHandler: GestureHandling? { nil }
  var pointerStyleSource: PointerStyleSource? { nil }
  static var equalityComparison: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? { nil }
}

extension PrimitiveView where Self: Equatable {
  static var equalityComparison: ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
    { a, b in a.assumingMemoryBound(to: Self.self).pointee == b.assumingMemoryBound(to: Self.self).pointee }
  }
}

extension PrimitiveView where Self: HitTestable {
  var hitTestHandler: HitTestable? { self }
}

extension PrimitiveView where Self: ViewList {
  var viewList: ViewList? { self }
}

extension PrimitiveView where Self: LifecycleHandling {
  var lifecycleHandler: LifecycleHandling? { self }
}

extension PrimitiveView where Self: HoverHandling {
  var hoverHandler: HoverHandling? { self }
}

extension PrimitiveView where Self: ClipsContent {
  var clipsContent: Bool { true }
}

extension PrimitiveView where Self: WindowPresenting {
  var presentsWindow: Bool { true }
}

extension PrimitiveView where Self: TapHandling {
  var tapHandler: TapHandling? { self }
}

extension PrimitiveView where Self: KeyHandling {
  var keyHandler: KeyHandling? { self }
}

extension PrimitiveView where Self: KeyCommandHandling {
  var keyCommandHandler: KeyCommandHandling? { self }
}

extension PrimitiveView where Self: FocusTying {
  var focusTying: FocusTying? { self }
}

extension PrimitiveView where Self: ModalPresenting {
  var modalPresenter: ModalPresenting? { self }
}

extension PrimitiveView where Self: ScrollHandling {
  var scrollHandler: ScrollHandling? { self }
}

extension PrimitiveView where Self: ScrollInputObserving {
  var scrollObserver: ScrollInputObserving? { self }
}

extension PrimitiveView where Self: DragScrollable {
  var dragScrollable: DragScrollable? { self }
}

extension PrimitiveView where Self: GestureHandling {
  var gestureHandler: GestureHandling? { self }
}

extension PrimitiveView where Self: PointerStyleSource {
  var pointerStyleSource: PointerStyleSource? { self }
}

/// `view` as a primitive view, or nil when it has a body. Primitive views have no body
/// (`Body == Never`), which the view's own conformance tells; only those are asked of the
/// runtime, once per type.
@MainActor
func primitive(of view: any View) -> (any PrimitiveView)? {
  guard hasNoBody(view) else { return nil }
  return view as? PrimitiveView
}

private func hasNoBody<V: View>(_: V) -> Bool { V.Body.self == Never.self }

extension PrimitiveView {
  /// Whether every role read from the witness table is the one a cast finds: a role adopted
  /// under other conditions than `PrimitiveView` (a conditional conformance) would not be.
  /// Asserted for every node, so debug builds (the tests) check every view they build.
  var rolesMatchConformances: Bool {
    (hitTestHandler != nil) == (self is HitTestable) && (viewList != nil) == (self is ViewList)
      && (lifecycleHandler != nil) == (self is LifecycleHandling)
      && (hoverHandler != nil) == (self is HoverHandling) && clipsContent == (self is ClipsContent)
      && presentsWindow == (self is WindowPresenting) && inputRolesMatchConformances
      && (Self.equalityComparison != nil) == (self is any Equatable)
  }

  /// The input roles' half of `rolesMatchConformances`.
  private var inputRolesMatchConformances: Bool {
    (tapHandler != nil) == (self is TapHandling) && (keyHandler != nil) == (self is KeyHandling)
      && (keyCommandHandler != nil) == (self is KeyCommandHandling) && (focusTying != nil) == (self is FocusTying)
      && (modalPresenter != nil) == (self is ModalPresenting) && (scrollHandler != nil) == (self is ScrollHandling)
      && (scrollObserver != nil) == (self is ScrollInputObserving) && (dragScrollable != nil) == (self is DragScrollable)
      && (gestureHandler != nil) == (self is GestureHandling)
      && (pointerStyleSource != nil) == (self is PointerStyleSource)
  }
}
