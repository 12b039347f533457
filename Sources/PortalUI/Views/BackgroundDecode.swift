import Foundation
import PortalGraphics

/// A PNG being decoded on another thread: started when layout first asks for the picture's
/// size, collected on the main thread when the picture is drawn.
///
/// Cairo decodes into a surface of its own, touched by nothing else until it is collected, so
/// the decoding thread shares nothing with the main thread but this object's result.
final class BackgroundDecode: @unchecked Sendable {
  /// The size from the file's header.
  let size: Size
  private let done = NSCondition()
  private var outcome: Result<Bitmap, Error>?

  init(path: String, size: Size) {
    self.size = size
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let decoded = Result { try Bitmap(pngFile: path) }
      done.lock()
      outcome = decoded
      done.broadcast()
      done.unlock()
    }
  }

  /// Whether the decoding thread is done, waiting for it until `deadline` at most.
  func isFinished(waitingUntil deadline: Date) -> Bool {
    done.lock()
    defer { done.unlock() }
    while outcome == nil {
      if !done.wait(until: deadline) { return outcome != nil }
    }
    return true
  }

  /// The decoded bitmap or why there is none, waiting for the decoding thread if it is not done.
  func result() -> Result<Bitmap, Error> {
    done.lock()
    defer { done.unlock() }
    while outcome == nil { done.wait() }
    return outcome!
  }
}
