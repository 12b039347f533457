import Foundation

/// An approximate Gaussian blur of an 8-bit alpha mask: three box blurs per axis, each a
/// running sum, so the cost per pixel does not grow with the radius.
enum GaussianBlur {
  /// Radii of the three box blurs whose succession best matches a Gaussian of `sigma`
  /// (after Kutskir, "Fastest Gaussian blur").
  static func boxRadii(sigma: Double) -> [Int] {
    guard sigma > 0 else { return [0, 0, 0] }
    let passes = 3.0
    let idealWidth = (12 * sigma * sigma / passes + 1).squareRoot()
    var lower = Int(idealWidth.rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let l = Double(lower)
    let idealCount = (12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)
    let lowerCount = Int(idealCount.rounded())
    return (0..<3).map { ($0 < lowerCount ? lower : upper) / 2 }
  }

  /// How far the blur spreads from an edge, in pixels.
  static func reach(sigma: Double) -> Int { boxRadii(sigma: sigma).reduce(0, +) }

  /// Blurs `height` rows of `width` bytes, `stride` bytes apart, in place. Pixels outside are
  /// taken as 0, so the mask should have a transparent margin of `reach(sigma:)`.
  static func blur(_ pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double)
  {
    let radii = boxRadii(sigma: sigma).filter { $0 > 0 }
    guard !radii.isEmpty, width > 0, height > 0 else { return }
    // Working in floats keeps the faint outer tail that repeated rounding to bytes would cut.
    var values = [Float](repeating: 0, count: width * height)
    var other = [Float](repeating: 0, count: width * height)
    var line = [Float](repeating: 0, count: width)
    values.withUnsafeMutableBufferPointer { values in
      other.withUnsafeMutableBufferPointer { other in
        line.withUnsafeMutableBufferPointer { line in
          for y in 0..<height {
            for x in 0..<width { values[y * width + x] = Float(pixels[y * stride + x]) }
          }
          for radius in radii {
            for y in 0..<height {
              blurRow(values, start: y * width, count: width, radius: radius, scratch: line)
            }
          }
          // Columns are blurred a whole row at a time, with one running sum per column, so
          // memory is read in order instead of one row apart per step.
          var source = values
          var target = other
          for radius in radii {
            blurColumns(from: source, into: target, width: width, height: height, radius: radius, sums: line)
            swap(&source, &target)
          }
          for y in 0..<height {
            for x in 0..<width {
              pixels[y * stride + x] = UInt8(min(255, max(0, source[y * width + x].rounded())))
            }
          }
        }
      }
    }
  }

  /// One box blur along a row, using a window sum updated as it slides.
  private static func blurRow(
    _ values: UnsafeMutableBufferPointer<Float>, start: Int, count: Int, radius: Int,
    scratch: UnsafeMutableBufferPointer<Float>
  ) {
    for i in 0..<count { scratch[i] = values[start + i] }
    let scale = 1 / Float(2 * radius + 1)
    var sum: Float = 0
    for i in 0..<min(radius, count) { sum += scratch[i] }
    for i in 0..<count {
      if i + radius < count { sum += scratch[i + radius] }
      values[start + i] = max(0, sum * scale)
      if i - radius >= 0 { sum -= scratch[i - radius] }
    }
  }

  /// One box blur down every column of `source` into `target`: the same window sums as
  /// `blurRow`, in the same order, kept for all columns at once in `sums`.
  private static func blurColumns(
    from source: UnsafeMutableBufferPointer<Float>, into target: UnsafeMutableBufferPointer<Float>,
    width: Int, height: Int, radius: Int, sums: UnsafeMutableBufferPointer<Float>
  ) {
    let scale = 1 / Float(2 * radius + 1)
    for x in 0..<width { sums[x] = 0 }
    for y in 0..<min(radius, height) {
      let row = y * width
      for x in 0..<width { sums[x] += source[row + x] }
    }
    for y in 0..<height {
      if y + radius < height {
        let entering = (y + radius) * width
        for x in 0..<width { sums[x] += source[entering + x] }
      }
      let row = y * width
      for x in 0..<width { target[row + x] = max(0, sums[x] * scale) }
      if y - radius >= 0 {
        let leaving = (y - radius) * width
        for x in 0..<width { sums[x] -= source[leaving + x] }
      }
    }
  }
}
