import PortalGraphics

// Which primitive views can tell that an update leaves their own pixels as they were
// (`PrimitiveView.drawsAsBefore`). A view not named here draws its whole painted bounds again
// whenever its parent hands it a new value, which is always right and only costs time.

/// A primitive view that draws nothing of its own and shows its children as they are, where
/// their frames say (a stack, a frame, padding, an observer): an update of it never changes a
/// pixel by itself. A change it makes to its children's frames, transforms or opacity damages
/// where they were and are through their own moves.
protocol DrawsNothingOfItsOwn: PrimitiveView {}

extension DrawsNothingOfItsOwn {
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool { true }
}

/// A primitive view whose drawing depends on its value and its environment alone (a text, a
/// colour): equal values in an unchanged environment draw the same.
protocol DrawsItsValue: PrimitiveView, Equatable {}

extension DrawsItsValue {
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool {
    environmentUnchanged && (old as? Self) == self
  }
}

extension Text: DrawsItsValue {}
extension PortalGraphics.Color: DrawsItsValue {}

/// A primitive view whose own paint follows its environment (the appearance) and nothing of
/// its value: any value draws the same in an unchanged environment.
protocol DrawsItsEnvironment: PrimitiveView {}

extension DrawsItsEnvironment {
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool { environmentUnchanged }
}

/// A divider's line depends on the appearance alone.
extension Divider: DrawsItsEnvironment {}

extension ShapeView {
  /// The same outline, style and stroke in an unchanged environment. Shapes and styles that
  /// are neither `Equatable` nor plain data read as changed.
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool {
    guard environmentUnchanged, let old = old as? Self else { return false }
    return old.stroke == stroke && old.insideFrame == insideFrame && ValueEquality.same(old.shape, shape)
      && ValueEquality.sameStyle(old.style, style)
  }
}

extension ZIndexView {
  /// A new z-index changes the order the view is drawn in among its siblings.
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool {
    (old as? Self)?.zIndexValue == zIndexValue
  }
}

extension ClipShapeView {
  /// The same clip shape: the content, which speaks for itself, is cut where it was.
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool {
    guard let old = old as? Self else { return false }
    return ValueEquality.same(old.shape, shape)
  }
}

/// Its own paint is the focus ring, which follows the keyboard focus (moving it damages the
/// ring): a new action or count changes no pixel.
extension TapGestureView: DrawsItsEnvironment {}

/// Its own paint is its shadow and ground, which follow its frame (a new size damages it) and
/// the appearance: new content speaks for itself.
extension SheetCard: DrawsItsEnvironment {}

extension ScrollView {
  /// Its own paint is the indicators, which follow the scroll state (scrolling damages them):
  /// new content speaks for itself.
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool {
    guard environmentUnchanged, let old = old as? Self else { return false }
    return old.axes == axes && old.showsIndicators == showsIndicators
  }
}

// Lists of views, when a node holds one itself.
extension TupleView: DrawsNothingOfItsOwn {}
extension ConditionalContent: DrawsNothingOfItsOwn {}
extension Optional: DrawsNothingOfItsOwn where Wrapped: View {}
extension EmptyView: DrawsNothingOfItsOwn {}
extension Group: DrawsNothingOfItsOwn {}
extension AnyView: DrawsNothingOfItsOwn {}
extension ForEach: DrawsNothingOfItsOwn {}

// Layout.
extension VStack: DrawsNothingOfItsOwn {}
extension HStack: DrawsNothingOfItsOwn {}
extension ZStack: DrawsNothingOfItsOwn {}
extension Spacer: DrawsNothingOfItsOwn {}
extension PaddingView: DrawsNothingOfItsOwn {}
extension FixedFrameView: DrawsNothingOfItsOwn {}
extension FlexibleFrameView: DrawsNothingOfItsOwn {}
extension FixedSizeView: DrawsNothingOfItsOwn {}
extension AspectRatioView: DrawsNothingOfItsOwn {}
extension SafeAreaInsetView: DrawsNothingOfItsOwn {}
extension LayeredView: DrawsNothingOfItsOwn {}
extension GeometryReader: DrawsNothingOfItsOwn {}
extension ScrollViewReader: DrawsNothingOfItsOwn {}
extension OffsetView: DrawsNothingOfItsOwn {}
extension PositionView: DrawsNothingOfItsOwn {}
extension LazyVGrid: DrawsNothingOfItsOwn {}
extension LazyVStack: DrawsNothingOfItsOwn {}
extension LazyHStack: DrawsNothingOfItsOwn {}

