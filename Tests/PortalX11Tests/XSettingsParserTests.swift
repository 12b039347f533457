import Testing

@testable import PortalX11

/// Builds `_XSETTINGS_SETTINGS` bytes as a manager writes them, in either byte order.
struct XSettingsBytes {
  var bigEndian: Bool
  var bytes: [UInt8] = []

  init(bigEndian: Bool, serial: UInt32, count: UInt32) {
    self.bigEndian = bigEndian
    bytes = [bigEndian ? 1 : 0, 0, 0, 0]
    card32(serial)
    card32(count)
  }

  mutating func card16(_ value: UInt16) {
    let b = [UInt8(value >> 8), UInt8(value & 0xFF)]
    bytes += bigEndian ? b : b.reversed()
  }

  mutating func card32(_ value: UInt32) {
    let b = [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    bytes += bigEndian ? b : b.reversed()
  }

  mutating func padded(_ text: String) {
    let utf8 = Array(text.utf8)
    bytes += utf8 + [UInt8](repeating: 0, count: (4 - utf8.count % 4) % 4)
  }

  mutating func header(type: UInt8, name: String) {
    bytes += [type, 0]
    card16(UInt16(name.utf8.count))
    padded(name)
    card32(7)  // the setting's last-change serial
  }

  mutating func integer(_ name: String, _ value: Int32) {
    header(type: 0, name: name)
    card32(UInt32(bitPattern: value))
  }

  mutating func string(_ name: String, _ value: String) {
    header(type: 1, name: name)
    card32(UInt32(value.utf8.count))
    padded(value)
  }

  mutating func color(_ name: String, red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16) {
    header(type: 2, name: name)
    // The specification's order: red, blue, green, alpha.
    card16(red)
    card16(blue)
    card16(green)
    card16(alpha)
  }

  /// The three kinds of setting a desktop publishes.
  static func sample(bigEndian: Bool) -> [UInt8] {
    var b = XSettingsBytes(bigEndian: bigEndian, serial: 42, count: 4)
    b.string("Net/ThemeName", "Adwaita-dark")
    b.integer("Xft/DPI", 147_456)
    b.integer("Gtk/EnableAnimations", -1)
    b.color("Gtk/Accent", red: 0x1111, green: 0x2222, blue: 0x3333, alpha: 0xFFFF)
    return b.bytes
  }
}

@Suite("XSETTINGS parsing")
struct XSettingsParserTests {
  @Test(arguments: [false, true])
  func integersStringsAndColoursAreReadInEitherByteOrder(bigEndian: Bool) throws {
    let settings = try XSettings(parsing: XSettingsBytes.sample(bigEndian: bigEndian))
    #expect(settings.serial == 42)
    #expect(settings.string("Net/ThemeName") == "Adwaita-dark")
    #expect(settings.integer("Xft/DPI") == 147_456)
    #expect(settings.integer("Gtk/EnableAnimations") == -1)
    #expect(settings.values["Gtk/Accent"] == .color(red: 0x1111, green: 0x2222, blue: 0x3333, alpha: 0xFFFF))
    #expect(settings.values.count == 4)
  }

  @Test func aPropertyCutShortIsAnErrorNamingTheByteNotHalfTheSettings() throws {
    let whole = XSettingsBytes.sample(bigEndian: false)
    let cut = Array(whole.prefix(whole.count - 3))
    #expect(throws: XSettings.ParseError.self) { try XSettings(parsing: cut) }
    do {
      _ = try XSettings(parsing: cut)
    } catch let error as XSettings.ParseError {
      #expect(error.description.contains("byte"))
      #expect(error.offset > 0 && error.offset < cut.count)
    }
  }

  @Test func anUnknownByteOrderOrTypeIsAnError() {
    var badOrder = XSettingsBytes.sample(bigEndian: false)
    badOrder[0] = 7
    #expect(throws: XSettings.ParseError.self) { try XSettings(parsing: badOrder) }
    var badType = XSettingsBytes(bigEndian: false, serial: 1, count: 1)
    badType.header(type: 9, name: "Net/Odd")
    badType.card32(0)
    #expect(throws: XSettings.ParseError.self) { try XSettings(parsing: badType.bytes) }
  }

  @Test func aCountBeyondWhatTheBytesHoldIsAnError() {
    var b = XSettingsBytes(bigEndian: true, serial: 1, count: 1_000_000)
    b.integer("Xft/DPI", 98_304)
    #expect(throws: XSettings.ParseError.self) { try XSettings(parsing: b.bytes) }
  }

  @Test func anEmptyPropertyIsAnError() {
    #expect(throws: XSettings.ParseError.self) { try XSettings(parsing: []) }
  }
}
