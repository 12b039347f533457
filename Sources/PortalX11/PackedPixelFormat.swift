import CX11
import PortalGraphics

/// A TrueColor pixel narrower than 32 bits (16-bit 5-6-5, 15-bit 5-5-5), described by the
/// visual's channel masks.
///
/// Everything is drawn in 32-bit ARGB; on such a screen each presented rectangle is packed
/// into the server's format on the way out. Colours lose their low bits, as they would in any
/// program on that screen.
struct PackedPixelFormat: Equatable {
  struct Channel: Equatable {
    /// Where the channel's lowest bit sits in the pixel.
    let shift: UInt32
    /// How many bits the channel keeps.
    let bits: UInt32

    init(mask: UInt) {
      let value = UInt32(truncatingIfNeeded: mask)
      shift = value == 0 ? 0 : UInt32(value.trailingZeroBitCount)
      bits = UInt32(value.nonzeroBitCount)
    }

    /// The channel's bits of an 8-bit value.
    @inline(__always) func pack(_ value: UInt32) -> UInt32 { (value >> (8 - bits)) << shift }

    /// The 8-bit value of the channel in `pixel`, its top bits repeated into the low ones so
    /// full intensity stays full.
    @inline(__always) func unpack(_ pixel: UInt32) -> UInt32 {
      guard bits > 0 else { return 0 }
      let raw = (pixel >> shift) & ((1 << bits) - 1)
      let widened = raw << (8 - bits)
      return widened | (widened >> bits)
    }
  }

  let red: Channel
  let green: Channel
  let blue: Channel

  init(redMask: UInt, greenMask: UInt, blueMask: UInt) {
    red = Channel(mask: redMask)
    green = Channel(mask: greenMask)
    blue = Channel(mask: blueMask)
  }

  init(visual: UnsafeMutablePointer<Visual>) {
    self.init(redMask: visual.pointee.red_mask, greenMask: visual.pointee.green_mask, blueMask: visual.pointee.blue_mask)
  }

  /// The packed pixel for an opaque 32-bit ARGB one.
  @inline(__always) func pack(_ argb: UInt32) -> UInt32 {
    red.pack((argb >> 16) & 0xFF) | green.pack((argb >> 8) & 0xFF) | blue.pack(argb & 0xFF)
  }

  /// The opaque 32-bit ARGB pixel a packed one shows.
  func unpack(_ pixel: UInt32) -> UInt32 {
    0xFF00_0000 | red.unpack(pixel) << 16 | green.unpack(pixel) << 8 | blue.unpack(pixel)
  }

  /// Packs a rectangle of `bitmap` (device pixels, inside its bounds) into 16-bit pixels at the
  /// same place in `destination`, in the byte order the server asked for.
  func pack(
    _ bitmap: Bitmap, x: Int, y: Int, width: Int, height: Int, into destination: UnsafeMutableRawPointer,
    stride: Int, bigEndian: Bool
  ) {
    let source = bitmap.data
    for row in y..<(y + height) {
      let from = (source + row * bitmap.stride).assumingMemoryBound(to: UInt32.self)
      let to = (destination + row * stride).assumingMemoryBound(to: UInt16.self)
      for column in x..<(x + width) {
        let value = UInt16(truncatingIfNeeded: pack(from[column]))
        to[column] = bigEndian ? value.byteSwapped : value
      }
    }
  }
}
