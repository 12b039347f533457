import PortalGraphics

/// The memory of retained layers lately freed, kept for the next layers.
///
/// The layers of one motion come back with the next one: the content behind a sheet, the
/// sidebar beside it and the sheet's card are kept for the presentation, freed when it rests,
/// and made again at the next presentation. Memory fresh from the system costs a page fault
/// for every 4 KB the first time it is written, about 3 ms for a window-sized layer on the
/// development machine, on the very frame that starts the motion; memory kept from earlier
/// layers costs only clearing, or nothing where the window's pixels are copied over it all.
///
/// A kept block serves any layer that fits in it, not only one of the same size: a layer takes
/// the smallest block large enough, as a bitmap over that memory with its own width and height.
/// At most `capacity` bytes are kept (the newest blocks; a block larger than that, alone); the
/// first frame more than `lifetime`
/// seconds after a block was freed drops it. A window at rest draws no frames and so keeps what
/// it holds until the next one. The kept bytes count in the layers' memory the trace reports.
@MainActor
final class LayerBitmapPool {
  /// Each block: the bitmap that owns the memory, and when it was freed.
  private var kept: [(block: Bitmap, freedAt: Double)] = []
  /// The time the last frame gave (`expire(at:)`).
  private var time = 0.0

  /// How many bytes are kept at most: the layers of a sheet over a 1280 × 800 window (the
  /// content, the sidebar, the divider and the card, about 6 MB) twice over.
  static let capacity = 12 * 1_048_576
  /// How long a block is kept, in seconds, measured when a frame asks (`expire(at:)`).
  static let lifetime = 3.0

  /// A bitmap of `width` × `height` pixels over the smallest kept block that holds it, if one
  /// does. Its pixels are whatever the last layer left.
  func take(width: Int, height: Int) -> Bitmap? {
    let needed = width * 4 * height
    var best: Int?
    for (index, entry) in kept.enumerated() where Self.bytes(of: entry.block) >= needed {
      // The smallest; among equals the newest.
      if let current = best, Self.bytes(of: kept[current].block) < Self.bytes(of: entry.block) { continue }
      best = index
    }
    guard let best else { return nil }
    let block = kept[best].block
    if block.width == width, block.height == height {
      kept.remove(at: best)
      return block
    }
    guard let bitmap = try? Bitmap(wrapping: block.data, width: width, height: height, stride: width * 4, owner: block)
    else { return nil }
    kept.remove(at: best)
    return bitmap
  }

  /// Keeps the memory of `bitmap`, freed now, dropping the oldest blocks beyond the capacity.
  func give(_ bitmap: Bitmap) {
    // A bitmap over a kept block gives the block back, with all of its memory.
    let block = bitmap.memoryOwner as? Bitmap ?? bitmap
    kept.append((block, time))
    var total = memory
    while total > Self.capacity, kept.count > 1 {
      total -= Self.bytes(of: kept.removeFirst().block)
    }
  }

  /// Drops the blocks kept longer than `lifetime` at `time`, the frame's.
  func expire(at time: Double) {
    self.time = time
    guard !kept.isEmpty else { return }
    kept.removeAll { time - $0.freedAt > Self.lifetime }
  }

  /// Bytes the kept blocks hold.
  var memory: Int { kept.reduce(0) { $0 + Self.bytes(of: $1.block) } }

  /// How many blocks are kept now.
  var count: Int { kept.count }

  private static func bytes(of block: Bitmap) -> Int { block.stride * block.height }
}
