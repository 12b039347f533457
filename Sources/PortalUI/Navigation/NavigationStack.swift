import PortalGraphics
import PortalHost

/// A stack of pages inside the window: the root, and a page for each value pushed on its
/// path, with a title strip on top showing the top page's `.navigationTitle` and a back
/// button.
///
/// Pushing (a `NavigationLink`, or appending to the path) slides the new page in from the
/// trailing edge over the old one, which shifts a little to the leading side; popping (the
/// back button, Esc, Alt+Left, `dismiss()` from `@Environment(\.dismiss)` on a pushed page,
/// or shortening the path) reverses it. The pages below the top keep their state.
///
/// ```swift
/// NavigationStack {
///   AlbumList()
///     .navigationTitle("Albums")
///     .navigationDestination(for: Album.self) { album in AlbumView(album: album) }
/// }
/// ```
public struct NavigationStack<Root: View>: View {
  nonisolated(unsafe) let root: Root
  let externalPath: Binding<[AnyHashable]>?

  /// A stack that keeps its own path.
  nonisolated public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    externalPath = nil
  }

  /// A stack whose pushed values are `path`: change it to push or pop, read it to know
  /// where the user is.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    externalPath = Binding(get: { path.wrappedValue.elements }, set: { path.wrappedValue.elements = $0 })
  }

  /// A stack whose pushed values, all of one type, are `path`.
  ///
  /// ```swift
  /// @State private var path: [Album] = []
  /// NavigationStack(path: $path) { … }
  /// ```
  public init<Data: Hashable & SendableMetatype>(path: Binding<[Data]>, @ViewBuilder root: () -> Root) {
    self.root = root()
    externalPath = Binding(
      get: { path.wrappedValue.map(AnyHashable.init) },
      set: { path.wrappedValue = unwrapped($0) })
  }

  public var body: some View { NavigationStackOwner(root: AnyView(root), externalPath: externalPath) }
}

/// Owns a stack's context and, when no path is bound, its path. (Kept out of
/// `NavigationStack` so that its initialiser, like SwiftUI's, can run outside the main actor.)
private struct NavigationStackOwner: View {
  let root: AnyView
  let externalPath: Binding<[AnyHashable]>?
  @State private var ownPath: [AnyHashable] = []
  @State private var context = NavigationContext()

  var body: some View {
    let path = externalPath ?? $ownPath
    context.path = path
    return NavigationStackContainer(context: context, root: root, values: path.wrappedValue)
  }
}

/// The values of an erased path that are of the type the caller's typed path holds.
private func unwrapped<Data>(_ values: [AnyHashable]) -> [Data] { values.compactMap { $0.base as? Data } }

/// Lays out the title strip over the top and the pages below it, and animates every change of
/// depth (however the path changed) with the stack's animation.
struct NavigationStackContainer: View, PrimitiveView, KeyCommandHandling {
  let context: NavigationContext
  let root: AnyView
  let values: [AnyHashable]

  static let animation = Animation.smooth(duration: 0.35)
  static let stripHeight = 52.0

  func didUpdate(node: Node) {
    let previous = node[StackDepth.self]
    node[StackDepth.self] = values.count
    if let previous, previous != values.count {
      node.scopedAnimation = (Self.animation, node.graph.updatePass)
    }
  }

  func children() -> [ChildView] {
    [
      ChildView(
        key: ViewKey().appending("pages"), view: NavigationPages(context: context, root: root, values: values)
      ),
      ChildView(
        key: ViewKey().appending("strip"), view: NavigationTitleStrip(context: context, depth: values.count)),
      ChildView(
        key: ViewKey().appending("bottom"), view: NavigationBottomBar(context: context, depth: values.count)),
    ]
  }

  func transformEnvironment(_ environment: inout EnvironmentValues) {
    environment.navigationContext = context
  }

  /// A stack has no size of its own; offered none (in a sheet, which sizes to its content) it
  /// takes an iPad form sheet's 540 × 620, the size iOS code written for a sheet expects.
  func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> Size {
    proposal.replacingUnspecified(by: Self.idealSize)
  }

  static let idealSize = Size(width: 540, height: 620)

  /// Laid out wherever it moves: it places pages by their slide.
  var placementFollowsTranslation: Bool { false }

  func place(in frame: Rect, node: Node) {
    let stripHeight = context.hiddenStrips.contains(values.count) ? 0 : Self.stripHeight
    let strip = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: stripHeight)
    let pages = Rect(
      x: frame.minX, y: strip.maxY, width: frame.width, height: max(0, frame.height - Self.stripHeight))
    for child in node.children { child.place(in: child.view is NavigationTitleStrip ? strip : pages) }
  }

  func handleKey(_ key: Key, modifiers: KeyModifiers) -> Bool {
    guard !values.isEmpty, key == .escape || (key == .left && modifiers.contains(.alt)) else { return false }
    context.pop(toDepth: values.count - 1)
    return true
  }
}

/// How many pages a stack showed above its root at its last update.
enum StackDepth: NodeStateSlot {
  typealias Value = Int
}
