import Testing

@testable import PortalGraphics

@Suite("Gaussian blur")
struct GaussianBlurTests {
  @Test func boxesApproximateTheGaussian() {
    let sigma = 5.0
    let radii = GaussianBlur.boxRadii(sigma: sigma)
    // Each box of radius r has variance ((2r+1)² − 1) / 12; three in a row add up.
    let variance = radii.map { Double((2 * $0 + 1) * (2 * $0 + 1) - 1) / 12 }.reduce(0, +)
    #expect(abs(variance.squareRoot() - sigma) < 0.5)
    #expect(GaussianBlur.boxRadii(sigma: 0) == [0, 0, 0])
  }

  @Test func blurKeepsTheTotalAndSpreadsEvenly() {
    let side = 41
    var pixels = [UInt8](repeating: 0, count: side * side)
    for y in 15..<26 { for x in 15..<26 { pixels[y * side + x] = 255 } }
    let before = pixels.reduce(0) { $0 + Int($1) }
    pixels.withUnsafeMutableBufferPointer {
      GaussianBlur.blur($0.baseAddress!, width: side, height: side, stride: side, sigma: 3)
    }
    let after = pixels.reduce(0) { $0 + Int($1) }
    #expect(abs(after - before) < before / 100)
    #expect(pixels[20 * side + 10] == pixels[20 * side + 30])
    #expect(pixels[20 * side + 20] > pixels[20 * side + 14])
  }
}
