import CX11
import Foundation
import PortalGraphics

/// Reads back what the X server shows: the root window's pixels, as a person would see them
/// (with a compositor running, the root holds the composited result).
public enum ScreenCapture {
  /// Captures a rectangle of the root window (the whole screen by default) as an opaque bitmap.
  public static func root(displayName: String, rect: (x: Int, y: Int, width: Int, height: Int)? = nil) throws
    -> Bitmap
  {
    let display = try TestConnectionErrors.open(displayName, "to capture")
    defer { TestConnectionErrors.close(display) }
    let screen = XDefaultScreen(display)
    let root = XRootWindow(display, screen)
    let area =
      rect
      ?? (0, 0, Int(XDisplayWidth(display, screen)), Int(XDisplayHeight(display, screen)))
    XSync(display, 0)
    guard
      let image = XGetImage(
        display, root, Int32(area.x), Int32(area.y), UInt32(area.width), UInt32(area.height), ~0, ZPixmap)
    else { throw XvfbServer.StartError.failedToStart("XGetImage failed") }
    defer { portal_x_destroy_image(image) }
    let out = try Bitmap(width: area.width, height: area.height)
    let src = UnsafeRawPointer(image.pointee.data!)
    let srcStride = Int(image.pointee.bytes_per_line)
    let direct = image.pointee.bits_per_pixel == 32 && image.pointee.byte_order == LSBFirst
    let masks = [image.pointee.red_mask, image.pointee.green_mask, image.pointee.blue_mask].map {
      UInt32(truncatingIfNeeded: $0)
    }
    for y in 0..<area.height {
      for x in 0..<area.width {
        let value: UInt32 =
          direct
          ? src.load(fromByteOffset: y * srcStride + x * 4, as: UInt32.self)
          : widened(UInt32(truncatingIfNeeded: portal_x_get_pixel(image, Int32(x), Int32(y))), masks: masks)
        out.data.storeBytes(of: value | 0xFF00_0000, toByteOffset: y * out.stride + x * 4, as: UInt32.self)
      }
    }
    out.markDirty()
    return out
  }

  /// A pixel of a narrower TrueColor screen (16-bit 5-6-5, say) as 8 bits per channel, each
  /// channel's top bits repeated into its low ones so full intensity stays full.
  static func widened(_ pixel: UInt32, masks: [UInt32]) -> UInt32 {
    masks.reduce(UInt32(0)) { out, mask in
      let bits = UInt32(mask.nonzeroBitCount)
      guard bits > 0 else { return out << 8 }
      let raw = (pixel & mask) >> UInt32(mask.trailingZeroBitCount)
      let channel = bits >= 8 ? raw >> (bits - 8) : (raw << (8 - bits)) | (raw << (8 - bits)) >> bits
      return out << 8 | channel
    }
  }
}
