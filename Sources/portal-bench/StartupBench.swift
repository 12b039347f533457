import CX11
import Foundation
import PortalHost
import PortalTestSupport

/// Start-up to first frame of a program, measured from outside as a person sees it: from the
/// spawn until a new top-level window is viewable and its pixels on screen have changed from
/// what was there before the spawn into a picture (more than one colour) that holds for two
/// readings. The demo and `xeyes` are measured the same way, one after the other.
struct StartupMeasurement {
  var demo = Samples(name: "portal-demo (release): spawn → first frame on screen", path: "-")
  var xeyes = Samples(name: "xeyes: spawn → first frame on screen", path: "-")

  /// Every run in milliseconds, in the order measured, then the median and the spread.
  var table: String {
    func line(_ samples: Samples) -> String {
      let runs = samples.seconds.map { String(format: "%.0f", $0 * 1000) }.joined(separator: " ")
      let sorted = samples.seconds.sorted()
      return "\(samples.name) (ms): runs \(runs); median \(String(format: "%.0f", samples.p50)), "
        + "min \(String(format: "%.0f", (sorted.first ?? .nan) * 1000)), max \(String(format: "%.0f", samples.max))"
    }
    return line(demo) + "\n" + line(xeyes)
  }
}

func measureStartup(display: String, runs: Int = 5) throws -> StartupMeasurement {
  var result = StartupMeasurement()
  let bench = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
  let demo = bench.deletingLastPathComponent().appendingPathComponent("portal-demo").path
  guard FileManager.default.isExecutableFile(atPath: demo) else {
    throw BenchFailure("\(demo) is not built: run `swift build -c release --product portal-demo` first (make benchmark does)")
  }
  let xeyes = "/usr/bin/xeyes"
  guard FileManager.default.isExecutableFile(atPath: xeyes) else {
    throw BenchFailure("xeyes is not installed (Debian's x11-apps; make benchmark installs it)")
  }
  for _ in 0..<runs {
    result.demo.add(try timeToFirstFrame(display: display, program: demo, arguments: []))
    result.xeyes.add(try timeToFirstFrame(display: display, program: xeyes, arguments: []))
  }
  return result
}

/// Spawns `program` on `display` and returns the seconds until its first frame shows.
private func timeToFirstFrame(display: String, program: String, arguments: [String]) throws -> Double {
  let inspector = try WindowInspector(displayName: display)
  let connection = inspector.display
  let root = inspector.root
  let before = Set(inspector.viewableTopLevels())
  // The screen as it was before the spawn: a window that shows its first frame in the same
  // moment it is mapped is still seen to change what is there.
  let screen = XDefaultScreen(connection)
  let screenWidth = UInt32(XDisplayWidth(connection, screen))
  let screenHeight = UInt32(XDisplayHeight(connection, screen))
  guard let screenBefore = XGetImage(connection, root, 0, 0, screenWidth, screenHeight, ~0, ZPixmap) else {
    throw BenchFailure("cannot read the screen of \(display)")
  }
  defer { portal_x_destroy_image(screenBefore) }
  var env = ProcessInfo.processInfo.environment
  env["DISPLAY"] = display
  let start = MonotonicClock.seconds()
  let child = try ChildProcess(path: program, arguments: arguments, environment: env)
  defer {
    child.stop()
    // The server takes the window down a moment after the program exits; the next run's
    // "before" must not include it, or its vanishing would look like the next frame.
    let gone = MonotonicClock.seconds() + 5
    while !Set(inspector.viewableTopLevels()).isSubset(of: before), MonotonicClock.seconds() < gone {
      usleep(1_000)
    }
  }
  let deadline = start + 10
  var window: ScreenRect?
  var blank: [UInt32] = []
  var candidate: (samples: [UInt32], seenAt: Double)?
  while MonotonicClock.seconds() < deadline {
    if window == nil, let id = inspector.viewableTopLevels().first(where: { !before.contains($0) }) {
      var attributes = XWindowAttributes()
      XGetWindowAttributes(connection, id, &attributes)
      let placed = ScreenRect(
        x: attributes.x, y: attributes.y, width: UInt32(attributes.width), height: UInt32(attributes.height))
      window = placed
      blank = samples(of: screenBefore, in: placed)
    }
    if let window {
      // The first frame is there once what is on screen in the window differs from what was
      // there before the program started, holds more than one colour (a background the
      // server paints when it maps the window is not a frame) and reads the same twice in a
      // row (a frame arriving while the rows are read, or a passing change, is not taken
      // half-seen). It counts from the first of the two readings.
      let shown = shownSamples(connection, root, window)
      let seenAt = MonotonicClock.seconds()
      if shown != blank, Set(shown).count > 1 {
        if let candidate, candidate.samples == shown { return candidate.seenAt - start }
        candidate = (shown, seenAt)
      } else {
        candidate = nil
      }
    }
    usleep(1_000)
  }
  throw BenchFailure("\(program) showed no frame within 10 s")
}

/// A rectangle of the screen, in pixels.
private struct ScreenRect {
  var x: Int32
  var y: Int32
  var width: UInt32
  var height: UInt32
}

/// Rows of a window sampled for its pixels: a few, spread over its height. Reading them costs
/// the X server little, where reading the whole window every millisecond would take a core
/// from the program being measured.
private func sampledRows(height: UInt32) -> [Int32] {
  let count = min(16, Int(height))
  return (0..<count).map { Int32((Double($0) + 0.5) * Double(height) / Double(count)) }
}

/// The sampled rows' pixels in `image` (read from the whole screen) inside `rect`.
private func samples(of image: UnsafeMutablePointer<XImage>, in rect: ScreenRect) -> [UInt32] {
  sampledRows(height: rect.height).flatMap { row in
    (0..<Int32(rect.width)).map { x in
      UInt32(truncatingIfNeeded: portal_x_get_pixel(image, rect.x + x, rect.y + row))
    }
  }
}

/// The sampled rows' pixels as the window shows them now, read from the root.
private func shownSamples(_ display: OpaquePointer, _ root: Window, _ window: ScreenRect) -> [UInt32] {
  sampledRows(height: window.height).flatMap { row -> [UInt32] in
    guard let image = XGetImage(display, root, window.x, window.y + row, window.width, 1, ~0, ZPixmap) else {
      return []
    }
    defer { portal_x_destroy_image(image) }
    return (0..<Int32(window.width)).map { UInt32(truncatingIfNeeded: portal_x_get_pixel(image, $0, 0)) }
  }
}
