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

  /// The blur computed the plain way, one row or column at a time, each with its own sliding
  /// window sum: what the fast version must match.
  static func referenceBlur(_ pixels: [UInt8], width: Int, height: Int, sigma: Double) -> [UInt8] {
    var values = pixels.map(Float.init)
    func box(start: Int, step: Int, count: Int, radius: Int) {
      let line = (0..<count).map { values[start + $0 * step] }
      let scale = 1 / Float(2 * radius + 1)
      var sum: Float = 0
      for i in 0..<min(radius, count) { sum += line[i] }
      for i in 0..<count {
        if i + radius < count { sum += line[i + radius] }
        values[start + i * step] = max(0, sum * scale)
        if i - radius >= 0 { sum -= line[i - radius] }
      }
    }
    let radii = GaussianBlur.boxRadii(sigma: sigma).filter { $0 > 0 }
    for radius in radii {
      for y in 0..<height { box(start: y * width, step: 1, count: width, radius: radius) }
    }
    for radius in radii { for x in 0..<width { box(start: x, step: width, count: height, radius: radius) } }
    return values.map { UInt8(min(255, max(0, $0.rounded()))) }
  }

  @Test(arguments: [(37, 23, 2.5), (64, 101, 6.0), (5, 9, 4.0)])
  func matchesThePlainBlurExactly(width: Int, height: Int, sigma: Double) {
    var generator = SystemRandomNumberGenerator()
    let stride = width + 3
    var pixels = [UInt8](repeating: 0, count: stride * height)
    for y in 0..<height {
      for x in 0..<width { pixels[y * stride + x] = UInt8.random(in: 0...255, using: &generator) }
    }
    let packed = (0..<height).flatMap { y in pixels[(y * stride)..<(y * stride + width)] }
    let expected = Self.referenceBlur(packed, width: width, height: height, sigma: sigma)
    pixels.withUnsafeMutableBufferPointer {
      GaussianBlur.blur($0.baseAddress!, width: width, height: height, stride: stride, sigma: sigma)
    }
    let blurred = (0..<height).flatMap { y in pixels[(y * stride)..<(y * stride + width)] }
    #expect(blurred == expected)
  }
}
