import Observation
import PortalUI

/// What the debug overlay shows: every registered end, refreshed once per layout pass.
@Observable
@MainActor
final class PortalDebugModel {
  struct End: Identifiable, Equatable {
    let id: String
    let label: String
    let frame: Rect
    let isSource: Bool
  }

  var ends: [End] = []
}

/// Outlines and labels every portal source (blue) and destination (green) in the window; the
/// flying layers are outlined (orange) in the overlay by the controller.
struct PortalDebugOverlay: View {
  let model: PortalDebugModel

  var body: some View {
    // Read here, in the body, so Observation ties this view to the list.
    let ends = model.ends
    return GeometryReader { proxy in
      // Ends are on the screen, and may be in another window.
      let origin = proxy.frame(in: .screen).origin
      ZStack(alignment: .topLeading) {
        Color.clear
        ForEach(ends) { end in
          EndOutline(end: end).offset(x: end.frame.minX - origin.x, y: end.frame.minY - origin.y - 16)
        }
      }
    }
    .allowsHitTesting(false)
  }
}

private struct EndOutline: View {
  let end: PortalDebugModel.End

  var body: some View {
    let color = end.isSource ? DebugOutline.sourceColor : DebugOutline.destinationColor
    VStack(alignment: .leading, spacing: 0) {
      Text(end.label).font(.system(size: 10, weight: .semibold)).foregroundStyle(Color.white)
        .padding(.horizontal, 5)
        .frame(height: 16)
        .background(color)
      Rectangle().stroke(color, lineWidth: 1.5).frame(width: end.frame.width, height: end.frame.height)
    }
  }
}

private struct PortalDebugKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Outlines and labels portal sources, destinations and flying layers.
  public var portalDebugOverlays: Bool {
    get { self[PortalDebugKey.self] }
    set { self[PortalDebugKey.self] = newValue }
  }
}
