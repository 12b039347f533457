/// One frame's phases (milliseconds) and what it presented on each surface.
public struct FrameReport: Sendable {
  public var time = 0.0
  /// Evaluating changed views, layout and animation steps.
  public var updateMilliseconds = 0.0
  /// Drawing and presenting the window's damage.
  public var mainMilliseconds = 0.0
  /// Laying out, drawing and presenting the overlay's layers.
  public var overlayMilliseconds = 0.0
  /// The main window's region presented, in screen coordinates, or nil when the window was
  /// not touched.
  public var mainDamage: Rect?
  /// The overlay region presented, in screen coordinates, or nil.
  public var overlayDamage: Rect?
  /// Of the update: evaluating the bodies of changed views.
  public var buildMilliseconds = 0.0
  /// Of the update: measuring and placing (and what observes layout).
  public var layoutMilliseconds = 0.0
  /// Of the window's part: handing the pixels to the host.
  public var mainPresentMilliseconds = 0.0
  /// How much of the window was drawn (square logical pixels); less than the presented area
  /// when a scroll moved pixels instead of drawing them.
  public var mainDrawnArea = 0.0
  /// Of the overlay's part: handing the pixels to the host.
  public var overlayPresentMilliseconds = 0.0
  /// Bytes the retained layers' kept pixels hold after the frame, with the freed pixels kept
  /// for the next layers (`LayerBitmapPool`), every window's graph together.
  public var retainedLayerBytes = 0
  /// Bytes the pictures kept scaled to the sizes they are drawn at hold after the frame
  /// (`ScaledImageCache`), every window's graph together.
  public var scaledPictureBytes = 0
  /// Views whose body (or primitive value) was evaluated in this frame's update.
  public var evaluations = 0
  /// Views handed an equal value in this frame's update and so not evaluated again.
  public var evaluationsSkipped = 0
  /// Handling the input that came since the frame before (routing each event, the actions it
  /// ran): not part of the frame's cost, but time a person waits before the frame begins.
  public var inputMilliseconds = 0.0
}
