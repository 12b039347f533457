import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn` and a clean signal state.
///
/// Foundation's `Process` passes on the blocked-signal mask of the thread that launches it, so
/// an X server started that way can ignore SIGTERM and outlive the test. Here the child starts
/// with no blocked signals and default handlers, and `stop()` escalates to SIGKILL if needed.
public final class ChildProcess: @unchecked Sendable {
  public let pid: pid_t
  /// The read end of the child's standard output, when captured.
  public let output: FileHandle?
  /// The read end of the child's standard error, when captured.
  public let errorOutput: FileHandle?
  private var exitStatus: Int32?

  /// Starts `path` with `arguments` and `environment` (the current one when nil).
  public init(
    path: String, arguments: [String], environment: [String: String]? = nil, captureOutput: Bool = false,
    captureErrors: Bool = false
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let devNull = open("/dev/null", O_RDWR)
    defer { close(devNull) }
    posix_spawn_file_actions_adddup2(&actions, devNull, 0)
    // The child's `descriptor` writes into a new pipe when `capture` is true (its ends, read
    // then write, are returned), and into /dev/null otherwise ([-1, -1]).
    func route(_ descriptor: Int32, capture: Bool) -> [Int32] {
      var ends: [Int32] = [-1, -1]
      if capture {
        pipe(&ends)
        posix_spawn_file_actions_adddup2(&actions, ends[1], descriptor)
        posix_spawn_file_actions_addclose(&actions, ends[0])
      } else {
        posix_spawn_file_actions_adddup2(&actions, devNull, descriptor)
      }
      return ends
    }
    let outPipe = route(1, capture: captureOutput)
    let errPipe = route(2, capture: captureErrors)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = env.map { strdup($0) } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, &attributes, argv, envp)
    if outPipe[1] >= 0 { close(outPipe[1]) }
    if errPipe[1] >= 0 { close(errPipe[1]) }
    guard status == 0 else {
      if outPipe[0] >= 0 { close(outPipe[0]) }
      if errPipe[0] >= 0 { close(errPipe[0]) }
      throw XvfbServer.StartError.failedToStart("cannot start \(path): \(String(cString: strerror(status)))")
    }
    pid = child
    output = outPipe[0] >= 0 ? FileHandle(fileDescriptor: outPipe[0], closeOnDealloc: true) : nil
    errorOutput = errPipe[0] >= 0 ? FileHandle(fileDescriptor: errPipe[0], closeOnDealloc: true) : nil
  }

  deinit { stop() }

  /// True until the child has exited.
  public var isRunning: Bool {
    if exitStatus != nil { return false }
    var status: Int32 = 0
    if waitpid(pid, &status, WNOHANG) == pid {
      exitStatus = status
      return false
    }
    return true
  }

  /// Waits up to `timeout` seconds for the child to exit; returns its exit code (128 + signal
  /// when killed by a signal), or nil if it is still running.
  public func wait(timeout: Double) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while isRunning, Date() < deadline { usleep(5_000) }
    guard let status = exitStatus else { return nil }
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }

  /// Asks the child to end (SIGTERM), and kills it if it has not within a second.
  public func stop() {
    guard isRunning else { return }
    kill(pid, SIGTERM)
    if wait(timeout: 1) == nil {
      kill(pid, SIGKILL)
      _ = wait(timeout: 5)
    }
  }

  /// Everything the child wrote to a captured stream until it closed it.
  public static func readAll(_ handle: FileHandle?) -> String {
    guard let handle else { return "" }
    return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
  }
}
