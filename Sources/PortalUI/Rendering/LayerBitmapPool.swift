import PortalGraphics

/// Pixels of retained layers lately freed, kept for the next layer of the same size.
///
/// The layers of one motion come back with the next one: the content behind a sheet is kept for
/// the presentation, freed when it rests, and kept again at the dismissal, the same size each
/// time. Memory fresh from the system costs a page fault for every 4 KB the first time it is
/// written, about 3 ms for a window-sized layer on the development machine, on the very frame
/// that starts the motion; pixels kept from the last layer cost only clearing, or nothing where
/// the window's pixels are copied over them all. At most `capacity` bitmaps are kept; the first
/// frame more than `lifetime` seconds after one was freed drops it. A window at rest draws no
/// frames and so keeps what it holds (two bitmaps at most) until the next one. Their bytes count
/// in the layers' memory the trace reports.
@MainActor
final class LayerBitmapPool {
  private var kept: [(bitmap: Bitmap, freedAt: Double)] = []
  /// The time the last frame gave (`expire(at:)`).
  private var time = 0.0

  /// How many bitmaps are kept at most.
  static let capacity = 2
  /// How long a bitmap is kept, in seconds, measured when a frame asks (`expire(at:)`).
  static let lifetime = 3.0

  /// Takes a kept bitmap of exactly `width` × `height` pixels, if there is one. Its pixels are
  /// whatever the last layer left.
  func take(width: Int, height: Int) -> Bitmap? {
    guard let index = kept.lastIndex(where: { $0.bitmap.width == width && $0.bitmap.height == height }) else {
      return nil
    }
    return kept.remove(at: index).bitmap
  }

  /// Keeps `bitmap`, freed now, dropping the oldest beyond the capacity.
  func give(_ bitmap: Bitmap) {
    kept.append((bitmap, time))
    if kept.count > Self.capacity { kept.removeFirst(kept.count - Self.capacity) }
  }

  /// Drops the bitmaps kept longer than `lifetime` at `time`, the frame's.
  func expire(at time: Double) {
    self.time = time
    guard !kept.isEmpty else { return }
    kept.removeAll { time - $0.freedAt > Self.lifetime }
  }

  /// Bytes the kept bitmaps hold.
  var memory: Int { kept.reduce(0) { $0 + $1.bitmap.stride * $1.bitmap.height } }

  /// How many bitmaps are kept now.
  var count: Int { kept.count }
}
