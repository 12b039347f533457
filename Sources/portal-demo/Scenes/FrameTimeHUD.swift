import Foundation
import Observation
import PortalUI

/// Recent frame costs, refreshed at most twice a second so that showing them does not itself
/// keep the window redrawing.
@Observable
@MainActor
final class FrameStats {
  private(set) var lastMilliseconds = 0.0
  private(set) var p99Milliseconds = 0.0
  private(set) var framesPerSecond = 0.0
  @ObservationIgnored private var recent: [(time: Double, cost: Double)] = []
  @ObservationIgnored private var published = 0.0

  func add(time: Double, cost: Double) {
    recent.append((time, cost))
    recent.removeAll { $0.time < time - 1 }
    guard time - published >= 0.5 else { return }
    published = time
    let costs = recent.map(\.cost).sorted()
    lastMilliseconds = cost
    p99Milliseconds = costs[min(costs.count - 1, Int(Double(costs.count) * 0.99))]
    framesPerSecond = Double(recent.count)
  }
}

/// The frame-time HUD (P): last frame, p99 over the last second, frames in the last second.
struct FrameTimeHUD: View {
  let stats: FrameStats

  var body: some View {
    VStack(alignment: .leading, spacing: 3) {
      Text("frame \(String(format: "%.2f", stats.lastMilliseconds)) ms").font(.system(size: 11, weight: .semibold))
      Text("p99 \(String(format: "%.2f", stats.p99Milliseconds)) ms").font(.system(size: 11))
      Text(Int(stats.framesPerSecond) == 1 ? "1 frame in the last second" : "\(Int(stats.framesPerSecond)) frames in the last second").font(.system(size: 11))
    }
    .foregroundStyle(Color.white)
    .padding(10)
    .background(RoundedRectangle(cornerRadius: 10).fill(Color.black.opacity(0.72)))
    .allowsHitTesting(false)
  }
}
