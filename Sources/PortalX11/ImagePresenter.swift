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

/// A surface's pixels on the client, plus the means to put parts of them on screen.
///
/// The client draws into `bitmap`, which always holds everything the surface shows, so an
/// Expose is answered from it. With MIT-SHM there are two ways to present:
/// - **From the bitmap itself** (`presentsItsBitmap`, on a 24- or 32-bit screen): the bitmap
///   lives in a shared segment and is put from there, with no copy. The server reads it when it
///   handles the put, so it must not be written before then: `writableBitmap` waits when the
///   server has not got there yet (under a period's lead, it usually has). A window whose whole
///   4 MB changes each frame saves a copy of that size per frame.
/// - **Through two shared images used in turn**: each present copies (or draws) the presented
///   rectangles into one and puts them from there; while the server has not read one, the next
///   frame goes through the other instead of waiting (see `SharedImage`). For the overlay,
///   whose frames are composed only to be shown, and for 15- and 16-bit screens.
///
/// MIT-SHM's attach is probed (it fails on remote displays and across IPC namespaces); on
/// failure the presenter falls back to `XPutImage` for good, which copies the pixels into the
/// request at once.
@MainActor
final class ImagePresenter {
  let bitmap: Bitmap
  let path: PresentPath
  // Held strongly so the display outlives the segments attached to it.
  private let connection: X11Connection
  private var display: OpaquePointer { connection.display }
  /// The two shared images presents alternate between; empty on the `XPutImage` path and when
  /// the bitmap is put from its own segment.
  private let sharedImages: [SharedImage]
  /// The shared image `bitmap` is the pixels of, when presents put the bitmap itself.
  private let ownImage: SharedImage?
  /// The shared image the last present went through.
  private(set) var lastSharedImage = 0
  /// On the `XPutImage` path: the image whose pixels are sent (the bitmap's own memory, or
  /// packed from it).
  private let putImage: UnsafeMutablePointer<XImage>?
  private var ownedMemory: UnsafeMutableRawPointer?
  /// Bytes pushed to the server so far, for benchmarks and tests.
  private(set) var bytesPresented = 0
  /// `ShmCompletion` events routed to this presenter's images, for tests.
  private(set) var completionsReceived = 0
  /// Presents that found both shared images still unread by the server and waited for it, and
  /// writes into a bitmap put from its own segment that waited for the server to read it.
  private(set) var waitsForServer = 0
  /// Bytes copied on the client into a shared image before a put, for benchmarks and tests.
  private(set) var bytesCopied = 0
  /// Presents that wrote into a shared image with a put of it the server had not handled yet,
  /// judged from the request numbers the server has acknowledged; always 0 unless the
  /// bookkeeping is wrong. For tests.
  private(set) var writesIntoUnreadImage = 0
  /// How drawn pixels are packed for a 15- or 16-bit screen; nil when they are copied as they are.
  private let packing: PackedPixelFormat?
  /// The request number of each shared image's last put, whether or not it asked for a completion.
  private var lastPutSerial: [UInt] = [0, 0]
  /// Makes every MIT-SHM attach name a segment that does not exist, so the server refuses it
  /// as it does on a remote display; tests use it to reach the fallback on a local server.
  static var breakAttachForTesting = false

