#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The CPU time this process has used, for measuring what a stretch of work cost beyond the
/// wall-clock time it took (the demo's trace, the benchmark).
public enum ProcessCPUTime {
  /// User and system CPU time of the whole process (every thread) so far, in milliseconds.
  public static func milliseconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let seconds = { (t: timeval) in Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return (seconds(usage.ru_utime) + seconds(usage.ru_stime)) * 1000
  }
}
