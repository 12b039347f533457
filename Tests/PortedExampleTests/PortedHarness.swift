import Foundation
import PortalGraphics
import PortalHost
import Testing

@testable import PortalUI

/// A ported example on a headless host, driven as a person would: find a text or a view on
/// screen, click it, let time pass, look at the pixels.
@MainActor
final class PortedHarness {
  let host: HeadlessHost
  let graph: ViewGraph

  init<V: View>(_ view: V, size: Size = Size(width: 900, height: 700)) throws {
    host = try HeadlessHost(size: size)
    graph = ViewGraph(root: view, host: host)
    host.drawIfRequested()
    settle()
  }

  /// Draws frames until nothing more is asked for (flights land, sheets settle).
  func settle() { host.runUntilIdle(limit: 2_000) }

  /// Lets `seconds` pass, frame by frame.
  func advance(_ seconds: Double) {
    let frames = Int((seconds * 120).rounded())
    for _ in 0..<frames { host.step(by: 1.0 / 120) }
  }

  /// The window frame of the first text showing `string`, if it is on screen.
  func frame(ofText string: String) -> Rect? {
    var found: Rect?
    graph.root.forEachDescendant { node in
      if found == nil, let text = node.view as? Text, text.string == string { found = node.windowFrame }
    }
    return found
  }

  /// Clicks the middle of `rect` (without settling: the caller decides how much time passes).
  func click(_ rect: Rect) {
    host.send(.pointerPressed(rect.center, button: .primary))
    host.send(.pointerReleased(rect.center, button: .primary))
  }

  /// Clicks the text `string`; fails the test when it is not on screen.
  func click(text string: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let frame = try #require(self.frame(ofText: string), "no text \"\(string)\" on screen", sourceLocation: sourceLocation)
    click(frame)
  }

  func press(_ key: Key) {
    host.send(.keyPressed(key, modifiers: []))
    host.send(.keyReleased(key, modifiers: []))
  }

  /// The ids of the layers flying in the overlay now.
  var flyingLayers: [AnyHashable] { graph.overlayLayers.ids }

  /// The frame of the one layer flying now.
  var flyingFrame: Rect? { graph.overlayLayers.ids.first.flatMap { graph.overlayLayers.placement(of: $0)?.frame } }

  /// What a person sees: the window with the overlay drawn over it.
  func screen() throws -> Bitmap { try host.composite() }

  /// Writes what a person sees to `name`.png in the directory `PORTED_SNAPSHOTS` names, when it
  /// is set (for looking at the examples while working on them).
  func snapshot(_ name: String) throws {
    guard let directory = ProcessInfo.processInfo.environment["PORTED_SNAPSHOTS"] else { return }
    try screen().writePNG(to: "\(directory)/\(name).png")
  }

  /// The colour at a point of what a person sees, as 0xRRGGBB.
  func pixel(_ point: Point) throws -> UInt32 {
    try screen().rawPixel(x: Int(point.x), y: Int(point.y)) & 0xFFFFFF
  }
}

/// True when two colours are within `tolerance` on every channel.
func close(_ a: UInt32, _ b: UInt32, tolerance: Int = 40) -> Bool {
  for shift in [16, 8, 0] {
    let x = Int((a >> UInt32(shift)) & 0xFF)
    let y = Int((b >> UInt32(shift)) & 0xFF)
    if abs(x - y) > tolerance { return false }
  }
  return true
}
