import Foundation
import PortalGraphics
import PortalHost
import PortalTestSupport
import Testing

@testable import PortalX11

@Suite("Screens narrower than 24 bits")
struct PackedPixelFormatTests {
  let rgb565 = PackedPixelFormat(redMask: 0xF800, greenMask: 0x07E0, blueMask: 0x001F)

  @Test func channelsLandInTheirMasks() {
    #expect(rgb565.pack(0xFFFF_0000) == 0xF800)
    #expect(rgb565.pack(0xFF00_FF00) == 0x07E0)
    #expect(rgb565.pack(0xFF00_00FF) == 0x001F)
    #expect(rgb565.pack(0xFFFF_FFFF) == 0xFFFF)
    #expect(rgb565.pack(0xFF00_0000) == 0)
  }

  @Test func fullIntensityStaysFullAndEveryColourComesBackWithinItsPrecision() {
    #expect(rgb565.unpack(0xFFFF) == 0xFFFF_FFFF)
    #expect(rgb565.unpack(0) == 0xFF00_0000)
    for value: UInt32 in [0xFFD0_3030, 0xFF20_50E0, 0xFFF3_F4F8, 0xFF12_3456] {
      let back = rgb565.unpack(rgb565.pack(value))
      for shift: UInt32 in [16, 8, 0] {
        let a = Int((value >> shift) & 0xFF)
        let b = Int((back >> shift) & 0xFF)
        #expect(abs(a - b) <= 8, "channel at \(shift) of \(String(value, radix: 16)): \(a) → \(b)")
      }
    }
  }
}

@Suite("A 16-bit X server") @MainActor
struct SixteenBitScreenTests {
  func close(_ pixel: UInt32, _ expected: UInt32) -> Bool {
    [16, 8, 0].allSatisfy { (shift: UInt32) in
      abs(Int((pixel >> shift) & 0xFF) - Int((expected >> shift) & 0xFF)) <= 8
    }
  }

  @Test(arguments: [true, false])
  func theWindowAndTheOverlayShowTheirColours(sharedMemory: Bool) throws {
    let f = try X11Fixture(screen: "1280x800x16", allowSharedMemory: sharedMemory)
    #expect(f.host.connection.defaultDepth == 16)
    #expect(f.host.window.presentPath == (sharedMemory ? .sharedMemory : .putImage))
    #expect(f.host.overlayWindow.mode == .shaped)
    f.client.layer = Rect(x: 40, y: 30, width: 200, height: 90)
    f.showAndDraw()
    let o = f.mainOrigin
    let screen = try ScreenCapture.root(displayName: f.server.displayName, rect: (o.x, o.y, 640, 400))
    #expect(close(rgb(screen, 100, 60), 0x2050E0), "the layer: \(String(rgb(screen, 100, 60), radix: 16))")
    #expect(close(rgb(screen, 400, 300), 0xD03030), "the window: \(String(rgb(screen, 400, 300), radix: 16))")
    // Outside the layer the overlay lets the window show through.
    #expect(close(rgb(screen, 300, 60), 0xD03030))
  }
}
