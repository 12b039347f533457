// `import PortalFlowingHeader`: the flowing header under Portal 4.x's module name, so an app
// written against that release keeps its imports. Everything of
// `PortalTransitionsFlowingHeader` is here, with 4.x's spellings that it lacks: headers named
// by a string `id` (4.x's `"default"` is the header of the calls that name none).
@_exported import PortalTransitionsFlowingHeader
import PortalUI

/// The header id of a Portal 4.x call: its `"default"` is the header of the spellings that
/// take no id.
func headerID(_ id: String) -> AnyHashable { id == "default" ? defaultFlowingHeaderID : AnyHashable(id) }

/// Portal 4.x's name for the header's pure maths (`calculateProgress`, `calculatePosition`,
/// `calculateScale`, `calculateAccessoryFade`).
public typealias FlowingHeaderCalculations = PortalHeaderCalculations
/// Portal 4.x's name for a header's configuration as its views read it from the environment.
public typealias FlowingHeaderContent = PortalHeaderContent

extension View {
  /// Portal 4.x: a header titled `title` over `subtitle`, named `id`, whose parts in `displays`
  /// flow into the title strip of `.flowingHeaderDestination(id:)` as the scroll view scrolls.
  ///
  /// ```swift
  /// NavigationStack {
  ///   ScrollView { FlowingHeaderView(); Rows() }
  ///     .flowingHeaderDestination()
  /// }
  /// .flowingHeader(title: "Settings", subtitle: "Manage your preferences")
  /// ```
  public func flowingHeader(
    id: String = "default", title: String, subtitle: String, displays: Set<FlowingHeaderDisplayComponent> = [.title],
    layout: AccessoryLayout = .horizontal, snappingBehavior: SnappingBehavior = .directional
  ) -> some View {
    portalHeader(
      id: headerID(id), title: title, subtitle: subtitle, displays: displays, layout: layout,
      snappingBehavior: snappingBehavior)
  }

  /// Portal 4.x: the same with an accessory (an image, an icon, any view) above the title,
  /// which flows too (`displays: [.title, .accessory]`, `layout: .vertical` by default).
  ///
  /// ```swift
  /// .flowingHeader(title: "Favorites", subtitle: "Starred items") {
  ///   Image(systemName: "star.fill").font(.system(size: 64))
  /// }
  /// ```
  public func flowingHeader<AccessoryContent: View>(
    id: String = "default", title: String, subtitle: String,
    displays: Set<FlowingHeaderDisplayComponent> = [.title, .accessory], layout: AccessoryLayout = .vertical,
    snappingBehavior: SnappingBehavior = .directional, @ViewBuilder accessory: () -> AccessoryContent
  ) -> some View {
    portalHeader(
      id: headerID(id), title: title, subtitle: subtitle, displays: displays, layout: layout,
      snappingBehavior: snappingBehavior, accessory: accessory)
  }

  /// Portal 4.x: makes this scroll view the destination of the header `id`: a title strip
  /// pinned to its top, receiving the parts in `displays`, or (nil, the default) what the
  /// header lets flow.
  public func flowingHeaderDestination(
    id: String = "default", displays: Set<FlowingHeaderDisplayComponent>? = nil
  ) -> some View {
    portalHeaderDestination(id: headerID(id), displays: displays)
  }
}

extension FlowingHeaderView {
  /// Portal 4.x: the large header of the header `id`, showing `displays` (nil, the default:
  /// its title, subtitle and accessory).
  public init(id: String = "default", displays: Set<FlowingHeaderDisplayComponent>? = nil) {
    self.init(id: headerID(id), displays: displays ?? [.title, .accessory])
  }
}

extension EnvironmentValues {
  /// Portal 4.x's name for `portalHeaderContent`.
  public var flowingHeaderContent: FlowingHeaderContent? {
    get { portalHeaderContent }
    set { portalHeaderContent = newValue }
  }

  /// Portal 4.x's name for `portalHeaderAccessoryView`.
  public var flowingHeaderAccessoryView: AnyView? {
    get { portalHeaderAccessoryView }
    set { portalHeaderAccessoryView = newValue }
  }

  /// Portal 4.x's name for `portalHeaderLayout`.
  public var flowingHeaderLayout: AccessoryLayout {
    get { portalHeaderLayout }
    set { portalHeaderLayout = newValue }
  }
}
