import Foundation
import PortalGraphics
import PortalHost
import PortalUI

/// Thumbnails for the list's rows: a few distinct pictures, reused as a photo list reuses
/// decoded thumbnails.
@MainActor
private enum ListThumbnails {
  static let all: [Bitmap] = (0..<6).compactMap { make(hue: $0) }

  private static func make(hue: Int) -> Bitmap? {
    guard let bitmap = try? Bitmap(width: 128, height: 96) else { return nil }
    let canvas = Canvas(bitmap: bitmap)
    let colours: [UInt32] = [0xFF9A6B, 0x6BB8FF, 0x7FD99A, 0xC79BF2, 0xFFD36B, 0x6BE0E0]
    canvas.fill(
      Rect(x: 0, y: 0, width: 128, height: 96),
      with: .linear(
        Gradient(colors: [Color(hex: colours[hue]), Color(hex: 0x2D2A4A)]), from: .zero, to: Point(x: 0, y: 96)))
    canvas.fill(circleCenter: Point(x: 90, y: 30), radius: 14, with: .color(Color(hex: 0xFFF1C9)))
    return bitmap
  }
}

/// One row: a thumbnail, a title and a line of detail.
private struct ListRow: View {
  let index: Int
  var body: some View {
    HStack(spacing: 12) {
      Image(bitmap: ListThumbnails.all[index % ListThumbnails.all.count]).resizable().frame(width: 64, height: 48)
        .cornerRadius(6)
      VStack(alignment: .leading, spacing: 2) {
        Text("Photo \(index + 1)").font(.headline)
        Text("Taken on a walk along the harbour, row \(index + 1) of the library").font(.footnote)
          .foregroundStyle(.secondary).lineLimit(1)
      }
      Spacer()
    }
    .padding(.horizontal, 16)
    .frame(height: 64)
  }
}

/// A long list of rows in a scroll view, as a photo library shows it.
private struct ListScene: View {
  let rows: Int
  var body: some View {
    ScrollView {
      LazyVGrid(columns: [GridItem(.flexible())], spacing: 0) {
        ForEach(0..<rows) { ListRow(index: $0) }
      }
    }
  }
}

/// Frame times scrolling the list, and frames drawn after the last input until it rests.
struct ListScrollReport {
  var rows: Int
  var frames: Samples
  var framesUntilRest: [(String, Int)]

  var table: String {
    var out = [
      "long list scroll: \(rows) rows with a picture and two texts, 1280x800 headless, "
        + "one 60 pt step + one frame per sample, down the whole list and back (ms)",
      String(
        format: "  p50 %.3f  p90 %.3f  p99 %.3f  max %.3f  (%d frames)", frames.p50, frames.p90, frames.p99,
        frames.max, frames.count),
      "frames at 120 Hz from the last input until rest (long list):",
    ]
    for (what, count) in framesUntilRest { out.append("  \(what): \(count)") }
    return out.joined(separator: "\n")
  }
}

/// The scroll view's offset, read through its reported geometry.
@MainActor
private final class ListOffset {
  var geometry: ScrollGeometry?
}

@MainActor
private func makeList(rows: Int, offset: ListOffset) throws -> (HeadlessHost, ViewGraph) {
  let host = try HeadlessHost(size: Size(width: 1280, height: 800))
  let scene = ListScene(rows: rows).onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 }) { _, geometry in
    offset.geometry = geometry
  }
  let graph = ViewGraph(root: scene, host: host)
  host.runUntilIdle()
  return (host, graph)
}

/// Scrolls a long list from top to bottom and back, one step a frame, then counts the frames
/// each kind of scroll gesture asks for after its last input: a wheel notch gliding, a drag
/// let go at speed coasting, and a pull past the top springing back.
@MainActor
func measureListScroll(rows: Int = 2000) throws -> ListScrollReport {
  let offset = ListOffset()
  let (host, graph) = try makeList(rows: rows, offset: offset)
  let pointer = Point(x: 640, y: 400)
  var frames = Samples(name: "frame", path: "-")
  for direction in [1.0, -1.0] {
    for _ in 0..<100_000 {
      // The geometry is reported once the list has scrolled: the first step goes ahead.
      if let geometry = offset.geometry {
        let limit = geometry.content.height - geometry.container.height
        let next = geometry.offset.y + direction * 60
        if next > limit || next < 0 { break }
      }
      host.send(.scrolled(pointer, dx: 0, dy: direction * 60, precise: true))
      let start = MonotonicClock.seconds()
      host.step()
      frames.add(MonotonicClock.seconds() - start)
    }
  }
  var rest: [(String, Int)] = []
  host.send(.scrolled(Point(x: 640, y: 400), dx: 0, dy: 48, precise: false))
  rest.append(("one wheel notch (48 pt)", host.runUntilIdle()))

  // A drag upwards at 1500 pt/s, let go while moving.
  let frame = 1.0 / 120
  host.send(.pointerPressed(Point(x: 640, y: 600), button: .primary))
  for i in 1...12 {
    host.manualClock.advance(by: frame)
    host.send(.pointerMoved(Point(x: 640, y: 600 - 12.5 * Double(i))))
    host.drawIfRequested()
  }
  host.send(.pointerReleased(Point(x: 640, y: 450), button: .primary))
  rest.append(("drag fling (1500 pt/s)", host.runUntilIdle()))

  // Back at the top, pulled 120 pt down past it, held still, let go.
  host.send(.scrolled(pointer, dx: 0, dy: -1_000_000, precise: true))
  host.runUntilIdle()
  host.send(.pointerPressed(Point(x: 640, y: 200), button: .primary))
  for i in 1...12 {
    host.manualClock.advance(by: frame)
    host.send(.pointerMoved(Point(x: 640, y: 200 + 10 * Double(i))))
    host.drawIfRequested()
  }
  host.manualClock.advance(by: 0.2)
  host.send(.pointerReleased(Point(x: 640, y: 320), button: .primary))
  rest.append(("rubber-band spring-back (pulled past the top)", host.runUntilIdle()))
  withExtendedLifetime(graph) {}
  return ListScrollReport(rows: rows, frames: frames, framesUntilRest: rest)
}
