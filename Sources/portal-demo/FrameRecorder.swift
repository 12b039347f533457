import CCairo
import Foundation
import PortalGraphics
import PortalHost

/// Writes what a person would see, frame by frame, as PNG files, and at the end a contact
/// sheet: the main window with the overlay's visible region composed over it.
@MainActor
final class FrameRecorder {
  let directory: URL
  private(set) var framesWritten = 0
  private var thumbnails: [Bitmap] = []
  private let thumbnailScale = 0.25

  init(directory: String) throws {
    self.directory = URL(fileURLWithPath: directory)
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    for old in (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [] where old.hasPrefix("frame-") {
      try? FileManager.default.removeItem(at: self.directory.appendingPathComponent(old))
    }
  }

  /// Records the current picture of `host`'s surfaces.
  func record(_ host: any AppHost) throws {
    let main = host.mainSurface.bitmap
    let frame = try Bitmap(width: main.width, height: main.height)
    let cr = cairo_create(frame.surface)!
    cairo_set_source_surface(cr, main.surface, 0, 0)
    cairo_paint(cr)
    if host.overlay.isShown {
      let scale = host.overlay.scale
      for r in host.overlay.visible {
        cairo_rectangle(cr, r.minX * scale, r.minY * scale, r.width * scale, r.height * scale)
      }
      cairo_clip(cr)
      cairo_set_source_surface(cr, host.overlay.bitmap.surface, 0, 0)
      cairo_paint(cr)
    }
    cairo_destroy(cr)
    framesWritten += 1
    let name = String(format: "frame-%05d.png", framesWritten)
    try frame.writePNG(to: directory.appendingPathComponent(name).path)
    thumbnails.append(try Self.downscale(frame, by: thumbnailScale))
  }

  /// A grid of up to `count` evenly spaced frames, written as `contact-sheet.png`.
  @discardableResult
  func writeContactSheet(count: Int = 16, columns: Int = 4) throws -> String? {
    guard let first = thumbnails.first else { return nil }
    let picks = (0..<min(count, thumbnails.count)).map {
      thumbnails[$0 * (thumbnails.count - 1) / max(1, min(count, thumbnails.count) - 1)]
    }
    let gap = 8
    let rows = (picks.count + columns - 1) / columns
    let sheet = try Bitmap(
      width: columns * first.width + (columns + 1) * gap, height: rows * first.height + (rows + 1) * gap)
    sheet.clear(to: Color(hex: 0x2A2D36))
    for (i, thumb) in picks.enumerated() {
      sheet.copy(from: thumb, to: (gap + (i % columns) * (first.width + gap), gap + (i / columns) * (first.height + gap)))
    }
    let path = directory.appendingPathComponent("contact-sheet.png").path
    try sheet.writePNG(to: path)
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
