import Logging
import PortalUI

/// The large header inside the scroll view: accessory, title and subtitle, where the flow
/// starts. `displays` says what it shows (everything by default); what flows is decided by
/// `.flowingHeader(displays:)` and the destination.
///
/// ```swift
/// ScrollView {
///   FlowingHeaderView(displays: [.title, .accessory])
///   Content()
/// }
/// ```
public struct FlowingHeaderView: View {
  let id: AnyHashable
  let displays: Set<FlowingHeaderDisplayComponent>
  @Environment(\.flowingHeaders) private var headers

  /// The header view of the header without an id. Portal 4.x's `init(id:displays:)`
  /// (imported through `PortalFlowingHeader`) is preferred where both accept a call.
  @_disfavoredOverload
  public init(displays: Set<FlowingHeaderDisplayComponent> = [.title, .accessory]) {
    self.init(id: defaultFlowingHeaderID, displays: displays)
  }

  /// The header view of the header `id`, showing `displays`.
  package init(id: AnyHashable, displays: Set<FlowingHeaderDisplayComponent>) {
    self.id = id
    self.displays = displays
  }

  public var body: some View {
    if let entry = headers[id] {
      HeaderContent(state: entry.state, configuration: entry.configuration, shows: displays)
    } else {
      MissingHeaderNotice(id: id)
    }
  }
}

/// The latest release's name, with the header's id.
public struct PortalHeaderView: View {
  let id: AnyHashable
  let displays: Set<FlowingHeaderDisplayComponent>

  /// The header `id`, showing `displays` (nil, the default: its title, subtitle and accessory).
  public init(id: AnyHashable = defaultFlowingHeaderID, displays: Set<FlowingHeaderDisplayComponent>? = nil) {
    self.id = id
    self.displays = displays ?? [.title, .accessory]
  }

  public var body: some View { FlowingHeaderView(id: id, displays: displays) }
}

/// The header's parts, each reporting where it is laid out.
struct HeaderContent: View {
  let state: FlowingHeaderState
  let configuration: FlowingHeaderConfiguration
  let shows: Set<FlowingHeaderDisplayComponent>

  var body: some View {
    let state = self.state
    let shows = self.shows
    let accessory = shows.contains(.accessory) ? configuration.accessory : nil
    if accessory == nil { state.accessorySource = nil }
    if !shows.contains(.title) { state.titleSource = nil }
    return VStack(spacing: accessory == nil ? 6 : 12) {
      if let accessory {
        HeaderAccessory(state: state, accessory: accessory)
      }
      if shows.contains(.title) {
        Text(configuration.title).font(.largeTitle).lineLimit(1)
          .layoutHook(report: { frame, _ in state.titleSource = frame }, hidden: { state.isFlowing(.title) })
      }
      if !configuration.subtitle.isEmpty {
        HeaderSubtitle(state: state, text: configuration.subtitle)
      }
    }
    .frame(maxWidth: .infinity)
    .padding(EdgeInsets(top: state.stripHeight + 12, leading: 16, bottom: 20, trailing: 16))
    .layoutHook(report: { frame, graph in
      state.headerFrame = frame
      state.headerShows = shows
      state.attach(to: graph)
    })
    // As the flow goes, the header gives up the room below the strip that its flowed parts
    // leave empty, so the content follows the strip without a band between (as a large title
    // collapses into a navigation bar); what it gives up is clipped, not drawn over the content.
    .padding(.bottom, -state.collapse)
    .clipped()
    .onDisappear {
      state.headerFrame = nil
      state.headerShows = nil
    }
  }
}

/// An accessory that either flows (drawn by the destination's layer, so undrawn here) or stays
/// and fades, never below the floor.
struct HeaderAccessory: View {
  let state: FlowingHeaderState
  let accessory: AnyView

  var body: some View {
    let state = self.state
    let fade = state.isFlowing(.accessory) ? 1 : state.accessoryFade
    return
      accessory
      .layoutHook(
        report: { frame, _ in state.accessorySource = frame }, hidden: { state.isFlowing(.accessory) }
      )
      .scaleEffect(fade, anchor: .top)
      .opacity(fade)
  }
}

struct HeaderSubtitle: View {
  let state: FlowingHeaderState
  let text: String

  var body: some View {
    Text(text).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
      .opacity(state.subtitleOpacity)
  }
}

/// Says once, in the log, why a header view shows nothing.
struct MissingHeaderNotice: View {
  let id: AnyHashable
  private static let logger = Logger(label: "portal.header")

  var body: some View {
    EmptyView().onAppear {
      Self.logger.warning(
        "FlowingHeaderView '\(String(describing: id.base))' has no header to show: add .flowingHeader(title:subtitle:) (or .portalHeader(id:…) with the same id) around the view that holds it"
      )
    }
  }
}
