import Foundation

/// How a value moves from where it is to where it is going, named as in SwiftUI.
///
/// ```swift
/// withAnimation(.smooth(duration: 0.3)) { isExpanded = true }
/// .animation(.spring(duration: 0.5, bounce: 0.2), value: selection)
/// ```
///
/// Timing curves run for a fixed duration. Springs are physical: they have no end time, settle
/// when close enough, and when retargeted mid-flight keep their current velocity.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    /// A cubic Bézier timing curve through (0,0), (x1,y1), (x2,y2), (1,1).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    case linear(duration: Double)
    /// A damped spring with unit mass.
    case spring(stiffness: Double, damping: Double)
  }

  let kind: Kind
  /// Seconds to wait before moving.
  public private(set) var delay: Double = 0
  /// Time runs this many times faster (2 = twice as fast).
  public private(set) var speed: Double = 1
  /// For springs: the speed added towards the new target when the motion starts, in
  /// distances per second.
  public private(set) var initialVelocity: Double = 0
  /// How many times a timing curve runs (nil: once; `Int.max`: for ever).
  var repeatCount: Int?
  /// Whether every other repetition runs backwards.
  var autoreverses = false

  init(_ kind: Kind) { self.kind = kind }

  public static let linear = Animation.linear(duration: 0.35)
  public static func linear(duration: Double) -> Animation { Animation(.linear(duration: duration)) }
  public static let easeIn = Animation.easeIn(duration: 0.35)
  public static func easeIn(duration: Double) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration))
  }
  public static let easeOut = Animation.easeOut(duration: 0.35)
  public static func easeOut(duration: Double) -> Animation {
    Animation(.bezier(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }
  public static let easeInOut = Animation.easeInOut(duration: 0.35)
  public static func easeInOut(duration: Double) -> Animation {
    Animation(.bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: duration))
  }
  /// A custom cubic Bézier timing curve.
  public static func timingCurve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, duration: Double = 0.35)
    -> Animation
  {
    Animation(.bezier(x1: x1, y1: y1, x2: x2, y2: y2, duration: duration))
  }

  /// A spring that settles in about `duration` seconds; `bounce` 0 is critically damped,
  /// positive values overshoot, negative values are over-damped.
  // `.spring()` with no arguments is the classic spring (response 0.5, damping 0.825), as in
  // SwiftUI; this form is chosen when `duration:` or `bounce:` is written.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    let duration = max(duration, 0.01)
    let omega = 2 * Double.pi / duration
    let stiffness = omega * omega
    let damping: Double
    if bounce >= 0 {
      damping = 4 * Double.pi * (1 - bounce) / duration
    } else {
      damping = 4 * Double.pi / (duration * (1 + bounce))
    }
    return Animation(.spring(stiffness: stiffness, damping: damping))
  }

  /// SwiftUI's classic spring parameters. `blendDuration` is accepted for SwiftUI's sake: a
  /// spring taking over from another here always starts from the presented value and velocity,
  /// so there is nothing to blend.
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  {
    let omega = 2 * Double.pi / max(response, 0.01)
    return Animation(.spring(stiffness: omega * omega, damping: 2 * dampingFraction * omega))
  }

  public static let spring = Animation.spring(response: 0.5, dampingFraction: 0.825)
  /// A spring with no bounce (plus `extraBounce`), settling in about `duration` seconds.
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: extraBounce)
  }
  public static let smooth = Animation.smooth()
  /// A spring with a small bounce (0.15 plus `extraBounce`).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  public static let snappy = Animation.snappy()
  /// A spring with a visible bounce (0.3 plus `extraBounce`).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    .spring(duration: duration, bounce: 0.3 + extraBounce)
  }
  public static let bouncy = Animation.bouncy()
  /// A spring given by its physical constants. `initialVelocity` is the speed it sets off
  /// with, in distances per second (1: the whole way in one second, towards the target).
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    let mass = max(mass, 0.0001)
    var animation = Animation(.spring(stiffness: stiffness / mass, damping: damping / mass))
    animation.initialVelocity = initialVelocity
    return animation
  }

  /// A spring that settles in about `duration` seconds with `bounce` (as
  /// `spring(duration:bounce:)`), setting off at `initialVelocity` distances per second.
  public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
    -> Animation
  {
    var animation = Animation.spring(duration: duration, bounce: bounce)
    animation.initialVelocity = initialVelocity
    return animation
  }
  public static let `default` = Animation.smooth(duration: 0.35)

  /// The same animation, starting `seconds` later.
  public func delay(_ seconds: Double) -> Animation {
    var copy = self
    copy.delay += max(0, seconds)
    return copy
  }

  /// The same animation run `repeatCount` times, every other run backwards when
  /// `autoreverses`. A repeated spring runs once: springs have no fixed length to repeat.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    var copy = self
    copy.repeatCount = max(1, repeatCount)
    copy.autoreverses = autoreverses
    return copy
  }

  /// The same animation run for as long as its view is in the tree, every other run
  /// backwards when `autoreverses`.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    repeatCount(Int.max, autoreverses: autoreverses)
  }

  /// The same animation, `factor` times faster.
  public func speed(_ factor: Double) -> Animation {
    var copy = self
    copy.speed *= max(factor, 0.0001)
    return copy
  }

  /// True for springs: they keep velocity when retargeted.
  public var isSpring: Bool { if case .spring = kind { true } else { false } }

  /// How long a timing curve runs, or how long a spring from rest takes to settle within
  /// 0.1% of the distance (delay and speed included).
  public var estimatedDuration: Double {
    switch kind {
    case .linear(let d), .bezier(_, _, _, _, let d):
      let runs = Double(repeatCount ?? 1)
      return delay + d * runs / speed
    case .spring:
      var t = 0.0
      while t < 10 {
        let (x, v) = springStep(displacement: 1, velocity: 0, time: t)
        if abs(x) < 0.001 && abs(v) < 0.01 { break }
        t += 1.0 / 240
      }
      return delay + t / speed
    }
  }

  public var description: String {
    switch kind {
    case .linear(let d): return "linear(\(d))"
    case .bezier(let a, let b, let c, let e, let d): return "timingCurve(\(a), \(b), \(c), \(e), \(d))"
    case .spring(let k, let c): return "spring(stiffness: \(k), damping: \(c))"
    }
  }

  // MARK: Solving

  /// For timing curves: the fraction of the way travelled at `elapsed` seconds (delay and
  /// speed applied), and its rate of change per second. Nil for springs.
  func progress(at elapsed: Double) -> (value: Double, rate: Double)? {
    let t = (elapsed - delay) * speed
    guard let repeatCount, let duration = curveDuration, duration > 0, t > 0 else { return progressOfOneRun(at: t) }
    let run = (t / duration).rounded(.down)
    if run >= Double(repeatCount) { return (1, 0) }
    guard let (value, rate) = progressOfOneRun(at: t - run * duration) else { return nil }
    return autoreverses && Int(run) % 2 == 1 ? (1 - value, -rate) : (value, rate)
  }

  /// A timing curve's length in seconds of its own time; nil for springs.
  private var curveDuration: Double? {
    switch kind {
    case .linear(let duration), .bezier(_, _, _, _, let duration): duration
    case .spring: nil
    }
  }

  /// Progress through one run of the curve, `t` seconds of its own time in.
  private func progressOfOneRun(at t: Double) -> (value: Double, rate: Double)? {
    switch kind {
    case .linear(let duration):
      guard duration > 0 else { return (t >= 0 ? 1 : 0, 0) }
      if t <= 0 { return (0, 0) }
      if t >= duration { return (1, 0) }
      return (t / duration, speed / duration)
    case .bezier(let x1, let y1, let x2, let y2, let duration):
      guard duration > 0 else { return (t >= 0 ? 1 : 0, 0) }
      if t <= 0 { return (0, 0) }
      if t >= duration { return (1, 0) }
      let curve = CubicBezier(x1: x1, y1: y1, x2: x2, y2: y2)
      let (y, slope) = curve.value(atX: t / duration)
      return (y, slope * speed / duration)
    case .spring:
      return nil
    }
  }

  /// For springs: the displacement from the target and velocity after `time` seconds of
  /// motion, starting from `displacement` and `velocity` (per second).
  func springStep(displacement x0: Double, velocity v0: Double, time t: Double) -> (Double, Double) {
    guard case .spring(let k, let c) = kind, t > 0 else { return (x0, v0) }
    let omega0 = k.squareRoot()
    let zeta = c / (2 * omega0)
    if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      let decay = exp(-zeta * omega0 * t)
      let a = x0
      let b = (v0 + zeta * omega0 * x0) / omegaD
      let cosine = cos(omegaD * t)
      let sine = sin(omegaD * t)
      let x = decay * (a * cosine + b * sine)
      let v = decay * ((b * omegaD - zeta * omega0 * a) * cosine - (a * omegaD + zeta * omega0 * b) * sine)
      return (x, v)
    } else if zeta == 1 {
      let decay = exp(-omega0 * t)
      let b = v0 + omega0 * x0
      return ((x0 + b * t) * decay, (b - omega0 * (x0 + b * t)) * decay)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega0 * (zeta - root)
      let r2 = -omega0 * (zeta + root)
      let c2 = (v0 - r1 * x0) / (r2 - r1)
      let c1 = x0 - c2
      return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
    }
  }
}

/// A cubic Bézier timing function, solved for y given x with Newton's method and bisection.
struct CubicBezier {
  let x1, y1, x2, y2: Double

  private func sample(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// y at x, and dy/dx there.
  func value(atX x: Double) -> (Double, Double) {
    var t = x
    for _ in 0..<8 {
      let error = sample(t, x1, x2) - x
      if abs(error) < 1e-9 { break }
      let slope = derivative(t, x1, x2)
      if abs(slope) < 1e-9 { break }
      t -= error / slope
    }
    if t < 0 || t > 1 || abs(sample(t, x1, x2) - x) > 1e-6 {
      var low = 0.0
      var high = 1.0
      t = x
      for _ in 0..<60 {
        let v = sample(t, x1, x2)
        if abs(v - x) < 1e-10 { break }
        if v < x { low = t } else { high = t }
        t = (low + high) / 2
      }
    }
    let dx = derivative(t, x1, x2)
    let dy = derivative(t, y1, y2)
    return (sample(t, y1, y2), abs(dx) < 1e-9 ? 0 : dy / dx)
  }
}
