import PortalGraphics
import PortalHost

struct TapGestureView<Content: View>: View, SingleChildModifier, TapHandling {
  let content: Content
  let count: Int
  let action: () -> Void

  var tapCount: Int { count }
  func performTap() { action() }

  var drawsOnlyChildren: Bool { false }

  /// The focus ring's width, and the clear gap between it and what it marks.
  static var focusRingWidth: Double { 2 }
  static var focusRingGap: Double { 2 }

  func draw(node: Node, in context: DrawContext) {
    node.drawChildren(in: context)
    if node.graph.input.focusedNode === node {
      context.canvas.stroke(
        Self.focusRingPath(of: node), with: .color(.accentColor), lineWidth: Self.focusRingWidth)
    }
  }

  /// The ring's centre line: around the focus-effect shape the view sets inside
  /// (`.contentShape(.focusEffect, …)`, concentric with a rounded rectangle), else around its
  /// frame with slightly rounded corners; an even gap from either.
  static func focusRingPath(of node: Node) -> Path {
    let centre = focusRingGap + focusRingWidth / 2
    if let (shaping, shaped) = focusEffectShape(inside: node),
      let path = shaping.focusRingPath(around: shaped.frame, gap: centre)
    {
      return path
    }
    return Path(roundedRect: node.frame.insetBy(dx: -centre, dy: -centre), radii: CornerRadii(6))
  }

  /// The first view inside `node` that sets a focus-effect shape, in drawing order, not inside
  /// another tappable view (whose own ring it shapes) nor moved by a render transform.
  private static func focusEffectShape(inside node: Node) -> (FocusEffectShaping, Node)? {
    for child in node.children where child.renderTransform == nil {
      if let shaping = child.view as? FocusEffectShaping,
        shaping.focusRingPath(around: child.frame, gap: 0) != nil
      {
        return (shaping, child)
      }
      if child.primitive?.tapHandler != nil { continue }
      if let found = focusEffectShape(inside: child) { return found }
    }
    return nil
  }

  var paintOutset: Double { Self.focusRingGap + Self.focusRingWidth }

  /// Its focus ring is a paint of its own.
  func fadeablePaint(node: Node) -> FadeablePaint { node.graph.input.focusedNode === node ? .group : .children }

  func paintsOpaque(over rect: Rect, node: Node) -> Bool { node.childrenPaintOpaque(over: rect) }

  func opaqueOutline(node: Node) -> Path? {
    node.graph.input.focusedNode === node ? nil : node.soleDrawnChild?.opaqueOutline
  }
}

struct HoverView<Content: View>: View, SingleChildModifier, HoverHandling {
  let content: Content
  let action: (Bool) -> Void
  func hoverChanged(_ inside: Bool) { action(inside) }
}

struct KeyPressView<Content: View>: View, SingleChildModifier, KeyHandling {
  let content: Content
  let keys: Set<Key>?
  let action: (Key) -> Bool
  func handleKey(_ key: Key) -> Bool {
    if let keys, !keys.contains(key) { return false }
    return action(key)
  }
}

struct LifecycleView<Content: View>: View, SingleChildModifier, LifecycleHandling {
  let content: Content
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?
  func appeared(node: Node) { onAppear?() }
  func disappeared(node: Node) { onDisappear?() }
}

/// Runs an action when a value differs from the one seen at the previous update.
struct ChangeObserverView<Content: View, Value: Equatable>: View, SingleChildModifier {
  let content: Content
  let value: Value
  let initial: Bool
  let action: (Value, Value) -> Void

  func didUpdate(node: Node) {
    let previous = node[ObservedValue<Value>.self]
    node[ObservedValue<Value>.self] = value
    let current = value
    let action = self.action
    if let previous, previous != current {
      node.graph.afterUpdate { action(previous, current) }
    } else if previous == nil, initial {
      node.graph.afterUpdate { action(current, current) }
    }
  }
}

extension View {
  /// Runs `action` when the view is clicked (pressed and released on it) `count` times in a
  /// row, or activated with Enter while it has keyboard focus.
  ///
  /// Clicks count as a double (or triple) click when each follows the last within 0.4 s and
  /// 4 points. A view with a double-tap handler inside one with a single-tap handler gets the
  /// double click; the single click goes to the outer handler.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    TapGestureView(content: self, count: count, action: action)
  }

  /// Runs `action` with true when the pointer enters the view and false when it leaves.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    HoverView(content: self, action: action)
  }

  /// Handles key presses; return true when the key was used.
  public func onKeyPress(_ key: Key, action: @escaping () -> Bool) -> some View {
    KeyPressView(content: self, keys: [key]) { _ in action() }
  }

  /// Handles any key press; return true when the key was used.
  public func onKeyPress(action: @escaping (Key) -> Bool) -> some View {
    KeyPressView(content: self, keys: nil, action: action)
  }

  /// Runs `action` when the view enters the tree.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(content: self, onAppear: action, onDisappear: nil)
  }

  /// Runs `action` when the view leaves the tree.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    LifecycleView(content: self, onAppear: nil, onDisappear: action)
  }
}

extension View {
  /// Runs `action` with the old and new value whenever `value` changes between updates
  /// (and once at first appearance when `initial` is true).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    ChangeObserverView(content: self, value: value, initial: initial, action: action)
  }

  /// Runs `action` whenever `value` changes between updates.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    ChangeObserverView(content: self, value: value, initial: initial) { _, _ in action() }
  }

  /// Runs `action` with the new value whenever `value` changes between updates: the form of
  /// iOS 14–16, kept for code written then.
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
    ChangeObserverView(content: self, value: value, initial: false) { _, new in action(new) }
  }
}

/// The value an `.onChange(of:)` last saw.
enum ObservedValue<V>: NodeStateSlot {
  typealias Value = V
}
