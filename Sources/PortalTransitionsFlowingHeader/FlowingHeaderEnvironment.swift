import PortalUI

/// What `.flowingHeader(…)` hands down to its header view and destination.
struct FlowingHeaderConfiguration {
  var title: String
  var subtitle: String
  /// The parts that flow into the strip.
  var displays: Set<FlowingHeaderDisplayComponent>
  var layout: FlowingHeaderLayout
  var snapping: FlowingHeaderSnappingBehavior
  var accessory: AnyView?
}

/// One header's configuration and live state, as its views find it by id.
struct FlowingHeaderEntry {
  let state: FlowingHeaderState
  let configuration: FlowingHeaderConfiguration
}

/// The id used by the seed's spellings, which take none.
public var defaultFlowingHeaderID: AnyHashable { "flowing-header" }

private struct FlowingHeadersKey: EnvironmentKey {
  static var defaultValue: [AnyHashable: FlowingHeaderEntry] { [:] }
}

private struct FlowingHeaderTraceKey: EnvironmentKey {
  static var defaultValue: ((FlowingHeaderTraceEvent) -> Void)? { nil }
}

extension EnvironmentValues {
  /// Every header declared above, by id: several coexist (one per pane).
  var flowingHeaders: [AnyHashable: FlowingHeaderEntry] {
    get { self[FlowingHeadersKey.self] }
    set { self[FlowingHeadersKey.self] = newValue }
  }

  /// Receives the trace events of the headers declared inside.
  public var flowingHeaderTrace: ((FlowingHeaderTraceEvent) -> Void)? {
    get { self[FlowingHeaderTraceKey.self] }
    set { self[FlowingHeaderTraceKey.self] = newValue }
  }
}

extension View {
  /// Reports progress changes and snap decisions of the flowing headers declared inside.
  ///
  /// ```swift
  /// ContentView().onFlowingHeaderTrace { print($0.jsonLine) }
  /// ```
  public func onFlowingHeaderTrace(_ handler: @escaping (FlowingHeaderTraceEvent) -> Void) -> some View {
    environment(\.flowingHeaderTrace, handler)
  }
}
