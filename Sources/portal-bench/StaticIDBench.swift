import Foundation
import PortalGraphics
import PortalHost
import PortalUI
import PortalX11

/// The whole process's CPU time per frame of the static-id scene's flights (a 96 pt badge
/// flying into a 260 pt destination and back, only the overlay moving), beside drawing and
/// presenting a layer of the same sizes straight with cairo in the same run.
struct StaticIDCPU {
  /// The demo's CPU time over its static-id flight steps (every thread, the event loop and
  /// the trace included), and the frames it drew in them.
  var demoMilliseconds = 0.0
  var demoFrames = 0
  /// The same for the straight baseline: a gradient disc with a star, drawn at each size of a
  /// 96 → 260 pt flight with cairo and presented through the overlay window (the median round
  /// of several, see `measureStraightBadge`).
  var baselineMilliseconds = 0.0
  var baselineFrames = 0

  var demoPerFrame: Double { demoFrames == 0 ? .nan : demoMilliseconds / Double(demoFrames) }
  var baselinePerFrame: Double { baselineFrames == 0 ? .nan : baselineMilliseconds / Double(baselineFrames) }
  var ratio: Double { demoPerFrame / baselinePerFrame }

  var line: String {
    String(
      format: "  static-id flights: whole-process CPU %.2f ms per frame (%d frames); straight cairo %.3f ms; ratio %.1fx (target ≤ 3x)",
      demoPerFrame, demoFrames, baselinePerFrame, ratio)
  }
}

/// The tour's steps that fly the static-id badge: between each and the next step, only the
/// overlay moves.
let staticIDFlightSteps: Set<String> = ["click Click to open", "click Click to send it back"]

/// Draws and presents the badge straight on `display`'s overlay: `frames` sizes from 96 to
/// 260 pt and back, each presented and synced, in `rounds` rounds after one to warm up (the
/// overlay mapped, its images attached). Returns the median of the CPU milliseconds this
/// process used in a round: one round's time moves with whatever else the machine does then,
/// and the ratio the budget reads divides by it.
@MainActor
func measureStraightBadge(display: String, frames: Int, rounds: Int = 5) throws -> Double {
  let host = try X11Host(displayName: display, title: "portal-bench badge", className: "PortalBench", scale: 1)
  let overlay = host.overlayWindow
  let gradient = Gradient(colors: [Color(hex: 0xFFB347), Color(hex: 0xFF5F6D)])
  var previous: Rect?
  func drawRound() -> Double {
    let start = ProcessCPUTime.milliseconds()
    for frame in 0..<frames {
      let t = Double(frame % 90) / 89
      let progress = frame / 90 % 2 == 0 ? t : 1 - t
      let side = 96 + (260 - 96) * progress
      let rect = Rect(x: 40 + 300 * progress, y: 120 + 40 * progress, width: side, height: side)
      let damage = (previous.map { rect.union($0) } ?? rect).integral
      let canvas = Canvas(bitmap: overlay.bitmap)
      canvas.withState {
        canvas.clip(to: damage)
        canvas.clear()
        canvas.fill(
          Path(ellipseIn: rect), with: .linear(gradient, from: rect.origin, to: Point(x: rect.maxX, y: rect.maxY)))
        canvas.fill(star(in: rect.insetBy(dx: side / 4, dy: side / 4)), with: Color.white)
      }
      overlay.present(damage: [damage], visible: [rect.integral])
      host.sync()
      previous = rect
    }
    return ProcessCPUTime.milliseconds() - start
  }
  _ = drawRound()
  let used = (0..<max(1, rounds)).map { _ in drawRound() }.sorted()
  overlay.hide()
  return used[used.count / 2]
}

/// A five-pointed star filling `rect`.
private func star(in rect: Rect) -> Path {
  var path = Path()
  let center = Point(x: rect.midX, y: rect.midY)
  for i in 0..<10 {
    let radius = (i % 2 == 0 ? 0.5 : 0.2) * rect.width
    let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
    let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    if i == 0 { path.move(to: point) } else { path.line(to: point) }
  }
  path.close()
  return path
}
