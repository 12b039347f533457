import CX11
import Foundation
import PortalGraphics

/// One MIT-SHM image: an `XImage` whose pixels live in a shared-memory segment the server has
/// attached, and what is known of the server's reading of it.
///
/// The server reads the segment when it handles an `XShmPutImage`, not when the request is
/// sent; until then the client must not write into it. The last put of each present asks for a
/// `ShmCompletion` event, and the image is writable again once that event (or any later reply)
/// shows the server got past the put.
@MainActor
final class SharedImage {
  let image: UnsafeMutablePointer<XImage>
  let segment: UnsafeMutablePointer<XShmSegmentInfo>
  /// The image's pixels as a bitmap when they are premultiplied ARGB32 in the client's byte
  /// order, so cairo can draw straight into what the server reads; nil for packed formats.
  let pixels: Bitmap?
  /// Unmaps the memory once neither this image nor `pixels` needs it.
  private let mapping: SegmentMapping
  /// The request number of the last put of this image the server may not have handled yet.
  private(set) var awaitedSerial: UInt?
  // Held strongly so the display outlives the segment attached to it.
  private let connection: X11Connection
  private var display: OpaquePointer { connection.display }

  /// The segment's id on the server, as `ShmCompletion` events name it.
  var segmentID: ShmSeg { segment.pointee.shmseg }

  /// Creates and attaches an image, or returns nil when the server cannot read the segment
  /// (a remote display, another IPC namespace): the caller falls back to `XPutImage`.
  init?(
    connection: X11Connection, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int
  ) {
    let display = connection.display
    self.connection = connection
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
    if ImagePresenter.breakAttachForTesting { info.pointee.shmid = -1 }
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
    self.image = image
    segment = info
    mapping = SegmentMapping(address: address)
    if image.pointee.bits_per_pixel == 32, image.pointee.byte_order == LSBFirst {
      pixels = try? Bitmap(
        wrapping: address, width: width, height: height, stride: Int(image.pointee.bytes_per_line), owner: mapping)
    } else {
      pixels = nil
    }
  }

  /// The segment is detached from the server after every put of it: the server handles
  /// requests in order, so it reads the image before it sees the detach, and the client unmaps
  /// the memory only once the server has handled the detach.
  isolated deinit {
    XShmDetach(display, segment)
    XSync(display, 0)
    // The memory itself stays mapped while `pixels` is held elsewhere (`SegmentMapping`).
    segment.deallocate()
    // The pixels were unmapped above; keep XDestroyImage from freeing them.
    image.pointee.data = nil
    portal_x_destroy_image(image)
  }

  /// True when the server has handled every put of this image, so it may be written.
  var isWritable: Bool {
    guard let awaitedSerial else { return true }
    // Any event, reply or error read since the put carries a later request number.
    if XLastKnownRequestProcessed(display) >= awaitedSerial {
      self.awaitedSerial = nil
      return true
    }
    return false
  }

  /// Puts a rectangle of the image on `drawable`; `last` asks for the `ShmCompletion` that
  /// makes the image writable again.
  func put(to drawable: Drawable, gc: GC, x: Int32, y: Int32, width: UInt32, height: UInt32, last: Bool) {
    if last { awaitedSerial = UInt(XNextRequest(display)) }
    XShmPutImage(display, drawable, gc, image, x, y, x, y, width, height, last ? 1 : 0)
  }

  /// A `ShmCompletion` for this segment arrived: the put numbered `serial` has been handled.
  /// A completion of an earlier put (after a wait that synced with the server) changes nothing.
  func completed(serial: UInt) {
    if let awaitedSerial, serial >= awaitedSerial { self.awaitedSerial = nil }
  }

  /// Waits, with one round trip at most, until the server has handled every put of the image.
  /// Bounded even when no completion will come (the drawable was destroyed before the server
  /// got to the put, which then fails): `XSync` returns once every request was handled.
  func waitUntilWritable() {
    guard !isWritable else { return }
    XSync(display, 0)
    awaitedSerial = nil
  }
}

/// The client's mapping of a shared-memory segment, unmapped when the last holder lets go: the
/// `SharedImage` and, when its pixels are drawn into directly, their `Bitmap`, which may be held
/// a little longer (a canvas of the frame that replaced the image after a resize).
final class SegmentMapping {
  let address: UnsafeMutableRawPointer
  init(address: UnsafeMutableRawPointer) { self.address = address }
  deinit { shmdt(address) }
}
