import CX11
import Foundation
import PortalApp
import PortalGraphics
import PortalTestSupport
import Testing

@testable import PortalUI
@testable import PortalX11

/// What the app's field writes.
@MainActor
private final class Typed {
  static var text = ""
}

/// An app with one text field, as an iOS developer writes it.
private struct FieldApp: App {
  var body: some Scene {
    WindowGroup {
      TextField("Name", text: Binding(get: { Typed.text }, set: { Typed.text = $0 }))
        .frame(width: 300)
        .padding(40)
    }
    .defaultSize(width: 480, height: 200)
  }
}

/// A text field in an app on a private X server, clicked and typed into with XTest.
@Suite("Text field on X11") @MainActor
struct TextFieldOnX11Tests {
  @Test func keysTypedWithXTestShowInTheFieldWithTheCaret() throws {
    Typed.text = ""
    let server = try XvfbServer(screen: "1280x800x24")
    let inspector = try WindowInspector(displayName: server.displayName)
    let input = try XTestInput(displayName: server.displayName)
    let (host, graph) = try AppLauncher.open(FieldApp(), displayName: server.displayName)
    func run(_ seconds: Double) {
      host.run(until: host.clock.now + seconds)
      host.sync()
    }
    host.setNeedsFrame()
    run(0.3)
    XSetInputFocus(inspector.display, host.window.window, RevertToParent, UInt(CurrentTime))
    XSync(inspector.display, 0)
    var fieldNode: Node?
    graph.root.forEachDescendant { if $0.view is TextEntry { fieldNode = $0 } }
    let node = try #require(fieldNode)
    let field = node.windowFrame
    let window = try #require(inspector.attributes(of: host.window.window))
    input.click(at: (window.x + Int(field.midX), window.y + Int(field.midY)))
    run(0.1)
    for character in "MMMM" { input.key(UInt32(character.asciiValue!)) }
    run(0.2)
    #expect(Typed.text == "MMMM")
    let screen = try ScreenCapture.root(displayName: server.displayName)
    var dark = 0
    for y in Int(field.minY + 8)..<Int(field.maxY - 8) {
      for x in Int(field.minX + 9)..<Int(field.minX + 80) {
        let pixel = screen.rawPixel(x: window.x + x, y: window.y + y) & 0xFF
        if pixel < 0x60 { dark += 1 }
      }
    }
    #expect(dark > 40, "the typed glyphs are not on the screen")
    let caret = try #require(TextEditingState.of(node).blink.drawnRect)
    let caretPixel = screen.rawPixel(x: window.x + Int(caret.minX), y: window.y + Int(caret.midY)) & 0xFF
    #expect(caretPixel < 0x60, "the caret is not drawn")
    withExtendedLifetime(graph) {}
  }
}
