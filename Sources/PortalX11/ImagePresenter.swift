import CX11
import Foundation
import PortalGraphics

/// How pixels travel to the X server.
public enum PresentPath: String, Sendable {
  /// `XShmPutImage`: the server reads a shared-memory segment; no copy through the socket.
  case sharedMemory
  /// `XPutImage`: pixels are sent through the connection. Works everywhere, costs more.
  case putImage
}

/// A client-side image in the window's pixel format, plus the means to put parts of it on screen.
///
/// The image's memory is also a `Bitmap`, so cairo draws straight into what the server reads.
/// MIT-SHM is tried first; its attach is probed (it fails on remote displays and across IPC
/// namespaces) and on failure the presenter falls back to `XPutImage` for good.
@MainActor
final class ImagePresenter {
  let bitmap: Bitmap
  let path: PresentPath
  // Held strongly so the display outlives the segment attached to it.
  private let connection: X11Connection
  private var display: OpaquePointer { connection.display }
  private let image: UnsafeMutablePointer<XImage>
  private var segment: UnsafeMutablePointer<XShmSegmentInfo>?
  private var ownedMemory: UnsafeMutableRawPointer?
  /// Bytes pushed to the server so far, for benchmarks and tests.
  private(set) var bytesPresented = 0
  /// How drawn pixels are packed for a 15- or 16-bit screen; nil when the image is the
  /// bitmap's own memory.
  private let packing: PackedPixelFormat?
  /// Makes every MIT-SHM attach name a segment that does not exist, so the server refuses it
  /// as it does on a remote display; tests use it to reach the fallback on a local server.
  static var breakAttachForTesting = false

  init(connection: X11Connection, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int)
    throws
  {
    self.connection = connection
    let display = connection.display
    if connection.hasSharedMemory,
      let shm = Self.makeSharedImage(connection: connection, visual: visual, depth: depth, width: width, height: height)
    {
      image = shm.image
      segment = shm.segment
      path = .sharedMemory
    } else {
      // Xlib works out the row length for the depth; the pixels are allocated to match.
      guard
        let created = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, nil, UInt32(width), UInt32(height), 32, 0)
      else {
        throw X11HostError.unsupportedVisual(depth: depth, bitsPerPixel: 0)
      }
      let memory = UnsafeMutableRawPointer.allocate(
        byteCount: Int(created.pointee.bytes_per_line) * height, alignment: 16)
      created.pointee.data = memory.assumingMemoryBound(to: CChar.self)
      image = created
      ownedMemory = memory
      path = .putImage
    }
    let bitsPerPixel = image.pointee.bits_per_pixel
    if bitsPerPixel == 32, image.pointee.byte_order == LSBFirst {
      // cairo draws straight into what the server reads.
      packing = nil
      bitmap = try Bitmap(
        wrapping: UnsafeMutableRawPointer(image.pointee.data), width: width, height: height,
        stride: Int(image.pointee.bytes_per_line))
    } else if bitsPerPixel == 16 {
      packing = PackedPixelFormat(visual: visual)
      bitmap = try Bitmap(width: width, height: height)
    } else {
      Self.release(image: image, segment: segment, ownedMemory: ownedMemory, display: display)
      throw X11HostError.unsupportedVisual(depth: depth, bitsPerPixel: bitsPerPixel)
    }
  }

  isolated deinit {
    Self.release(image: image, segment: segment, ownedMemory: ownedMemory, display: display)
  }

  /// Sends device-pixel rectangles of the image to `drawable`.
  func present(_ rects: [Rect], to drawable: Drawable, gc: GC) {
    bitmap.flush()
    let bounds = Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
    for rect in rects {
      let r = rect.integral.intersection(bounds)
      guard !r.isEmpty else { continue }
      let (x, y, w, h) = (Int32(r.minX), Int32(r.minY), UInt32(r.width), UInt32(r.height))
      packing?.pack(
        bitmap, x: Int(x), y: Int(y), width: Int(w), height: Int(h), into: UnsafeMutableRawPointer(image.pointee.data),
        stride: Int(image.pointee.bytes_per_line), bigEndian: image.pointee.byte_order == MSBFirst)
      switch path {
      case .sharedMemory:
        XShmPutImage(display, drawable, gc, image, x, y, x, y, w, h, 0)
      case .putImage:
        XPutImage(display, drawable, gc, image, x, y, x, y, w, h)
      }
      bytesPresented += Int(w) * Int(h) * Int(image.pointee.bits_per_pixel) / 8
    }
  }

  private static func makeSharedImage(
    connection: X11Connection, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int
  ) -> (image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>)? {
    let display = connection.display
    let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    info.initialize(to: XShmSegmentInfo())
    guard
      let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, info, UInt32(width), UInt32(height))
    else {
      info.deallocate()
      return nil
    }
    let bytes = Int(image.pointee.bytes_per_line) * height
    let shmid = portal_shm_create(bytes)
    guard shmid >= 0 else {
      portal_x_destroy_image(image)
      info.deallocate()
      return nil
    }
    let address = shmat(shmid, nil, 0)
    guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
      portal_shm_remove(shmid)
      portal_x_destroy_image(image)
      info.deallocate()
      return nil
    }
    info.pointee.shmid = shmid
    info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
    info.pointee.readOnly = 0
    image.pointee.data = info.pointee.shmaddr
    if breakAttachForTesting { info.pointee.shmid = -1 }
    let attached = XErrorLog.probe(display) { XShmAttach(display, info) }
    // Marked for removal now, so the kernel frees it when both sides detach, even after a crash.
    portal_shm_remove(shmid)
    guard attached else {
      if !connection.reportedRefusedAttach {
        connection.reportedRefusedAttach = true
        XErrorLog.logger.warning("MIT-SHM attach failed (remote display?); presenting with XPutImage")
      }
      shmdt(address)
      image.pointee.data = nil
      portal_x_destroy_image(image)
      info.deallocate()
      return nil
    }
    return (image, info)
  }

  private static func release(
    image: UnsafeMutablePointer<XImage>, segment: UnsafeMutablePointer<XShmSegmentInfo>?,
    ownedMemory: UnsafeMutableRawPointer?, display: OpaquePointer
  ) {
    if let segment {
      XShmDetach(display, segment)
      XSync(display, 0)
      shmdt(segment.pointee.shmaddr)
      segment.deallocate()
    }
    ownedMemory?.deallocate()
    // The pixels were freed above; keep XDestroyImage from freeing them again.
    image.pointee.data = nil
    portal_x_destroy_image(image)
  }
}
