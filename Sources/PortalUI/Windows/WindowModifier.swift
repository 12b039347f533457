import PortalGraphics
import PortalHost

/// What a window opened with `.window(isPresented:)` is to the window manager.
public enum WindowKind: Sendable, Equatable {
  /// An ordinary window of its own (the default).
  case normal
  /// A dialog of the window that opens it, as SwiftUI on macOS shows a sheet or an alert in a
  /// window of its own: the window manager keeps it above that window and gives it no
  /// task-bar entry of its own (`_NET_WM_WINDOW_TYPE_DIALOG`, `WM_TRANSIENT_FOR`).
  case dialog
}

/// Where a window opened with `.window(isPresented:)` appears.
public enum WindowPlacement: Sendable, Equatable {
  /// Beside the window that opens it, top edges aligned, with a gap between them: to its right
  /// where the screen has room, else to its left, else centred over it; always on the screen.
  case beside(gap: Double = 24)
  /// At a point on the screen, in logical pixels (kept on the screen by the host).
  case at(Point)

  /// Where a window of `size` opens beside `opener` (screen rectangles, logical pixels) on a
  /// screen of `screen` (nil: no screen to look for room on, so to the right).
  static func origin(beside opener: Rect, gap: Double, size: Size, screen: Size?) -> Point {
    origin(beside: opener, gap: gap, size: size, area: screen.map { Rect(origin: .zero, size: $0) })
  }

  /// Where a window of `size` opens beside `opener` within `area` (the monitor that holds the
  /// opener; nil: no screen to look for room on, so to the right).
  static func origin(beside opener: Rect, gap: Double, size: Size, area: Rect?) -> Point {
    let right = Point(x: opener.maxX + gap, y: opener.minY)
    guard let area else { return right }
    let y = min(max(area.minY, opener.minY), max(area.minY, area.maxY - size.height))
    if right.x + size.width <= area.maxX { return Point(x: right.x, y: y) }
    let left = opener.minX - gap - size.width
    if left >= area.minX { return Point(x: left, y: y) }
    let centred = Point(x: opener.midX - size.width / 2, y: opener.midY - size.height / 2)
    return Point(
      x: min(max(area.minX, centred.x), max(area.minX, area.maxX - size.width)).rounded(),
      y: min(max(area.minY, centred.y), max(area.minY, area.maxY - size.height)).rounded())
  }
}

/// Views that open a window; the graph closes it when they leave the tree.
@MainActor
protocol WindowPresenting {}

/// What a `.window` modifier asks for in one update.
struct WindowRequest {
  let title: String
  let size: Size
  let placement: WindowPlacement
  let kind: WindowKind
  let content: AnyView
  let environment: EnvironmentValues
  let dismiss: () -> Void
}

/// Shows `windowContent` in a top-level window of its own while `isPresented` is true.
struct WindowPresenter<Content: View>: View, SingleChildModifier, WindowPresenting {
  let content: Content
  let isPresented: Binding<Bool>
  let title: String
  let size: Size
  let placement: WindowPlacement
  let kind: WindowKind
  let windowContent: () -> AnyView

  func didUpdate(node: Node) {
    let binding = isPresented
    let request =
      binding.wrappedValue
      ? WindowRequest(
        title: title, size: size, placement: placement, kind: kind, content: windowContent(),
        environment: node.environment,
        dismiss: { binding.wrappedValue = false })
      : nil
    let graph = node.graph
    let handle = node.handle
    graph.afterUpdate {
      guard let node = handle.node, node.isAttached else { return }
      graph.mainGraph.windowGraphs.update(presentedBy: node, request: request)
    }
  }
}

extension View {
  /// Shows `content` in a second top-level window while `isPresented` is true, as SwiftUI's
  /// `.sheet` shows it over this one.
  ///
  /// The window opens beside the one this view is in (or where `placement` says) with the given
  /// title and size. Its views live in the same app: they read this view's environment, a
  /// `PortalContainer` around this view reaches into it (a layer can fly from a card here to a
  /// destination there), and their state lasts as long as the window is open. Setting
  /// `isPresented` to false closes it; so does the window manager's close button, which sets
  /// `isPresented` to false instead of quitting the app. Leaving the tree closes it too.
  /// `kind: .dialog` makes it a dialog of the window that opens it. The window manager is told
  /// the smallest size its views fit in (`WM_NORMAL_HINTS`), and it stays inside the monitor
  /// that holds the window that opens it.
  ///
  /// ```swift
  /// Gallery()
  ///   .window(isPresented: $showsInspector, title: "Inspector", size: Size(width: 420, height: 560)) {
  ///     InspectorView()
  ///   }
  /// ```
  public func window<WindowContent: View>(
    isPresented: Binding<Bool>, title: String, size: Size, placement: WindowPlacement = .beside(),
    kind: WindowKind = .normal, @ViewBuilder content: @escaping () -> WindowContent
  ) -> some View {
    WindowPresenter(
      content: self, isPresented: isPresented, title: title, size: size, placement: placement, kind: kind,
      windowContent: { AnyView(content()) })
  }

  /// Shows a window for `item` while it is not nil; a different item replaces the window's
  /// content (the window stays open). Closing the window sets `item` to nil.
  ///
  /// ```swift
  /// grid.window(item: $inspected, title: "Details", size: Size(width: 520, height: 640)) { card in
  ///   CardDetail(card: card)
  /// }
  /// ```
  public func window<Item, WindowContent: View>(
    item: Binding<Item?>, title: String, size: Size, placement: WindowPlacement = .beside(),
    kind: WindowKind = .normal, @ViewBuilder content: @escaping (Item) -> WindowContent
  ) -> some View {
    let current = item.wrappedValue
    let isPresented = Binding<Bool>(get: { current != nil }, set: { if !$0 { item.wrappedValue = nil } })
    return WindowPresenter(
      content: self, isPresented: isPresented, title: title, size: size, placement: placement, kind: kind,
      windowContent: { current.map { AnyView(content($0)) } ?? AnyView(EmptyView()) })
  }
}
