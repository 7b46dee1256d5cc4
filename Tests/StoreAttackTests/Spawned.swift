// Starts a child process with posix_spawn: arguments as raw bytes (Foundation's Process
// takes only valid Unicode, and an attacker's argv need not be), standard output and error
// in files (as when output is redirected, where a buffered line is lost by a kill), an
// optional umask and working directory, and a kill -9 at a moment the test picks.

import Foundation
import Synchronization
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended, and what it wrote.
struct Finished {
  /// The exit status, or `nil` when a signal ended the process.
  let status: Int32?
  /// The signal that ended the process, if one did.
  let signal: Int32?
  /// Everything written to standard output.
  let stdout: Data
  /// Everything written to standard error.
  let stderr: Data
  /// How long the process ran, start to end.
  let duration: Duration

  /// Whether the process ended by itself with exit status 0: what a person takes as done.
  var acknowledged: Bool { status == 0 }
  /// Whether a kill ended the process.
  var wasKilled: Bool { signal != nil }
  /// Standard output and error as text, one after the other.
  var text: String { String(decoding: stdout + stderr, as: UTF8.self) }
  /// Standard output as text.
  var out: String { String(decoding: stdout, as: UTF8.self) }
  /// The complete lines of standard output (a line cut by a kill is not a line).
  var outputLines: [Substring] {
    var lines = out.split(separator: "\n", omittingEmptySubsequences: false)
    lines.removeLast()  // after the last line feed: empty, or a line a kill cut short
    return lines
  }
}

/// A process started with posix_spawn; wait for it, or kill it first.
final class Spawned {
  /// The process id.
  let pid: pid_t
  private let stdoutPath: String
  private let stderrPath: String
  private let program: String
  private let started = ContinuousClock.now
  /// The raw wait status, once the process has ended and been reaped.
  private var reaped: Int32?

  /// Why a process could not be started.
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// Starts `executable` with raw `arguments` (after the program name).
  ///
  /// The `environment` is the whole environment; the output goes to the files `stdout` and
  /// `stderr`. With `umask` or `directory`, the process is started through `/bin/sh`, which
  /// sets them and then becomes the program.
  init(
    _ executable: String, arguments: [[UInt8]], environment: [String: String],
    stdout: String, stderr: String, umask: mode_t? = nil, directory: String? = nil
  ) throws {
    stdoutPath = stdout
    stderrPath = stderr
    self.program = URL(fileURLWithPath: executable).lastPathComponent
    var program = executable
    var argv: [[UInt8]] = [Array(executable.utf8)] + arguments
    if umask != nil || directory != nil {
      var script = ""
      if let umask { script += "umask " + String(umask, radix: 8) + " && " }
      if directory != nil { script += "cd \"$DDDWORKSHOP_SPAWN_DIRECTORY\" && " }
      program = "/bin/sh"
      argv =
        [Array("/bin/sh".utf8), Array("-c".utf8), Array((script + "exec \"$0\" \"$@\"").utf8)]
        + argv
    }
    var variables = environment
    if let directory { variables["DDDWORKSHOP_SPAWN_DIRECTORY"] = directory }
    let envp = variables.map { Array("\($0.key)=\($0.value)".utf8) }
    pid = try Self.spawn(program, argv, envp, stdout: stdout, stderr: stderr)
  }

  /// Kills the process at once, with no chance to clean up: `kill -9`.
  func kill() {
    guard reaped == nil else { return }  // the id may belong to another process by now
    _ = sendSignal(pid, SIGKILL)
  }

  /// Waits until the process ends (killing it after `timeout`), and reads its output.
  ///
  /// The waiting is done on a thread of its own, not on the test pool.
  func wait(timeout: Duration = .seconds(60)) async -> Finished {
    if reaped == nil {
      let pid = self.pid
      let (raw, hung) = await onOwnThread { Self.reap(pid, killingAfter: timeout) }
      reaped = raw
      if hung { Issue.record("a run of \(program) hung for \(timeout) and was killed") }
    }
    let raw = reaped ?? 0
    let duration = ContinuousClock.now - started
    let low = raw & 0x7f
    let out = (try? Data(contentsOf: URL(fileURLWithPath: stdoutPath))) ?? Data()
    let err = (try? Data(contentsOf: URL(fileURLWithPath: stderrPath))) ?? Data()
    return Finished(
      status: low == 0 ? (raw >> 8) & 0xff : nil, signal: low == 0 ? nil : low,
      stdout: out, stderr: err, duration: duration)
  }

  /// Kills the process right after `folder` changed for the `changes`-th time.
  ///
  /// A change is a commit, a delivery mark, a counter; a process that ends first is left
  /// alone. The waiting thread (its own, not the test pool's) sleeps until the folder changes
  /// (``FolderWatch``), which leaves the child the core it runs on.
  func kill(afterChangesOf folder: URL, changes: Int) async {
    guard reaped == nil else { return }
    let pid = self.pid
    let raw: Int32? = await onOwnThread {
      let watch = FolderWatch(folder)
      var last = StoreFolder.signature(of: folder)
      var seen = 0
      var raw: Int32 = 0
      while waitpid(pid, &raw, WNOHANG) != pid {
        let now = StoreFolder.signature(of: folder)
        if now != last {
          seen += 1
          last = now
          if seen >= changes {
            _ = sendSignal(pid, SIGKILL)
            return nil
          }
        }
        watch.wait(upTo: 2)
      }
      return raw
    }
    if let raw { reaped = raw }
  }

  /// Blocks until `pid` ends and reaps it, killing it if it runs longer than `timeout`.
  ///
  /// Returns the raw wait status, and whether the process hung until it was killed.
  ///
  /// The process is first waited for without being reaped (`WNOWAIT`): until the end is
  /// marked, its id cannot be given to another process, so the timer's kill cannot reach one.
  private static func reap(_ pid: pid_t, killingAfter timeout: Duration) -> (Int32, Bool) {
    let watch = Watch()
    let seconds = Double(timeout.components.seconds)
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
      watch.state.withLock { state in
        guard !state.ended else { return }
        _ = sendSignal(pid, SIGKILL)
        state.killed = true
      }
    }
    var info = siginfo_t()
    while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) == -1 && errno == EINTR {}
    watch.state.withLock { $0.ended = true }
    var raw: Int32 = 0
    while waitpid(pid, &raw, 0) == -1 && errno == EINTR {}
    return (raw, watch.state.withLock { $0.killed })
  }

  /// Whether a process waited for has ended, and whether its timeout killed it.
  private final class Watch: Sendable {
    let state = Mutex((ended: false, killed: false))
  }

  private static func spawn(
    _ program: String, _ argv: [[UInt8]], _ envp: [[UInt8]], stdout: String, stderr: String
  ) throws -> pid_t {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let arguments = cStrings(argv)
    let variables = cStrings(envp)
    defer { (arguments + variables).forEach { $0?.deallocate() } }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, program, &actions, nil, arguments, variables)
    guard result == 0 else {
      throw Failure(
        description: "posix_spawn \(program) failed: \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// NUL-terminated copies of `strings`, then the `nil` that ends an argv or envp.
  private static func cStrings(_ strings: [[UInt8]]) -> [UnsafeMutablePointer<CChar>?] {
    strings.map { bytes in
      let copy = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
      for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
      copy[bytes.count] = 0
      return copy
    } + [nil]
  }
}

private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
  kill(pid, signal)
}
