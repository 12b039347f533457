import CX11
import Foundation
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

/// The clipboard goes both ways between the program and another X client (`xclip`).
@Suite("X11 clipboard") @MainActor
struct X11ClipboardTests {
  /// Runs xclip with `arguments` against the fixture's server while the host answers, and
  /// returns what it printed.
  private func xclip(_ f: X11Fixture, _ arguments: [String]) throws -> String {
    String(decoding: try xclipBytes(f, arguments), as: UTF8.self)
  }

  /// Puts `text` on `selection` with xclip, which stays to serve it in the background.
  private func copyWithXclip(_ f: X11Fixture, _ text: String, selection: String = "clipboard") throws {
    let file = NSTemporaryDirectory() + "/portal-clipboard-\(getpid()).txt"
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    // Not captured: the copy xclip leaves serving the selection would hold the pipe open.
    _ = try xclipBytes(f, ["-i", "-selection", selection, file], capture: false)
  }

  private func xclipBytes(_ f: X11Fixture, _ arguments: [String], capture: Bool = true) throws -> [UInt8] {
    let process = try ChildProcess(
      path: "/usr/bin/xclip", arguments: arguments, environment: f.server.environment, captureOutput: capture)
    let deadline = Date().addingTimeInterval(5)
    while process.wait(timeout: 0) == nil, Date() < deadline {
      f.settle()
      usleep(5_000)
    }
    return [UInt8](process.output?.readDataToEndOfFile() ?? Data())
  }

  private func paste(_ f: X11Fixture, from selection: ClipboardSelection) -> String? {
    var pasted: String??
    f.host.clipboard?.requestText(from: selection) { pasted = .some($0) }
    _ = f.waitUntil { pasted != nil }
    return pasted ?? nil
  }

  @Test func textCopiedInTheProgramIsPastedByAnotherClient() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    f.host.clipboard?.setText("Grüße ✈", for: .clipboard)
    #expect(try xclip(f, ["-o", "-selection", "clipboard"]) == "Grüße ✈")
    #expect(try xclip(f, ["-o", "-selection", "clipboard", "-t", "TARGETS"]).contains("UTF8_STRING"))
    // Latin-1 for older clients, with "?" for what Latin-1 lacks.
    #expect(try xclipBytes(f, ["-o", "-selection", "clipboard", "-t", "STRING"]) == [0x47, 0x72, 0xFC, 0xDF, 0x65, 0x20, 0x3F])
  }

  @Test func textCopiedByAnotherClientIsPastedInTheProgram() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    try copyWithXclip(f, "from xclip — ünïcode")
    #expect(paste(f, from: .clipboard) == "from xclip — ünïcode")
  }

  @Test func thePrimarySelectionIsSharedApartFromTheClipboard() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    f.host.clipboard?.setText("primary", for: .primary)
    f.host.clipboard?.setText("clipboard", for: .clipboard)
    #expect(try xclip(f, ["-o", "-selection", "primary"]) == "primary")
    #expect(try xclip(f, ["-o", "-selection", "clipboard"]) == "clipboard")
  }

  @Test func anotherOwnerTakingTheSelectionOverIsWhatThenPastes() throws {
    let f = try X11Fixture()
    f.showAndDraw()
    f.host.clipboard?.setText("mine", for: .clipboard)
    try copyWithXclip(f, "theirs")
    #expect(paste(f, from: .clipboard) == "theirs")
  }
}
