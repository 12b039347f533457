/// Durations of one measured operation, in seconds, summarised as percentiles in milliseconds.
struct Samples {
  let name: String
  /// Which transport the X server was fed by ("shm", "putImage"), or "-" for pure drawing.
  let path: String
  private(set) var seconds: [Double] = []

  init(name: String, path: String) {
    self.name = name
    self.path = path
  }

  mutating func add(_ duration: Double) { seconds.append(duration) }

  var count: Int { seconds.count }

  /// Nearest-rank percentile in milliseconds (`p` in 0...100).
  func percentile(_ p: Double) -> Double {
    guard !seconds.isEmpty else { return .nan }
    let sorted = seconds.sorted()
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up)) - 1
    return sorted[Swift.min(Swift.max(rank, 0), sorted.count - 1)] * 1000
  }

  var p50: Double { percentile(50) }
  var p90: Double { percentile(90) }
  var p99: Double { percentile(99) }
  var max: Double { (seconds.max() ?? .nan) * 1000 }
  var mean: Double { seconds.isEmpty ? .nan : seconds.reduce(0, +) / Double(seconds.count) * 1000 }
}
