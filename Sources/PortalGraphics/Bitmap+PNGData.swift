import CCairo
import Foundation

// PNG bytes in memory, for images that arrive as data (a download, a pasteboard, a store)
// rather than as files. cairo reads and writes PNG through a callback per chunk.

extension Bitmap {
  /// Decodes PNG bytes. Fails with cairo's reason when the bytes are not a PNG image.
  public convenience init(pngData data: Data) throws {
    let reader = PNGByteReader(bytes: [UInt8](data))
    let loaded = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          let reader = Unmanaged<PNGByteReader>.fromOpaque(closure!).takeUnretainedValue()
          return reader.read(into: buffer!, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
        }, Unmanaged.passUnretained(reader).toOpaque())!
    }
    try self.init(normalizing: loaded, source: "\(data.count) bytes of image data")
  }

  /// The bitmap encoded as PNG.
  public func pngData() throws -> Data {
    flush()
    let writer = PNGByteWriter()
    let status = withExtendedLifetime(writer) {
      cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          let writer = Unmanaged<PNGByteWriter>.fromOpaque(closure!).takeUnretainedValue()
          writer.data.append(bytes!, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(writer).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw GraphicsError.cannotWriteImage(path: "PNG data", reason: String(cString: cairo_status_to_string(status)))
    }
    return writer.data
  }
}

/// Hands PNG bytes to cairo's reader a chunk at a time.
private final class PNGByteReader {
  let bytes: [UInt8]
  var offset = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
    guard count <= bytes.count - offset else { return false }
    bytes.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress! + offset, count: count) }
    offset += count
    return true
  }
}

/// Collects the PNG bytes cairo writes.
private final class PNGByteWriter {
  var data = Data()
}
