import Foundation
import PortalHost
import PortalTransitions
import PortalUI
import PortalX11

/// Sits between the host and the view graph: forwards everything, and after each frame
/// records it, writes its trace line and lets the tour take its next step.
@MainActor
final class DemoSession: HostClient {
  let graph: ViewGraph
  let recorder: FrameRecorder?
  let tour: Tour?
  let tracer: TraceWriter?
  var frameStats: FrameStats?
  /// Runs once, after the first frame that presented (`--accessibility-report`).
  var afterFirstFrame: (() -> Void)?

  init(graph: ViewGraph, recorder: FrameRecorder?, tour: Tour?, tracer: TraceWriter?) {
    self.graph = graph
    self.recorder = recorder
    self.tour = tour
    self.tracer = tracer
  }

  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {
    graph.host(host, received: event, in: window)
  }

  func performIdleWork(for host: any AppHost) -> Bool { graph.performIdleWork(for: host) }

  /// The model whose A and M overrides apply over the desktop's settings.
  var model: DemoModel? {
    didSet {
      guard let model else { return }
      model.overridesChanged = { [unowned self, unowned model] in followDesktop(model.desktopSettings) }
      followDesktop(graph.host.desktopSettings)
    }
  }

  func host(_ host: any AppHost, desktopSettingsChanged settings: DesktopSettings) { followDesktop(settings) }

  /// The windows follow the desktop's settings, with the session's overrides over them.
  private func followDesktop(_ settings: DesktopSettings) {
    guard let model else { return graph.host(graph.host, desktopSettingsChanged: settings) }
    model.desktopSettings = settings
    graph.host(graph.host, desktopSettingsChanged: model.applyingOverrides(to: settings))
  }

  func host(_ host: any AppHost, drawFrameAt time: Double) {
    StartupTrace.mark("first frame begins")
    graph.host(host, drawFrameAt: time)
    let frame = graph.lastFrame
    let presented = frame.mainDamage != nil || frame.overlayDamage != nil
    if presented {
      StartupTrace.mark(
        String(
          format:
            "first frame presented: update %.1f ms (build %.1f, layout %.1f), draw %.1f ms, present %.1f ms",
          frame.updateMilliseconds, frame.buildMilliseconds, frame.layoutMilliseconds,
          frame.mainMilliseconds - frame.mainPresentMilliseconds, frame.mainPresentMilliseconds))
      StartupTrace.end()
      if let action = afterFirstFrame {
        afterFirstFrame = nil
        action()
      }
    }
    if presented {
      frameStats?.add(time: time, cost: frame.updateMilliseconds + frame.mainMilliseconds + frame.overlayMilliseconds)
      tracer?.writeFrame(frame)
      if let recorder { try? recorder.record(host, timing: frame) }
    }
    // Whether or not the frame presented, what it traced is written now that it has ended.
    tracer?.flush()
    if let tour {
      tour.advance(now: time)
      if tour.finished { (host as? X11Host)?.stop() }
    }
  }
}

// The session stands between the host and the graph for assistive technologies too.
extension DemoSession {
  func accessibilitySnapshot(for host: any AppHost) -> AccessibilitySnapshot? { graph.accessibilitySnapshot() }

  func host(_ host: any AppHost, performAccessibilityAction index: Int, on element: Int) -> Bool {
    graph.performAccessibilityAction(index, on: element)
  }

  func host(_ host: any AppHost, focusAccessibilityElement element: Int) -> Bool {
    graph.focusAccessibilityElement(element)
  }
}
