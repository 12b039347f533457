import PortalGraphics
import PortalHost
import PortalX11

/// How many frames to throw away before measuring and how many to keep.
struct BenchSettings {
  var warmUp = 30
  var samples = 300
  var idleSeconds = 2.0
}

/// Everything measured on one X11 host (one transport).
struct HostMeasurements {
  var path: PresentPath
  var overlayMode: OverlayMode
  var fullDraw: Samples
  var fullPresent: Samples
  var fullTotal: Samples
  var layerDraw: Samples
  var layerPresent: Samples
  var layerTotal: Samples
  var fullFrameBytes: Int
  var layerBytesPerFrame: Int
}

private func now() -> Double { MonotonicClock.seconds() }

extension PresentPath {
  var label: String { self == .sharedMemory ? "shm" : "putImage" }
}

/// Opens a host on `display`, maps its window and measures full-window frames and overlay
/// layer frames on it.
@MainActor
func measureHost(display: String, allowSharedMemory: Bool, scene: BenchScene, settings: BenchSettings) throws
  -> HostMeasurements
{
  let host = try X11Host(
    displayName: display, title: "portal-bench", className: "PortalBench", size: BenchScene.windowSize,
    allowSharedMemory: allowSharedMemory, scale: 1)
  // Maps the window and lets the server settle before anything is timed.
  host.run(until: host.clock.now + 0.1)
  host.sync()
  host.pump()
  let path = host.window.presentPath.label
  let window = host.window
  let overlay = host.overlayWindow
  let full = [Rect(origin: .zero, size: window.size)]

  let fullBytesBefore = window.bytesPresented
  let fullFrame = timeFrames(
    ("full frame: draw", "full frame: present + XSync", "full frame: total"), path: path, host: host,
    settings: settings
  ) { _ in
    scene.drawWindow(into: window.bitmap)
  } present: {
    window.present(damage: full)
  }
  let fullFrameBytes = (window.bytesPresented - fullBytesBefore) / (settings.warmUp + settings.samples)

  var previous: Rect?
  var drawn = (damage: Rect.zero, visible: Rect.zero)
  var layerBytes = 0
  let layerFrame = timeFrames(
    ("overlay layer: draw", "overlay layer: present + XSync", "overlay layer frame"), path: path, host: host,
    settings: settings
  ) { i in
    let frame = BenchScene.layerFrame(i)
    drawn = scene.drawLayer(into: overlay.bitmap, at: frame, previous: previous)
    previous = frame
    if i >= settings.warmUp { layerBytes += Int(drawn.damage.width * drawn.damage.height) * 4 }
  } present: {
    overlay.present(damage: [drawn.damage], visible: [drawn.visible])
  }
  overlay.present(damage: [], visible: [])
  host.sync()
  host.pump()

  return HostMeasurements(
    path: host.window.presentPath, overlayMode: overlay.mode, fullDraw: fullFrame.draw,
    fullPresent: fullFrame.present, fullTotal: fullFrame.total, layerDraw: layerFrame.draw,
    layerPresent: layerFrame.present, layerTotal: layerFrame.total, fullFrameBytes: fullFrameBytes,
    layerBytesPerFrame: layerBytes / max(1, settings.samples))
}

/// Draws (`draw` is given the frame's number) and presents `settings.warmUp + settings.samples`
/// frames on `host`, timing the ones after the warm-up: the drawing, the present with the
/// server caught up, and both, under `names`.
@MainActor
private func timeFrames(
  _ names: (draw: String, present: String, total: String), path: String, host: X11Host, settings: BenchSettings,
  draw: (Int) -> Void, present: () -> Void
) -> (draw: Samples, present: Samples, total: Samples) {
  var drawing = Samples(name: names.draw, path: path)
  var presenting = Samples(name: names.present, path: path)
  var total = Samples(name: names.total, path: path)
  for i in 0..<(settings.warmUp + settings.samples) {
    let start = now()
    draw(i)
    let drawn = now()
    present()
    host.sync()
    let end = now()
    if i >= settings.warmUp {
      drawing.add(drawn - start)
      presenting.add(end - drawn)
      total.add(end - start)
    }
    host.pump()
  }
  return (drawing, presenting, total)
}

/// The same layer frames drawn straight into a plain bitmap: what the overlay adds is the
/// difference between this and an overlay frame.
@MainActor
func measureBaseline(scene: BenchScene, settings: BenchSettings) throws -> Samples {
  let bitmap = try Bitmap(width: Int(BenchScene.windowSize.width), height: Int(BenchScene.windowSize.height))
  var samples = Samples(name: "baseline: layer into plain Bitmap", path: "-")
  var previous: Rect?
  for i in 0..<(settings.warmUp + settings.samples) {
    let frame = BenchScene.layerFrame(i)
    let start = now()
    _ = scene.drawLayer(into: bitmap, at: frame, previous: previous)
    bitmap.flush()
    let end = now()
    if i >= settings.warmUp { samples.add(end - start) }
    previous = frame
  }
  return samples
}

/// Runs the host's event loop with nothing to do and counts how often it woke up.
@MainActor
func measureIdleWakeUps(display: String, seconds: Double) throws -> Int {
  let host = try X11Host(
    displayName: display, title: "portal-bench idle", className: "PortalBench", size: BenchScene.windowSize,
    scale: 1)
  // Mapping produces events; let them arrive and be handled before idling starts.
  host.run(until: host.clock.now + 0.2)
  host.sync()
  host.pump()
  let before = host.wakeUps
  host.run(until: host.clock.now + seconds)
  return host.wakeUps - before
}
