import PortalGraphics
import PortalHost

/// A host client that writes down everything the host tells it and, when asked to, keeps
/// requesting frames like an animation would.
@MainActor
final class RecordingClient: HostClient {
  /// Events of every window in the order the host delivered them.
  private(set) var events: [InputEvent] = []
  /// The time of every frame the host asked for, oldest first.
  private(set) var frameTimes: [Double] = []
  /// How many more frames to request after the current one; `nil` animates forever.
  var framesToRequest: Int? = 0

  func host(_ host: any AppHost, received event: InputEvent, in window: HostWindowID) {
    events.append(event)
  }

  func host(_ host: any AppHost, drawFrameAt time: Double) {
    frameTimes.append(time)
    switch framesToRequest {
    case .none:
      host.setNeedsFrame()
    case .some(let left) where left > 0:
      framesToRequest = left - 1
      host.setNeedsFrame()
    default:
      break
    }
  }
}

/// A headless host of `size` with a recording client attached. The host holds its client
/// weakly, so the caller keeps the returned client alive.
@MainActor
func makeHost(
  size: Size = Size(width: 200, height: 100), scale: Double = 1
) throws -> (HeadlessHost, RecordingClient) {
  let host = try HeadlessHost(size: size, scale: scale)
  let client = RecordingClient()
  host.client = client
  return (host, client)
}

/// The pixel at (x, y) without its alpha byte, as `0xRRGGBB`.
func rgb(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt32 { bitmap.rawPixel(x: x, y: y) & 0x00FF_FFFF }

/// The alpha byte of the pixel at (x, y).
func alpha(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> UInt32 { bitmap.rawPixel(x: x, y: y) >> 24 }
