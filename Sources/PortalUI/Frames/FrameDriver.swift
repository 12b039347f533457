import PortalGraphics
import PortalHost

/// The clock and the per-frame work of one window's views.
///
/// It owns animation time (the host's clock, slowed by `slowMotion`; a window opened by a view
/// reads its owner's, so both move in step), the participants registered for the window's
/// frames, the frame actions of views in motion (a scroll gliding, a pager waiting for the
/// touchpad to stop), and the report of what the last frame did and how long each phase took.
@MainActor
final class FrameDriver {
  private let host: any AppHost
  /// The main window's driver, whose clock a window opened by a view reads.
  private weak var owner: FrameDriver?

  init(host: any AppHost, owner: FrameDriver?) {
    self.host = host
    self.owner = owner
  }

  // MARK: Time

  /// Animations run this many times slower than real time (1: real time).
  var slowMotion: Double = 1 {
    didSet {
      // Keep `now` continuous across the change.
      let real = host.clock.now
      timeBase = (real, timeBase.animation + (real - timeBase.real) / max(oldValue, 0.001))
    }
  }
  private var timeBase: (real: Double, animation: Double) = (0, 0)

  /// The time animations see now: during a frame, the frame's time, so a motion begun while
  /// the frame updates (a sheet's backdrop starting to fade in) starts at the frame that first
  /// shows it, as a transaction's animations begin at its commit; between frames (input), the
  /// clock's.
  var now: Double {
    if let owner { return owner.now }
    return frameTime ?? animationTime(host.clock.now)
  }
  /// The animation time of the frame being drawn; nil between frames.
  var frameTime: Double?

  /// The animation time of a host time.
  func animationTime(_ real: Double) -> Double {
    if let owner { return owner.animationTime(real) }
    return timeBase.animation + (real - timeBase.real) / max(slowMotion, 0.001)
  }

  // MARK: Participants and frame actions

  private struct WeakParticipant {
    weak var participant: (any FrameParticipant)?
  }
  private var registered: [WeakParticipant] = []

  /// The live participants, in the order they registered (for tests and diagnostics; a
  /// frame walks them with `forEachParticipant`, which allocates nothing).
  var participants: [any FrameParticipant] { registered.compactMap(\.participant) }

  /// Calls `body` with each live participant, in the order they registered, and forgets the
  /// ones that are gone.
  func forEachParticipant(_ body: (any FrameParticipant) -> Void) {
    var sawGone = false
    // By index: a participant may register another while it is called.
    var index = 0
    while index < registered.count {
      if let participant = registered[index].participant { body(participant) } else { sawGone = true }
      index += 1
    }
    if sawGone { registered.removeAll { $0.participant == nil } }
  }

  /// Adds `participant` (once; registering again does nothing).
  func register(_ participant: any FrameParticipant) {
    guard !registered.contains(where: { $0.participant === participant }) else { return }
    registered.append(WeakParticipant(participant: participant))
  }

  /// Work run at the start of each frame until it returns false, one per owner: an owner that
  /// asks again replaces what it asked before (a scroll's coast replaces its wheel glide).
  /// Each owner's action, numbered so that an action its owner replaced while it ran (a glide
  /// that, ending, starts the next) is not the one dropped when the running one says it is done.
  private var actions: [ObjectIdentifier: (number: Int, action: (Double) -> Bool)] = [:]
  private var actionsMade = 0

  /// Runs `action` at the start of each frame, in place of any action `owner` asked for before.
  func run(for owner: AnyObject, _ action: @escaping (Double) -> Bool) {
    actionsMade += 1
    actions[ObjectIdentifier(owner)] = (actionsMade, action)
    host.setNeedsFrame()
  }

  /// Calls `participant.advance(to:)` at the start of each frame until it returns false.
  func requestFrames(for participant: any FrameParticipant) {
    run(for: participant) { [weak participant] time in participant?.advance(to: time) ?? false }
  }

  /// Whether any frame action is waiting to run.
  var hasActions: Bool { !actions.isEmpty }

  /// Runs the frame actions due at `time`; true while any wants more frames.
  func runActions(at time: Double) -> Bool {
    for (id, entry) in actions where !entry.action(time) {
      if actions[id]?.number == entry.number { actions[id] = nil }
    }
    return !actions.isEmpty
  }

  // MARK: The frame report

  /// Seconds spent in each phase of the frame being drawn.
  struct PhaseTimes {
    var build = 0.0
    var layout = 0.0
    var mainPresent = 0.0
    var mainDrawnArea = 0.0
    /// The graph's evaluation counters when the frame began.
    var evaluationsAtStart = 0
    var evaluationsSkippedAtStart = 0
    /// Handling the input that came since the frame before.
    var input = 0.0
  }
  /// The phases of the frame under way.
  var times = PhaseTimes()
  /// Seconds spent handling input since the last frame began.
  var inputSeconds = 0.0

  /// What the last frame did and how long each phase took.
  private(set) var lastFrame = FrameReport()

  /// Starts timing a frame.
  func beginFrame() {
    times = PhaseTimes()
    times.input = inputSeconds
    inputSeconds = 0
  }

  /// Records the finished frame's report.
  func endFrame(_ report: FrameReport) { lastFrame = report }
}
