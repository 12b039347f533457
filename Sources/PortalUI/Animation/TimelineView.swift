import Foundation
import PortalGraphics

/// A view rebuilt on a schedule: a clock, a countdown, an animation drawn by hand.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///   Text(context.date, style: .time)
/// }
/// ```
///
/// The content is built with the schedule's latest date at or before now, and again at each
/// next date: `.animation` every frame (at most every `minimumInterval`), `.periodic` at each
/// interval, `.everyMinute` at the start of each minute, `.explicit` at its dates. A paused
/// `.animation` schedule, and a schedule with no dates left, builds nothing more.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
  nonisolated(unsafe) let schedule: Schedule
  nonisolated(unsafe) let content: (TimelineViewDefaultContext) -> Content

  /// What the content is built from.
  public typealias Context = TimelineViewDefaultContext

  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }

  public var body: some View {
    TimelineHost(schedule: schedule, content: { AnyView(content($0)) })
  }
}

/// What a timeline view's content is built from: the date of the entry and how often entries
/// come.
public struct TimelineViewDefaultContext {
  /// The date of the entry shown.
  public let date: Date
  /// How often entries come.
  public let cadence: Cadence

  /// How often a timeline's entries come, from every frame to once a minute.
  public enum Cadence: Comparable, Sendable {
    case live
    case seconds
    case minutes
  }
}

/// When a timeline view is rebuilt: a sequence of dates.
public protocol TimelineSchedule {
  associatedtype Entries: Sequence where Entries.Element == Date
  /// The dates at which to rebuild, from `startDate` on.
  func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// Whether a schedule runs at full rate or lowered (an always-on display); always `.normal`.
public enum TimelineScheduleMode: Sendable {
  case normal
  case lowFrequency
}

/// A date every `interval` seconds from a start.
public struct PeriodicTimelineSchedule: TimelineSchedule {
  let startDate: Date
  let interval: TimeInterval

  public init(from startDate: Date, by interval: TimeInterval) {
    self.startDate = startDate
    self.interval = interval
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicEntries {
    PeriodicEntries(origin: self.startDate, interval: max(interval, 0.001), from: startDate)
  }

  /// The dates of a periodic schedule from a start.
  public struct PeriodicEntries: Sequence, IteratorProtocol {
    let origin: Date
    let interval: TimeInterval
    var upcoming: Date

    init(origin: Date, interval: TimeInterval, from start: Date) {
      self.origin = origin
      self.interval = interval
      // The latest date at or before `start`: the content shows it first.
      let steps = Swift.max(0, (start.timeIntervalSince(origin) / interval).rounded(.down))
      upcoming = origin.addingTimeInterval(steps * interval)
    }

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }
}

/// A date at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
  public init() {}

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.PeriodicEntries {
    let minute = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
    return PeriodicTimelineSchedule.PeriodicEntries(
      origin: Date(timeIntervalSinceReferenceDate: minute), interval: 60, from: startDate)
  }
}

/// A date every frame, at most every `minimumInterval`, unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule {
  let minimumInterval: Double?
  let paused: Bool

  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnimationEntries {
    AnimationEntries(upcoming: startDate, interval: Swift.max(minimumInterval ?? 1.0 / 120, 1.0 / 120), paused: paused)
  }

  /// The dates of an animation schedule.
  public struct AnimationEntries: Sequence, IteratorProtocol {
    var upcoming: Date
    let interval: Double
    let paused: Bool

    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return paused ? nil : upcoming
    }
  }
}

/// The dates given, in order.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  let dates: Entries

  public init(_ dates: Entries) { self.dates = dates }

  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// A date every `interval` seconds from `startDate`.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// A date at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// A date every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// A date every frame, at most every `minimumInterval`, unless paused.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule {
  /// The dates given.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where S.Element == Date, Self == ExplicitTimelineSchedule<S> {
    ExplicitTimelineSchedule(dates)
  }
}

/// Builds a timeline's content for the current entry and rebuilds it at the next, through the
/// window's frame callbacks (so a timeline at rest costs nothing and one in a closed window
/// stops).
struct TimelineHost<Schedule: TimelineSchedule>: View, PrimitiveView {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> AnyView
  private let reference = NodeReference()

  func didUpdate(node: Node) {
    reference.node = node
    let state = TimelineState.of(node)
    if state.current == nil { state.advance(schedule: schedule, now: Date()) }
    state.scheduleNext(node: node, schedule: schedule)
  }

  func children() -> [ChildView] {
    guard let node = reference.node else { return [] }
    let state = TimelineState.of(node)
    let date = state.current ?? Date()
    let context = TimelineViewDefaultContext(date: date, cadence: state.cadence)
    return flattenedChildren(content(context))
  }
}

/// A timeline's current entry and the next one it waits for.
@MainActor
final class TimelineState: NodeStateObject {
  var current: Date?
  var next: Date?
  var cadence = TimelineViewDefaultContext.Cadence.seconds
  private var waiting = false

  /// Moves to the latest entry at or before `now`, and finds the one after it.
  func advance<S: TimelineSchedule>(schedule: S, now: Date) {
    var latest: Date?
    var after: Date?
    var previous: Date?
    var iterator = schedule.entries(from: current ?? now, mode: .normal).makeIterator()
    // Bounded: a schedule far behind `now` (a long sleep) does not spin through every entry.
    for _ in 0..<100_000 {
      guard let date = iterator.next() else { break }
      if date <= now {
        latest = date
        previous = date
      } else {
        after = date
        if let previous { cadence = Self.cadence(of: date.timeIntervalSince(previous)) }
        break
      }
    }
    if let latest { current = latest } else if current == nil { current = now }
    next = after
  }

  static func cadence(of interval: TimeInterval) -> TimelineViewDefaultContext.Cadence {
    interval < 1 ? .live : interval < 60 ? .seconds : .minutes
  }

  /// Rebuilds the node when the next entry comes.
  func scheduleNext<S: TimelineSchedule>(node: Node, schedule: S) {
    guard let next, !waiting else { return }
    waiting = true
    let handle = node.handle
    let delay = max(0, next.timeIntervalSinceNow)
    if delay < 0.1 {
      // Entries as often as frames: woken by the window's frames while they keep coming.
      node.graph.runEachFrame(for: self) { [weak self] _ in
        guard let self, let node = handle.node, node.isAttached else { return false }
        guard let due = self.next else {
          self.waiting = false
          return false
        }
        guard Date() >= due else { return true }
        self.advance(schedule: schedule, now: Date())
        node.invalidate()
        if let coming = self.next, coming.timeIntervalSinceNow < 0.1 { return true }
        self.waiting = false
        self.scheduleNext(node: node, schedule: schedule)
        return false
      }
    } else {
      Task { @MainActor [weak self] in
        try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
        guard let self, let node = handle.node, node.isAttached else { return }
        self.waiting = false
        self.advance(schedule: schedule, now: Date())
        self.scheduleNext(node: node, schedule: schedule)
        node.invalidate()
      }
    }
  }
}
