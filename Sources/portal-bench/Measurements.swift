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

  var fullDraw = Samples(name: "full frame: draw", path: path)
  var fullPresent = Samples(name: "full frame: present + XSync", path: path)
  var fullTotal = Samples(name: "full frame: total", path: path)
  let fullBytesBefore = window.bytesPresented
  for i in 0..<(settings.warmUp + settings.samples) {
    let start = now()
    scene.drawWindow(into: window.bitmap)
    let drawn = now()
    window.present(damage: full)
    host.sync()
    let end = now()
    if i >= settings.warmUp {
      fullDraw.add(drawn - start)
      fullPresent.add(end - drawn)
      fullTotal.add(end - start)
    }
    host.pump()
  }
  let fullFrameBytes = (window.bytesPresented - fullBytesBefore) / (settings.warmUp + settings.samples)

  var layerDraw = Samples(name: "overlay layer: draw", path: path)
  var layerPresent = Samples(name: "overlay layer: present + XSync", path: path)
  var layerTotal = Samples(name: "overlay layer frame", path: path)
  var previous: Rect?
  var layerBytes = 0
  for i in 0..<(settings.warmUp + settings.samples) {
    let frame = BenchScene.layerFrame(i)
    let start = now()
    let (damage, visible) = scene.drawLayer(into: overlay.bitmap, at: frame, previous: previous)
    let drawn = now()
    overlay.present(damage: [damage], visible: [visible])
    host.sync()
    let end = now()
    if i >= settings.warmUp {
      layerDraw.add(drawn - start)
      layerPresent.add(end - drawn)
      layerTotal.add(end - start)
      layerBytes += Int(damage.width * damage.height) * 4
    }
    previous = frame
    host.pump()
  }
  overlay.present(damage: [], visible: [])
  host.sync()
  host.pump()

  return HostMeasurements(
    path: host.window.presentPath, overlayMode: overlay.mode, fullDraw: fullDraw, fullPresent: fullPresent,
    fullTotal: fullTotal, layerDraw: layerDraw, layerPresent: layerPresent, layerTotal: layerTotal,
    fullFrameBytes: fullFrameBytes, layerBytesPerFrame: layerBytes / max(1, settings.samples))
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