// Effects that damage what they change themselves when their presented value moves
// (`Node.animatedSubtreeEffect`, `Node.placeContent(in:renderTransform:)`).
extension OpacityView: DrawsNothingOfItsOwn {}
extension RenderTransformView: DrawsNothingOfItsOwn {}

// Environment, preferences, identity, input and lifecycle: nothing drawn.
extension EnvironmentWriter: DrawsNothingOfItsOwn {}
extension PrewarmView: DrawsNothingOfItsOwn {}
extension AnimationScopeView: DrawsNothingOfItsOwn {}
extension PreferenceValueWriter: DrawsNothingOfItsOwn {}
// A presenter shows its content and, over it, the layer; the layer its backdrop and card.
extension SheetPresenter: DrawsNothingOfItsOwn {}
extension SheetLayer: DrawsNothingOfItsOwn {}
extension PreferenceTransformer: DrawsNothingOfItsOwn {}
extension AnchorPreferenceWriter: DrawsNothingOfItsOwn {}
extension PreferenceChangeObserver: DrawsNothingOfItsOwn {}
extension CoordinateSpaceView: DrawsNothingOfItsOwn {}
extension IDView: DrawsNothingOfItsOwn {}
extension HitTestingSwitchView: DrawsNothingOfItsOwn {}
extension ContentShapeView: DrawsNothingOfItsOwn {}
extension HoverView: DrawsNothingOfItsOwn {}
extension KeyPressView: DrawsNothingOfItsOwn {}
extension LifecycleView: DrawsNothingOfItsOwn {}
extension ChangeObserverView: DrawsNothingOfItsOwn {}
extension TaskView: DrawsNothingOfItsOwn {}
extension ScrollInputObserverView: DrawsNothingOfItsOwn {}
extension ScrollPhaseObserverView: DrawsNothingOfItsOwn {}
extension ScrollGeometryObserver: DrawsNothingOfItsOwn {}
extension ScrollGeometryHookView: DrawsNothingOfItsOwn {}
extension FocusedView: DrawsNothingOfItsOwn {}
extension KindedContentShapeView: DrawsNothingOfItsOwn {}
extension TagView: DrawsNothingOfItsOwn {}
extension TabItemView: DrawsNothingOfItsOwn {}
extension ListRowTraitsView: DrawsNothingOfItsOwn {}
extension NavigationDestinationView: DrawsNothingOfItsOwn {}
extension NavigationTitleView: DrawsNothingOfItsOwn {}
extension RemovalObserver: DrawsNothingOfItsOwn {}
extension ViewModifierContent: DrawsNothingOfItsOwn {}

// A layer asked for by hand: its pixels are its content's, which speaks for itself.
extension DrawingGroupView: DrawsNothingOfItsOwn {}

extension NavigationPages {
  /// It paints nothing of its own: it clips the pages to its frame and leaves out those under
  /// the top two, which move, come and go as children and speak for themselves.
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool { true }
}

/// Its own paint is the shadow beside the page and the dimming of a covered page, which
/// follows the slot's animated covered fraction (moving it damages the page): being covered or
/// uncovered changes no pixel until that fraction moves.
extension PageSlot: DrawsItsEnvironment {}

/// Its own paint is the page's ground, which follows the appearance alone.
extension NavigationPageView: DrawsItsEnvironment {}

extension LayoutHookView {
  /// It draws its content or, hidden, nothing: the same while the old and the new value agree
  /// on whether it is hidden (a portal end shown or hidden later damages itself).
  func drawsAsBefore(_ old: any PrimitiveView, environmentUnchanged: Bool) -> Bool {
    guard let old = old as? Self else { return false }
    return old.isHidden() == isHidden()
  }
}

extension Image: DrawsItsValue {}
