import Foundation

/// The settings an XSETTINGS manager publishes: the `_XSETTINGS_SETTINGS` property of the
/// window that owns the `_XSETTINGS_S<screen>` selection, parsed as the XSETTINGS
/// specification lays it out.
///
/// The property is: one byte of byte order (0 LSB first, 1 MSB first), three unused, a
/// CARD32 serial, a CARD32 count, then each setting: a type byte (0 integer, 1 string,
/// 2 colour), an unused byte, a CARD16 name length, the name padded to four bytes, a CARD32
/// serial of its last change, and its value (an INT32; a CARD32 length and the bytes padded
/// to four; or four CARD16s, red, blue, green, alpha, in that order).
public struct XSettings: Equatable, Sendable {
  /// One setting's value.
  public enum Value: Equatable, Sendable {
    case integer(Int32)
    case string(String)
    /// 16-bit channels.
    case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
  }

  /// Bumped by the manager each time it publishes.
  public var serial: UInt32
  /// The settings by name (`Net/ThemeName`, `Xft/DPI`, …).
  public var values: [String: Value]

  public init(serial: UInt32 = 0, values: [String: Value] = [:]) {
    self.serial = serial
    self.values = values
  }

  /// An integer setting, or nil when it is absent or not an integer.
  public func integer(_ name: String) -> Int32? {
    if case .integer(let value) = values[name] { return value }
    return nil
  }

  /// A string setting, or nil when it is absent or not a string.
  public func string(_ name: String) -> String? {
    if case .string(let value) = values[name] { return value }
    return nil
  }

  /// Why a property could not be read as XSETTINGS.
  public struct ParseError: Error, Equatable, CustomStringConvertible {
    /// Where in the property the reading stopped.
    public let offset: Int
    public let reason: String
    public var description: String { "XSETTINGS property unreadable at byte \(offset): \(reason)" }
  }

  /// Parses the bytes of an `_XSETTINGS_SETTINGS` property. Throws, naming the byte and the
  /// reason, for a byte order that is neither 0 nor 1, an unknown type, or anything that runs
  /// past the end, rather than returning settings half read.
  public init(parsing bytes: [UInt8]) throws {
    var reader = Reader(bytes: bytes)
    let order = try reader.byte()
    guard order == 0 || order == 1 else {
      throw ParseError(offset: 0, reason: "byte order \(order) is neither 0 (LSB first) nor 1 (MSB first)")
    }
    reader.bigEndian = order == 1
    try reader.skip(3)
    serial = try reader.card32()
    let count = try reader.card32()
    // Each setting takes at least 12 bytes: a count beyond that cannot be honest.
    guard Int(count) <= bytes.count / 12 else {
      throw ParseError(offset: 8, reason: "\(count) settings cannot fit in \(bytes.count) bytes")
    }
    var values: [String: Value] = [:]
    for _ in 0..<count {
      let start = reader.offset
      let type = try reader.byte()
      try reader.skip(1)
      let nameLength = Int(try reader.card16())
      let name = String(decoding: try reader.bytes(nameLength, padded: true), as: UTF8.self)
      _ = try reader.card32()  // serial of the setting's last change
      switch type {
      case 0: values[name] = .integer(Int32(bitPattern: try reader.card32()))
      case 1:
        let length = Int(try reader.card32())
        values[name] = .string(String(decoding: try reader.bytes(length, padded: true), as: UTF8.self))
      case 2:
        let red = try reader.card16()
        let blue = try reader.card16()
        let green = try reader.card16()
        let alpha = try reader.card16()
        values[name] = .color(red: red, green: green, blue: blue, alpha: alpha)
      default:
        throw ParseError(offset: start, reason: "setting '\(name)' has unknown type \(type)")
      }
    }
    self.values = values
  }

  /// Reads CARD8/16/32 in the property's byte order, throwing at the end of the bytes.
  private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var bigEndian = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func bytes(_ count: Int, padded: Bool) throws -> ArraySlice<UInt8> {
      let total = padded ? (count + 3) & ~3 : count
      guard count >= 0, offset + total <= bytes.count else {
        throw ParseError(offset: offset, reason: "\(total) bytes wanted, \(bytes.count - offset) left")
      }
      defer { offset += total }
      return bytes[offset..<offset + count]
    }

    mutating func skip(_ count: Int) throws { _ = try bytes(count, padded: false) }

    mutating func byte() throws -> UInt8 { try bytes(1, padded: false).first! }

    mutating func card16() throws -> UInt16 {
      let b = Array(try bytes(2, padded: false))
      return bigEndian ? UInt16(b[0]) << 8 | UInt16(b[1]) : UInt16(b[1]) << 8 | UInt16(b[0])
    }

    mutating func card32() throws -> UInt32 {
      let b = Array(try bytes(4, padded: false)).map(UInt32.init)
      return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
    }
  }
}
