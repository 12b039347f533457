import CX11
import Foundation
import PortalHost
import PortalTestSupport

/// Start-up to first frame of a program, measured from outside as a person sees it: from the
/// spawn until a new top-level window is viewable and its pixels on screen have changed from
/// what was there before. The demo and `xeyes` are measured the same way, one after the other.
struct StartupMeasurement {
  var demo = Samples(name: "portal-demo (release): spawn → first frame on screen", path: "-")
  var xeyes = Samples(name: "xeyes: spawn → first frame on screen", path: "-")
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
  guard let connection = XOpenDisplay(display) else { throw BenchFailure("cannot open \(display)") }
  defer { XCloseDisplay(connection) }
  let root = XDefaultRootWindow(connection)
  let before = Set(viewableTopLevels(connection, root))
  var env = ProcessInfo.processInfo.environment
  env["DISPLAY"] = display
  let start = MonotonicClock.seconds()
  let child = try ChildProcess(path: program, arguments: arguments, environment: env)
  defer { child.stop() }
  let deadline = start + 10
  var window: (id: Window, x: Int32, y: Int32, width: UInt32, height: UInt32)?
  var blank: [UInt32] = []
  while MonotonicClock.seconds() < deadline {
    if window == nil, let id = viewableTopLevels(connection, root).first(where: { !before.contains($0) }) {
      var attributes = XWindowAttributes()
      XGetWindowAttributes(connection, id, &attributes)
      window = (id, attributes.x, attributes.y, UInt32(attributes.width), UInt32(attributes.height))
      blank = pixels(connection, root, window!)
    }
    if let window {
      // The first frame is there once what is on screen in the window differs from the
      // window's empty background as first mapped.
      if pixels(connection, root, window) != blank { return MonotonicClock.seconds() - start }
    }
    usleep(1_000)
  }
  throw BenchFailure("\(program) showed no frame within 10 s")
}

private func viewableTopLevels(_ display: OpaquePointer, _ root: Window) -> [Window] {
  var rootReturn: Window = 0
  var parent: Window = 0
  var children: UnsafeMutablePointer<Window>?
  var count: UInt32 = 0
  guard XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children else { return [] }
  defer { XFree(children) }
  return UnsafeBufferPointer(start: children, count: Int(count)).filter { window in
    var attributes = XWindowAttributes()
    return XGetWindowAttributes(display, window, &attributes) != 0 && attributes.map_state == IsViewable
      && attributes.override_redirect == 0
  }
}

/// A sparse grid of the window's pixels as shown on the root.
private func pixels(
  _ display: OpaquePointer, _ root: Window, _ window: (id: Window, x: Int32, y: Int32, width: UInt32, height: UInt32)
) -> [UInt32] {
  guard let image = XGetImage(display, root, window.x, window.y, window.width, window.height, ~0, ZPixmap) else {
    return []
  }
  defer { portal_x_destroy_image(image) }
  var values: [UInt32] = []
  let step = 7
  for y in stride(from: 0, to: Int(window.height), by: step) {
    for x in stride(from: 0, to: Int(window.width), by: step) {
      values.append(UInt32(truncatingIfNeeded: portal_x_get_pixel(image, Int32(x), Int32(y))))
    }
  }
  return values
}
