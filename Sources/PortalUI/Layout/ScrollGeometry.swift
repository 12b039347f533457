import Foundation
import PortalGraphics

/// Where a scroll view's content is and how much of it shows, in SwiftUI's types.
public struct ScrollGeometry: Equatable, Sendable {
  /// The content point at the viewport's top-leading corner, in the drawing layer's type.
  package var offset: Point
  /// The size of the content, in the drawing layer's type.
  package var content: Size
  /// The size of the viewport, in the drawing layer's type.
  package var container: Size
  /// What moves the content: a drag holding it, a coast or a wheel notch's glide carrying it
  /// on without new input (then `phase.isScrolling`: the scroll has not come to rest).
  package var phase = ScrollPhase.idle

  package init(contentOffset: Point, contentSize: Size, containerSize: Size, phase: ScrollPhase = .idle) {
    offset = contentOffset
    content = contentSize
    container = containerSize
    self.phase = phase
  }

  /// The content point at the viewport's top-leading corner.
  public var contentOffset: CGPoint { CGPoint(offset) }
  /// The size of the content.
  public var contentSize: CGSize { CGSize(content) }
  /// The size of the viewport.
  public var containerSize: CGSize { CGSize(container) }
  /// The part of the content that shows, in content coordinates.
  public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
  /// The viewport in its own coordinates.
  public var bounds: CGRect { CGRect(origin: .zero, size: containerSize) }
  /// The insets around the content: none, a window has no bars over its scroll views.
  public var contentInsets: EdgeInsets { EdgeInsets() }
}

/// Watches the first scroll view inside and reports changes of a value derived from its
/// geometry after each layout pass.
struct ScrollGeometryObserver<Content: View, Value: Equatable>: View, SingleChildModifier, ReadsDescendantLayout {
  let content: Content
  let transform: (ScrollGeometry) -> Value
  let action: (Value, Value) -> Void

  /// Laid out wherever it moves: it reports geometry after layout.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    // The action is the app's: a rehearsal runs none.
    guard !node.graph.isRehearsal else { return }
    let (transform, action) = (self.transform, self.action)
    node.graph.afterLayoutActions.append { [handle = node.handle] in
      guard let node = handle.node, let geometry = node.firstScrollGeometry else { return }
      let value = transform(geometry)
      let previous = node[ObservedScrollGeometry<Value>.self]
      node[ObservedScrollGeometry<Value>.self] = value
      if let previous, previous != value { action(previous, value) }
    }
  }
}

extension Node {
  /// The geometry of the first scroll view in this subtree (tree order).
  var firstScrollGeometry: ScrollGeometry? {
    // Searched after every layout: it stops at the first scroll view rather than visiting the
    // (possibly long) content inside it.
    if clipsContent, let state = self[ScrollViewState.self] {
      return ScrollGeometry(
        contentOffset: state.offset, contentSize: state.contentSize, containerSize: state.viewportSize,
        phase: state.phase)
    }
    for child in children {
      if let found = child.firstScrollGeometry { return found }
    }
    return nil
  }
}

extension View {
  /// Runs `action` with the old and new value when a value derived from the geometry of the
  /// scroll view inside this view changes (checked after each layout pass; the value seen at
  /// the first layout is recorded without calling the action). State changed by the action is
  /// applied in the same frame.
  ///
  /// ```swift
  /// ScrollView { … }
  ///   .onScrollGeometryChange(for: Double.self, of: { $0.contentOffset.y }) { _, y in offset = y }
  /// ```
  public func onScrollGeometryChange<Value: Equatable>(
    for type: Value.Type, of transform: @escaping (ScrollGeometry) -> Value,
    action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
  ) -> some View {
    ScrollGeometryObserver(content: self, transform: transform, action: action)
  }
}

/// Reports the geometry of the first scroll view inside after every layout pass, the first one
/// included, right after the scroll view placed its content.
struct ScrollGeometryHookView<Content: View>: View, SingleChildModifier, ReadsDescendantLayout {
  let content: Content
  let report: (ScrollGeometry) -> Void

  /// Laid out wherever it moves: it reports geometry during layout.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    node.placeContent(in: frame)
    // A rehearsal's scroll views are nowhere on screen: no header hears of them.
    guard !node.graph.isRehearsal else { return }
    if let geometry = node.firstScrollGeometry { report(geometry) }
  }
}

extension View {
  /// For modules of this package: `report` receives the geometry of the first scroll view inside
  /// after every layout pass (unlike `onScrollGeometryChange`, also the first, and during layout).
  package func scrollGeometryHook(_ report: @escaping (ScrollGeometry) -> Void) -> some View {
    ScrollGeometryHookView(content: self, report: report)
  }
}

/// The value an `.onScrollGeometryChange` transform last produced.
enum ObservedScrollGeometry<V>: NodeStateSlot {
  typealias Value = V
}