  /// A presenter for a `width`×`height` drawable of `visual` and `depth`. With
  /// `presentsItsBitmap`, `bitmap` is put straight from a shared segment when the screen's
  /// pixels are ARGB32 (write it only through `writableBitmap`); otherwise, and always without
  /// MIT-SHM, presents go through two shared images or `XPutImage`.
  init(
    connection: X11Connection, visual: UnsafeMutablePointer<Visual>, depth: Int32, width: Int, height: Int,
    presentsItsBitmap: Bool = false
  ) throws {
    self.connection = connection
    let display = connection.display
    if presentsItsBitmap, connection.hasSharedMemory,
      let own = SharedImage(connection: connection, visual: visual, depth: depth, width: width, height: height),
      let pixels = own.pixels
    {
      ownImage = own
      bitmap = pixels
      sharedImages = []
      putImage = nil
      path = .sharedMemory
      packing = nil
      return
    }
    ownImage = nil
    bitmap = try Bitmap(width: width, height: height)
    var shared: [SharedImage] = []
    if connection.hasSharedMemory {
      for _ in 0..<2 {
        guard let image = SharedImage(connection: connection, visual: visual, depth: depth, width: width, height: height)
        else { break }
        shared.append(image)
      }
      if shared.count < 2 { shared = [] }
    }
    let bitsPerPixel: Int32
    if let first = shared.first {
      sharedImages = shared
      putImage = nil
      path = .sharedMemory
      bitsPerPixel = first.image.pointee.bits_per_pixel
    } else {
      sharedImages = []
      // Xlib works out the row length for the depth; the pixels are allocated to match, or
      // are the bitmap's own when the layouts agree.
      guard
        let created = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, nil, UInt32(width), UInt32(height), 32, 0)
      else {
        throw X11HostError.unsupportedVisual(depth: depth, bitsPerPixel: 0)
      }
      bitsPerPixel = created.pointee.bits_per_pixel
      if bitsPerPixel == 32, created.pointee.byte_order == LSBFirst, Int(created.pointee.bytes_per_line) == bitmap.stride {
        created.pointee.data = bitmap.data.assumingMemoryBound(to: CChar.self)
      } else {
        let memory = UnsafeMutableRawPointer.allocate(
          byteCount: Int(created.pointee.bytes_per_line) * height, alignment: 16)
        created.pointee.data = memory.assumingMemoryBound(to: CChar.self)
        ownedMemory = memory
      }
      putImage = created
      path = .putImage
    }
    let image = sharedImages.first?.image ?? putImage!
    if bitsPerPixel == 32, image.pointee.byte_order == LSBFirst {
      packing = nil
    } else if bitsPerPixel == 16 {
      packing = PackedPixelFormat(visual: visual)
    } else {
      if let putImage { Self.release(putImage, ownedMemory: ownedMemory) }
      throw X11HostError.unsupportedVisual(depth: depth, bitsPerPixel: bitsPerPixel)
    }
  }

  isolated deinit {
    if let putImage { Self.release(putImage, ownedMemory: ownedMemory) }
  }

  /// `bitmap`, ready to be written: when it is put from its own segment, this waits (one round
  /// trip at most) until the server has read the last put of it. Fetch it before each frame's
  /// drawing; reading `bitmap` never waits.
  var writableBitmap: Bitmap {
    if let ownImage, !ownImage.isWritable {
      // Reading what has arrived may show that the server got past the put: no round trip.
      XEventsQueued(display, QueuedAfterReading)
      if !ownImage.isWritable {
        waitsForServer += 1
        ownImage.waitUntilWritable()
      }
    }
    if ownImage != nil, XLastKnownRequestProcessed(display) < lastPutSerial[0] { writesIntoUnreadImage += 1 }
    return bitmap
  }

  /// Sends device-pixel rectangles of `bitmap` to `drawable`.
  func present(_ rects: [Rect], to drawable: Drawable, gc: GC) {
    send(rects, to: drawable, gc: gc, drawing: { _ in }, draws: false)
  }

  /// Sends device-pixel rectangles to `drawable`, drawn by `draw` into the bitmap it is given
  /// (covering each rectangle fully): straight into the shared image about to be put when its
  /// pixels are ARGB32, otherwise into `bitmap`, which is then copied or packed. For pixels
  /// composed only to be shown (the shaped overlay), this saves a copy per present.
  func present(_ rects: [Rect], to drawable: Drawable, gc: GC, drawing draw: (Bitmap) -> Void) {
    send(rects, to: drawable, gc: gc, drawing: draw, draws: true)
  }

  /// Presents `rects`, drawn by `draw` first when `draws`. (A non-optional closure is not
  /// escaping, so a present allocates nothing.)
  private func send(_ rects: [Rect], to drawable: Drawable, gc: GC, drawing draw: (Bitmap) -> Void, draws: Bool) {
    let bounds = Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
    guard let lastIndex = rects.lastIndex(where: { !$0.integral.intersection(bounds).isEmpty }) else { return }
    if let ownImage {
      if draws { draw(writableBitmap) }
      bitmap.flush()
      put(rects, upTo: lastIndex, from: ownImage, to: drawable, gc: gc)
      lastPutSerial[0] = UInt(XNextRequest(display)) - 1
      return
    }
    guard !sharedImages.isEmpty else {
      let image = putImage!
      if draws { draw(bitmap) }
      bitmap.flush()
      for rect in rects {
        let r = rect.integral.intersection(bounds)
        guard !r.isEmpty else { continue }
        if image.pointee.data != bitmap.data.assumingMemoryBound(to: CChar.self) { transfer(r, into: image) }
        let (x, y, w, h) = (Int32(r.minX), Int32(r.minY), UInt32(r.width), UInt32(r.height))
        XPutImage(display, drawable, gc, image, x, y, x, y, w, h)
        bytesPresented += Int(w) * Int(h) * Int(image.pointee.bits_per_pixel) / 8
      }
      return
    }
    let index = writableSharedImage()
    let shared = sharedImages[index]
    if XLastKnownRequestProcessed(display) < lastPutSerial[index] { writesIntoUnreadImage += 1 }
    let image = shared.image
    if draws, let pixels = shared.pixels {
      draw(pixels)
      pixels.flush()
    } else {
      if draws { draw(bitmap) }
      bitmap.flush()
      for rect in rects {
        let r = rect.integral.intersection(bounds)
        if !r.isEmpty {
          transfer(r, into: image)
          bytesCopied += Int(r.width) * Int(r.height) * Int(image.pointee.bits_per_pixel) / 8
        }
      }
      shared.pixels?.markDirty()
    }
    put(rects, upTo: lastIndex, from: shared, to: drawable, gc: gc)
    lastPutSerial[index] = UInt(XNextRequest(display)) - 1
    lastSharedImage = index
  }

  /// Puts `rects` (up to the last one that shows anything, which asks for the completion) of
  /// `shared` on `drawable`.
  private func put(_ rects: [Rect], upTo lastIndex: Int, from shared: SharedImage, to drawable: Drawable, gc: GC) {
    let bounds = Rect(x: 0, y: 0, width: Double(bitmap.width), height: Double(bitmap.height))
    let bitsPerPixel = Int(shared.image.pointee.bits_per_pixel)
    for (i, rect) in rects.enumerated() where i <= lastIndex {
      let r = rect.integral.intersection(bounds)
      guard !r.isEmpty else { continue }
      let (w, h) = (UInt32(r.width), UInt32(r.height))
      shared.put(to: drawable, gc: gc, x: Int32(r.minX), y: Int32(r.minY), width: w, height: h, last: i == lastIndex)
      bytesPresented += Int(w) * Int(h) * bitsPerPixel / 8
    }
  }

  /// Copies (or packs, for a 15- or 16-bit screen) a rectangle of `bitmap` into `image`.
  private func transfer(_ r: Rect, into image: UnsafeMutablePointer<XImage>) {
    let (x, y, w, h) = (Int(r.minX), Int(r.minY), Int(r.width), Int(r.height))
    let memory = UnsafeMutableRawPointer(image.pointee.data)!
    let stride = Int(image.pointee.bytes_per_line)
    if let packing {
      packing.pack(
        bitmap, x: x, y: y, width: w, height: h, into: memory, stride: stride, bigEndian: image.pointee.byte_order == MSBFirst)
      return
    }
    let source = bitmap.data
    for row in y..<(y + h) {
      (memory + row * stride + x * 4).copyMemory(from: source + row * bitmap.stride + x * 4, byteCount: w * 4)
    }
  }

  /// The shared image to present through: the one not used last, unless only the last one is
  /// readable again; when neither is, waits for the server to read the older one.
  private func writableSharedImage() -> Int {
    let other = 1 - lastSharedImage
    if sharedImages[other].isWritable { return other }
    if sharedImages[lastSharedImage].isWritable { return lastSharedImage }
    waitsForServer += 1
    sharedImages[other].waitUntilWritable()
    return other
  }

  /// Routes a `ShmCompletion` to the shared image it names; one of an image this presenter no
  /// longer holds (it was replaced on a resize) is ignored.
  func sharedMemoryCompleted(segment: ShmSeg, serial: UInt) {
    for image in sharedImages where image.segmentID == segment {
      image.completed(serial: serial)
      completionsReceived += 1
    }
    if let ownImage, ownImage.segmentID == segment {
      ownImage.completed(serial: serial)
      completionsReceived += 1
    }
  }

  private static func release(_ image: UnsafeMutablePointer<XImage>, ownedMemory: UnsafeMutableRawPointer?) {
    ownedMemory?.deallocate()
    // The pixels are the bitmap's or were freed above; keep XDestroyImage from freeing them.
    image.pointee.data = nil
    portal_x_destroy_image(image)
  }
}
