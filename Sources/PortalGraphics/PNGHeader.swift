import Foundation

/// The size a PNG file declares in its header, read without decoding its pixels: enough to
/// lay a picture out while its pixels are still being decoded.
public enum PNGHeader {
  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The width and height in the header of the PNG at `path`; nil when the file cannot be read
  /// or does not start like a PNG (decoding it says why).
  public static func size(atPath path: String) -> Size? {
    guard let file = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? file.close() }
    guard let bytes = try? file.read(upToCount: 24) else { return nil }
    return size(ofHeader: Array(bytes))
  }

  /// The size in the first 24 bytes of a PNG: its signature, then the IHDR chunk's length,
  /// type, width and height (big-endian).
  static func size(ofHeader bytes: [UInt8]) -> Size? {
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature, bytes[12..<16].elementsEqual("IHDR".utf8)
    else {
      return nil
    }
    func bigEndian(at offset: Int) -> Int {
      bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
    }
    let width = bigEndian(at: 16)
    let height = bigEndian(at: 20)
    guard width > 0, height > 0 else { return nil }
    return Size(width: Double(width), height: Double(height))
  }
}
