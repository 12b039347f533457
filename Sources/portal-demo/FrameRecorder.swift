import Foundation
import PortalGraphics
import PortalHost
import PortalUI

/// Writes what a person would see, frame by frame, as PNG files: the window with the
/// overlay's visible region composed over it. At the end it writes a contact sheet (one row
/// per transition, its frames left to right) and a plot of every frame's cost.
@MainActor
final class FrameRecorder {
  let directory: URL
  private(set) var framesWritten = 0

  /// One transition's frames, as thumbnails.
  private struct Group {
    let title: String
    var thumbnails: [Bitmap] = []
    var open = true
  }

  private var groups: [Group] = []
  private var timings: [FrameReport] = []
  private let thumbnailScale = 0.2

  init(directory: String) throws {
    self.directory = URL(fileURLWithPath: directory)
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    for old in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where old.hasPrefix("frame-") {
      try? FileManager.default.removeItem(at: self.directory.appendingPathComponent(old))
    }
  }

  /// A transition began: the frames that follow belong to it until it ends.
  func transitionBegan(_ title: String) {
    if let last = groups.indices.last, groups[last].open { groups[last].open = false }
    groups.append(Group(title: title))
  }

  func transitionEnded() {
    if let last = groups.indices.last { groups[last].open = false }
  }

  /// Records the current picture of `host`'s surfaces and the cost of the frame that made it.
  func record(_ host: any AppHost, timing: FrameReport) throws {
    timings.append(timing)
    let frame = try host.compositeImage()
    framesWritten += 1
    try frame.writePNG(to: directory.appendingPathComponent(String(format: "frame-%05d.png", framesWritten)).path)
    if let last = groups.indices.last, groups[last].open {
      groups[last].thumbnails.append(try Self.downscale(frame, by: thumbnailScale))
    }
  }

  /// One row per transition (at most `rows`), `columns` evenly spaced frames each.
  @discardableResult
  func writeContactSheet(rows: Int = 16, columns: Int = 6) throws -> String? {
    let shown = groups.filter { !$0.thumbnails.isEmpty }.prefix(rows)
    guard let first = shown.first?.thumbnails.first else { return nil }
    let (gap, label) = (8, 150)
    let sheet = try Bitmap(
      width: label + columns * (first.width + gap) + gap, height: shown.count * (first.height + gap) + gap)
    sheet.clear(to: Color(hex: 0x22252E))
    let canvas = Canvas(bitmap: sheet)
    for (row, group) in shown.enumerated() {
      let y = gap + row * (first.height + gap)
      canvas.drawText(
        group.title, style: TextStyle(font: FontDescriptor(size: 12, weight: .semibold), color: .white, wrapWidth: Double(label - 16)),
        at: Point(x: 10, y: Double(y + 6)))
      let count = group.thumbnails.count
      for column in 0..<min(columns, count) {
        let index = columns == 1 || count == 1 ? 0 : column * (count - 1) / (min(columns, count) - 1)
        sheet.copy(from: group.thumbnails[index], to: (label + gap + column * (first.width + gap), y))
      }
    }
    let path = directory.appendingPathComponent("contact-sheet.png").path
    try sheet.writePNG(to: path)
    return path
  }

  /// A plot of each recorded frame's phases (stacked) against the 120 Hz budget.
  @discardableResult
  func writeFrameTimePlot() throws -> String? {
    guard !timings.isEmpty else { return nil }
    let (width, height) = (1200.0, 420.0)
    let plot = Rect(x: 60, y: 40, width: width - 90, height: height - 90)
    let bitmap = try Bitmap(width: Int(width), height: Int(height))
    let canvas = Canvas(bitmap: bitmap)
    canvas.fill(Rect(x: 0, y: 0, width: width, height: height), with: .white)
    let totals = timings.map { $0.updateMilliseconds + $0.mainMilliseconds + $0.overlayMilliseconds }
    let top = max(10, (totals.max() ?? 10) * 1.1)
    func y(_ ms: Double) -> Double { plot.maxY - ms / top * plot.height }
    let barWidth = plot.width / Double(timings.count)
    let colours = [Color(hex: 0x5B8DEF), Color(hex: 0x34C759), Color(hex: 0xFF9500)]
    for (i, t) in timings.enumerated() {
      var base = 0.0
      for (phase, ms) in [t.updateMilliseconds, t.mainMilliseconds, t.overlayMilliseconds].enumerated() where ms > 0 {
        canvas.fill(
          Rect(x: plot.minX + Double(i) * barWidth, y: y(base + ms), width: max(1, barWidth - 0.5), height: ms / top * plot.height),
          with: colours[phase])
        base += ms
      }
    }
    let budget = 1000.0 / 120
    canvas.stroke(
      Path(rect: Rect(x: plot.minX, y: y(budget), width: plot.width, height: 0)), with: .color(Color(hex: 0xFF3B30)),
      style: StrokeStyle(lineWidth: 1.5, dash: [6, 4]))
    canvas.stroke(Path(rect: plot), with: .color(Color(hex: 0x8E8E93)), lineWidth: 1)
    let small = TextStyle(font: FontDescriptor(size: 11), color: Color(hex: 0x3A3A3C))
    for ms in stride(from: 0.0, through: top, by: top > 40 ? 10 : 2) {
      canvas.drawText(String(format: "%.0f ms", ms), style: small, at: Point(x: 8, y: y(ms) - 7))
    }
    canvas.drawText(
      "Frame cost of every presented frame (\(timings.count) frames): update (blue), window (green), overlay (orange); red: 120 Hz budget",
      style: TextStyle(font: FontDescriptor(size: 13, weight: .semibold), color: Color(hex: 0x1C1C1E)), at: Point(x: 60, y: 12))
    let sorted = totals.sorted()
    let p50 = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    canvas.drawText(String(format: "p50 %.2f ms · p99 %.2f ms · max %.2f ms", p50, p99, sorted.last!), style: small, at: Point(x: 60, y: height - 40))
    let path = directory.appendingPathComponent("frame-times.png").path
    try bitmap.writePNG(to: path)
    return path
  }

  private static func downscale(_ bitmap: Bitmap, by factor: Double) throws -> Bitmap {
    let out = try Bitmap(
      width: max(1, Int(Double(bitmap.width) * factor)), height: max(1, Int(Double(bitmap.height) * factor)))
    let canvas = Canvas(bitmap: out)
    canvas.drawImage(bitmap, in: Rect(x: 0, y: 0, width: Double(out.width), height: Double(out.height)))
    return out
  }
}
