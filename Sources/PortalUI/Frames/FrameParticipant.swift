/// An engine that lives beside the view layer and takes part in a window's frames: the portal
/// engine, the flowing header, and whatever draws above or composes the views.
///
/// A participant registers once with `ViewGraph.register(_:)` and is called at named phases of
/// every frame of that window (the graph keeps it weakly):
///
/// 1. `advance(to:)`: at the start of a frame, while it asked for frames
///    (`ViewGraph.requestFrames(for:)`); it moves its motion to the frame's time.
/// 2. The views that changed are evaluated and laid out.
/// 3. `graphDidLayout(_:)`: after a layout pass, before drawing; views have their frames.
///    (A frame may lay out more than once when a participant changes state here.)
/// 4. `graphWillDraw(_:)`: once a frame, after layout and animation steps, before drawing.
/// 5. The windows draw their damage, then the overlay draws.
/// 6. `graphDidPresent(_:)`: after the frame's pixels were handed to the host.
///
/// Every phase has an empty default, so a participant implements only those it needs.
@MainActor
package protocol FrameParticipant: AnyObject {
  /// Moves motion under way to `time` (animation time); returns true to get another frame.
  func advance(to time: Double) -> Bool
  /// Views were laid out: ends and anchors have their frames.
  func graphDidLayout(_ graph: ViewGraph)
  /// Layout and animation steps are done for this frame; nothing is drawn yet.
  func graphWillDraw(_ graph: ViewGraph)
  /// The frame was presented.
  func graphDidPresent(_ graph: ViewGraph)
}

extension FrameParticipant {
  package func advance(to time: Double) -> Bool { false }
  package func graphDidLayout(_ graph: ViewGraph) {}
  package func graphWillDraw(_ graph: ViewGraph) {}
  package func graphDidPresent(_ graph: ViewGraph) {}
}
