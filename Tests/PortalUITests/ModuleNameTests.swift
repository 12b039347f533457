import PortalGraphics
import PortalHost
import PortalUI
import Testing

// A file that imports both the drawing layer and the view layer, as the demo's and the
// benchmark's files do, spells SwiftUI's type names without a module prefix.
@Suite("Type names across PortalGraphics and PortalUI") @MainActor
struct ModuleNameTests {
  @Test func swiftUINamesAreUnambiguousWithBothModulesImported() throws {
    let font: Font = .system(size: 20, weight: .bold)
    let colors: [Color] = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
    let gradient = Gradient(colors: colors)
    let fill = LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom)
    let h = try Harness(
      size: Size(width: 100, height: 100),
      VStack(spacing: 0) {
        fill.frame(width: 100, height: 50)
        Text("Ab").font(font).frame(height: 50)
      })
    let top = h.host.main.bitmap.pixel(x: 50, y: 0)
    #expect(top.red > 0.95 && top.blue < 0.05)
    #expect(font.size == 20)
  }
}
