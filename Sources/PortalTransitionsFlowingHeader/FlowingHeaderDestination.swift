import PortalUI

/// Wraps the scroll view: measures it, watches its wheel, scrolls it to snap, and draws the
/// title strip with the flowing title and accessory over it.
struct FlowingHeaderDestination<Content: View>: View {
  let content: Content
  let id: AnyHashable
  /// What flows into this strip; nil follows the header's own `displays`.
  let displays: Set<FlowingHeaderDisplayComponent>?
  @Environment(\.flowingHeaders) private var headers

  var body: some View {
    if let entry = headers[id] {
      let state = entry.state
      let displays = self.displays ?? entry.configuration.displays
      // The strip's height is known from what flows before anything is laid out: the header
      // (inside the content, evaluated after this) leaves room for it in its first layout,
      // instead of moving down a second time once the strip is measured.
      let _ = state.anticipateStrip(destinationDisplays: displays, configuration: entry.configuration)
      ScrollViewReader { proxy in
        content
          .scrollGeometryHook { state.scrollGeometry = $0 }
          .onScrollInput { _, dy, _ in state.wheel(dy: dy) }
          .layoutHook(report: { frame, graph in
            state.scrollFrame = frame
            state.scrollProxy = proxy
            state.destinationDisplays = displays
            state.attach(to: graph)
          })
          .overlay(alignment: .topLeading) {
            FlowingHeaderLayer(state: state, configuration: entry.configuration).allowsHitTesting(false)
          }
      }
      .onDisappear {
        state.destinationDisplays = nil
        state.scrollFrame = nil
        state.scrollGeometry = nil
        state.scrollProxy = nil
      }
    } else {
      content
    }
  }
}

/// The title strip and the parts that flow into it, clipped to the scroll view's frame.
struct FlowingHeaderLayer: View {
  let state: FlowingHeaderState
  let configuration: FlowingHeaderConfiguration
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    let p = state.presentation
    let origin = state.scrollFrame?.origin ?? .zero
    return ZStack(alignment: .topLeading) {
      TitleStripBar(height: state.stripHeight, dark: colorScheme == .dark).opacity(p.stripOpacity)
      if let element = p.accessory, let accessory = configuration.accessory {
        placed(accessory, element, origin)
      }
      if let element = p.title {
        placed(title, element, origin)
      }
      if let element = p.compactTitle {
        placed(title, element, origin)
      }
    }
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .clipped()
  }

  private var title: some View { Text(configuration.title).font(.largeTitle).lineLimit(1) }

  /// The view laid out at the element's unscaled size, scaled about its centre, and moved so
  /// the centre lands where the model says.
  private func placed<V: View>(_ view: V, _ element: FlowingElement, _ origin: Point) -> some View {
    view
      .frame(width: element.size.width, height: element.size.height)
      .scaleEffect(element.scale)
      .opacity(element.opacity)
      .offset(
        x: element.center.x - element.size.width / 2 - origin.x,
        y: element.center.y - element.size.height / 2 - origin.y)
  }
}

/// A translucent bar with a hairline under it.
struct TitleStripBar: View {
  let height: Double
  let dark: Bool

  var body: some View {
    VStack(spacing: 0) {
      Rectangle().fill(dark ? Color(hex: 0x1C1C1E).opacity(0.98) : Color(hex: 0xF9F9F9).opacity(0.98))
        .frame(height: height)
      Rectangle().fill(dark ? Color.white.opacity(0.15) : Color.black.opacity(0.18)).frame(height: 1)
    }
  }
}

extension View {
  /// Makes this scroll view the header's destination: a title strip pinned to the top of its
  /// frame, where the title (and the accessory, when `displays` includes it) come to rest.
  ///
  /// ```swift
  /// ScrollView { FlowingHeaderView(); Rows() }
  ///   .flowingHeaderDestination(displays: [.title, .accessory])
  /// ```
  ///
  /// Portal 4.x's form (`.flowingHeaderDestination(id:displays:)`, imported through
  /// `PortalFlowingHeader`) is preferred where both accept a call: there the strip follows the
  /// header's `displays` unless told otherwise, as in that release.
  @_disfavoredOverload
  public func flowingHeaderDestination(displays: Set<FlowingHeaderDisplayComponent> = [.title]) -> some View {
    FlowingHeaderDestination(content: self, id: defaultFlowingHeaderID, displays: displays)
  }

  /// The seed's short form, written beside `.flowingHeader("Title")`: the destination of the
  /// header around it. `title` names that header for the reader; the strip shows the header's
  /// own title.
  public func flowingHeaderDestination(
    _ title: String, displays: Set<FlowingHeaderDisplayComponent> = [.title]
  ) -> some View {
    FlowingHeaderDestination(content: self, id: defaultFlowingHeaderID, displays: displays)
  }

  /// The latest release's spelling, for the header with the same `id`. By default (`displays`
  /// nil) the strip receives what the header lets flow.
  public func portalHeaderDestination(
    id: AnyHashable = defaultFlowingHeaderID, displays: Set<FlowingHeaderDisplayComponent>? = nil
  ) -> some View {
    FlowingHeaderDestination(content: self, id: id, displays: displays)
  }
}
