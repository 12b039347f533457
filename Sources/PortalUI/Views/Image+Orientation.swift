extension Image {
  /// Which way up an image's pixels are stored, for the initialisers that take one; images
  /// here are drawn as stored (accepted).
  public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    case up, upMirrored, down, downMirrored, left, leftMirrored, right, rightMirrored
  }
}
