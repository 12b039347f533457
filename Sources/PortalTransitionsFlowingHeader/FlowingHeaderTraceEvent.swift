import Foundation

/// What a flowing header reports as it runs: progress changes and snap decisions. Install a
/// handler with `.onFlowingHeaderTrace { event in print(event.jsonLine) }`.
public enum FlowingHeaderTraceEvent: Equatable, Sendable {
  /// The header's progress changed (`offset` is the scroll view's content offset).
  case progress(id: String, progress: Double, offset: Double)
  /// Scrolling stopped inside the flow and a snap began.
  case snapBegan(id: String, decision: SnapDecision)
  /// A snap arrived at its end.
  case snapEnded(id: String, progress: Double)
  /// New wheel input stopped a snap part-way.
  case snapInterrupted(id: String, progress: Double)

  /// The event as one line of JSON, for `--trace` output.
  public var jsonLine: String {
    func number(_ value: Double) -> String {
      guard value.isFinite else { return "null" }
      return String(format: "%.4f", value)
    }
    func quoted(_ text: String) -> String {
      let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
      return String(decoding: data, as: UTF8.self)
    }
    switch self {
    case .progress(let id, let progress, let offset):
      return
        #"{"event":"headerProgress","id":\#(quoted(id)),"progress":\#(number(progress)),"offset":\#(number(offset))}"#
    case .snapBegan(let id, let d):
      return
        #"{"event":"headerSnapBegan","id":\#(quoted(id)),"from":\#(number(d.fromProgress)),"to":\#(number(d.toProgress)),"#
        + #""fromOffset":\#(number(d.fromOffset)),"targetOffset":\#(number(d.targetOffset)),"#
        + #""velocity":\#(number(d.velocity)),"reason":"\#(d.reason.rawValue)"}"#
    case .snapEnded(let id, let progress):
      return #"{"event":"headerSnapEnded","id":\#(quoted(id)),"progress":\#(number(progress))}"#
    case .snapInterrupted(let id, let progress):
      return #"{"event":"headerSnapInterrupted","id":\#(quoted(id)),"progress":\#(number(progress))}"#
    }
  }
}
