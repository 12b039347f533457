import PortalUI

/// Declares a header: its content, what flows, how it snaps. Its `FlowingHeaderView` and
/// destination, anywhere inside, find it by id.
struct FlowingHeaderModifier<Content: View>: View {
  let content: Content
  let id: AnyHashable
  let configuration: FlowingHeaderConfiguration
  @State private var state = FlowingHeaderState()
  @Environment(\.accessibilityReduceMotion) private var reduceMotion
  @Environment(\.flowingHeaderTrace) private var trace
  @Environment(\.flowingHeaders) private var headers

  var body: some View {
    let state = self.state
    state.id = id
    state.configuration = configuration
    state.reduceMotion = reduceMotion
    state.trace = trace
    var headers = self.headers
    headers[id] = FlowingHeaderEntry(state: state, configuration: configuration)
    let declared = PortalHeaderContent(
      id: (id.base as? String) ?? "\(id)", title: configuration.title, subtitle: configuration.subtitle,
      displays: configuration.displays, layout: configuration.layout, snappingBehavior: configuration.snapping)
    return content.environment(\.flowingHeaders, headers)
      .environment(\.portalHeaderContent, declared)
      .environment(\.portalHeaderAccessoryView, configuration.accessory)
      .environment(\.portalHeaderLayout, configuration.layout)
  }
}

extension View {
  /// A header whose title (and accessory, when `displays` includes it) flows from the
  /// `FlowingHeaderView` in a scroll view into the title strip of its `.flowingHeaderDestination()`
  /// as the user scrolls. Put it around the pane that holds both.
  ///
  /// ```swift
  /// ScrollView {
  ///   FlowingHeaderView()
  ///   ItemList()
  /// }
  /// .flowingHeaderDestination(displays: [.title, .accessory])
  /// .flowingHeader(title: "Favorites", subtitle: "Your starred items", displays: [.title, .accessory]) {
  ///   Image(systemName: "star.fill").font(.system(size: 64)).foregroundStyle(.yellow)
  /// }
  /// ```
  ///
  /// Portal 4.x's form of this call (with an `id:`, imported through `PortalFlowingHeader`) is
  /// preferred where both accept it; the two behave alike.
  @_disfavoredOverload
  public func flowingHeader<Accessory: View>(
    title: String, subtitle: String, displays: Set<FlowingHeaderDisplayComponent> = [.title, .accessory],
    layout: FlowingHeaderLayout = .vertical, snappingBehavior: FlowingHeaderSnappingBehavior = .directional,
    @ViewBuilder accessory: () -> Accessory
  ) -> some View {
    portalHeader(
      id: defaultFlowingHeaderID, title: title, subtitle: subtitle, displays: displays, layout: layout,
      snappingBehavior: snappingBehavior, accessory: accessory)
  }

  /// A header with a title and subtitle only. Portal 4.x's form (with an `id:`) is preferred
  /// where both accept a call; the two behave alike.
  @_disfavoredOverload
  public func flowingHeader(
    title: String, subtitle: String, displays: Set<FlowingHeaderDisplayComponent> = [.title],
    layout: FlowingHeaderLayout = .horizontal, snappingBehavior: FlowingHeaderSnappingBehavior = .directional
  ) -> some View {
    portalHeader(
      id: defaultFlowingHeaderID, title: title, subtitle: subtitle, displays: displays, layout: layout,
      snappingBehavior: snappingBehavior)
  }

  /// The seed's short form: a header titled `title`, with no subtitle and no accessory.
  ///
  /// ```swift
  /// NavigationStack {
  ///   ScrollView { FlowingHeaderView(); Rows() }
  ///     .flowingHeaderDestination("Settings")
  /// }
  /// .flowingHeader("Settings")
  /// ```
  public func flowingHeader(_ title: String) -> some View {
    flowingHeader(title: title, subtitle: "")
  }

  /// The latest release's spelling, with an `id` so several headers coexist (one per pane);
  /// the header's `PortalHeaderView` and `.portalHeaderDestination` use the same id.
  ///
  /// As in that release, a header with an accessory lets both the title and the accessory flow
  /// (`displays: [.title, .accessory]`), the accessory stacked above the title in the strip
  /// (`layout: .vertical`); `.flowingHeader` with an accessory has the same defaults.
  public func portalHeader<Accessory: View>(
    id: AnyHashable = defaultFlowingHeaderID, title: String, subtitle: String,
    displays: Set<FlowingHeaderDisplayComponent> = [.title, .accessory], layout: FlowingHeaderLayout = .vertical,
    snappingBehavior: FlowingHeaderSnappingBehavior = .directional, @ViewBuilder accessory: () -> Accessory
  ) -> some View {
    FlowingHeaderModifier(
      content: self, id: id,
      configuration: FlowingHeaderConfiguration(
        title: title, subtitle: subtitle, displays: displays, layout: layout, snapping: snappingBehavior,
        accessory: AnyView(accessory())))
  }

  /// The latest release's spelling of a header with a title and subtitle only.
  public func portalHeader(
    id: AnyHashable = defaultFlowingHeaderID, title: String, subtitle: String,
    displays: Set<FlowingHeaderDisplayComponent> = [.title], layout: FlowingHeaderLayout = .horizontal,
    snappingBehavior: FlowingHeaderSnappingBehavior = .directional
  ) -> some View {
    FlowingHeaderModifier(
      content: self, id: id,
      configuration: FlowingHeaderConfiguration(
        title: title, subtitle: subtitle, displays: displays, layout: layout, snapping: snappingBehavior,
        accessory: nil))
  }
}
