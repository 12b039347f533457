import Foundation
import PortalGraphics

/// Compares two images within a tolerance, the way golden-image tests need: small
/// anti-aliasing differences pass, a missing or moved element fails, and a failure leaves a
/// diff image behind to look at.
public struct ImageComparison {
  /// Largest per-channel difference (0–255) that still counts as equal.
  public var channelTolerance: Int
  /// Fraction of pixels allowed to exceed the tolerance.
  public var allowedMismatchFraction: Double

  public init(channelTolerance: Int = 8, allowedMismatchFraction: Double = 0.001) {
    self.channelTolerance = channelTolerance
    self.allowedMismatchFraction = allowedMismatchFraction
  }

  public struct Result {
    public let mismatchedPixels: Int
    public let totalPixels: Int
    public let largestDifference: Int
    public let passed: Bool
    /// Red where the images differ, a faded copy of `actual` elsewhere.
    public let diff: Bitmap
  }

  public func compare(_ actual: Bitmap, _ expected: Bitmap) throws -> Result {
    let width = min(actual.width, expected.width)
    let height = min(actual.height, expected.height)
    let diff = try Bitmap(width: max(actual.width, expected.width), height: max(actual.height, expected.height))
    diff.clear(to: .red)
    actual.flush()
    expected.flush()
    var mismatched = (diff.width * diff.height) - width * height
    var largest = mismatched > 0 ? 255 : 0
    for y in 0..<height {
      for x in 0..<width {
        let a = actual.data.load(fromByteOffset: y * actual.stride + x * 4, as: UInt32.self)
        let e = expected.data.load(fromByteOffset: y * expected.stride + x * 4, as: UInt32.self)
        var worst = 0
        for shift in stride(from: 0, through: 24, by: 8) {
          let d = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((e >> UInt32(shift)) & 0xFF))
          worst = max(worst, d)
        }
        largest = max(largest, worst)
        let out: UInt32
        if worst > channelTolerance {
          mismatched += 1
          out = 0xFFFF_0000
        } else {
          // A faded grey copy keeps the picture readable around the red.
          let grey = (((a >> 16) & 0xFF) + ((a >> 8) & 0xFF) + (a & 0xFF)) / 3
          let faded = 0xC0 + grey / 4
          out = 0xFF00_0000 | (faded << 16) | (faded << 8) | faded
        }
        diff.data.storeBytes(of: out, toByteOffset: y * diff.stride + x * 4, as: UInt32.self)
      }
    }
    diff.markDirty()
    let total = diff.width * diff.height
    return Result(
      mismatchedPixels: mismatched, totalPixels: total, largestDifference: largest,
      passed: Double(mismatched) <= Double(total) * allowedMismatchFraction, diff: diff)
  }

  /// Compares `actual` with the PNG at `goldenPath`. A missing golden is an error, unless
  /// `record` (by default `PORTAL_RECORD_GOLDENS=1`): then `actual` is written as the golden.
  /// An existing golden is never rewritten, so a difference fails whether recording or not
  /// (delete the golden to record it anew). On failure the actual image and the diff are
  /// written beside the golden (`*.actual.png`, `*.diff.png`).
  public func check(
    _ actual: Bitmap, againstGolden goldenPath: String,
    record: Bool = ProcessInfo.processInfo.environment["PORTAL_RECORD_GOLDENS"] == "1"
  ) throws -> Result {
    if !FileManager.default.fileExists(atPath: goldenPath) {
      guard record else {
        throw GraphicsError.cannotReadImage(
          path: goldenPath, reason: "golden image missing; run the tests once with PORTAL_RECORD_GOLDENS=1")
      }
      try FileManager.default.createDirectory(
        atPath: (goldenPath as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try actual.writePNG(to: goldenPath)
    }
    let result = try compare(actual, Bitmap(pngFile: goldenPath))
    if !result.passed {
      let base = (goldenPath as NSString).deletingPathExtension
      try? actual.writePNG(to: base + ".actual.png")
      try? result.diff.writePNG(to: base + ".diff.png")
    }
    return result
  }
}
