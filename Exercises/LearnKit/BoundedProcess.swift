// Running `swift build` and `swift test` for the runner so that it always answers: the
// child gets a process group of its own and a deadline; past the deadline, or when the
// runner itself is stopped in any way, the whole tree (swift, the compilers and the test
// binary it started, a stuck backtracer) is killed by a watchdog (ProcessWatchdog.swift),
// and the runner says so instead of waiting. Output goes to a file, not a pipe, so a
// grandchild that keeps a pipe open can never block the read. Docs/exercises.md

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a bounded child process ended.
package struct ProcessOutcome: Sendable {
  /// The exit status; for a process ended by a signal, 128 plus the signal's number.
  package let status: Int32
  /// Everything it wrote to standard output and standard error, interleaved.
  package let output: String
  /// Whether the deadline passed and the runner killed it.
  package let timedOut: Bool
  /// Whether the command printed the marker that starts its second, shorter deadline.
  package var reachedMarker = false
}

/// A second deadline for a command that works in two phases: once it prints `marker` (as
/// `swift test` prints "Build complete!" before it runs the tests), it has `seconds` more.
package struct SecondPhase: Sendable {
  /// The text that ends the first phase.
  package let marker: String
  /// How long the second phase may take, from the moment the marker is printed.
  package let seconds: Double

  /// A second phase starting at `marker`, `seconds` long.
  package init(marker: String, seconds: Double) {
    self.marker = marker
    self.seconds = seconds
  }
}

/// Runs a command with a deadline, in a process group of its own, under a watchdog.
package enum BoundedProcess {
  /// Runs `arguments` (looked up on `PATH`) in `directory` with `environment`, and kills
  /// the command and everything it started once `seconds` have passed, or as soon as the
  /// runner is killed.
  ///
  /// With `then`, the deadline becomes `then.seconds` from the moment the command prints
  /// `then.marker`, if that comes sooner.
  package static func run(
    _ arguments: [String], in directory: URL, environment: [String: String], seconds: Double,
    then secondPhase: SecondPhase? = nil
  ) -> ProcessOutcome {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("learn-\(getpid())-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: log) }
    guard let pid = spawn(arguments, in: directory, environment: environment, log: log) else {
      return ProcessOutcome(
        status: 127, output: "could not start \(arguments.first ?? "")", timedOut: false)
    }
    // Started before the first wait, so it guards the command even if the runner is killed
    // a moment later.
    let watchdog = ProcessWatchdog.start(guarding: pid)
    var deadline = Date().addingTimeInterval(seconds)
    var timedOut = false
    var marker = secondPhase.map { MarkerWatch(log: log, marker: $0.marker) }
    // Wait for the command to end without reaping it: until it is reaped its process id, and
    // so its group's, cannot be given to another process the watchdog would then kill.
    while !hasEnded(pid) {
      if let phase = secondPhase, marker?.isSeen == false, marker?.look() == true {
        deadline = min(deadline, Date().addingTimeInterval(phase.seconds))
      }
      if Date() >= deadline {
        timedOut = true
        break
      }
      // A look every 10 ms: a check's verdict waits for the command's end by 5 ms on average,
      // for about a hundred cheap system calls a second.
      usleep(10_000)
    }
    // Past the deadline the whole tree is killed; after a normal end, whatever the command
    // left behind. Nothing it started outlives it.
    if let watchdog { watchdog.release() } else { kill(-pid, SIGKILL) }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    let output = (try? Data(contentsOf: log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    var outcome = ProcessOutcome(status: exitStatus(status), output: output, timedOut: timedOut)
    outcome.reachedMarker = secondPhase.map { output.contains($0.marker) } ?? false
    return outcome
  }

  /// Starts the command in a new process group with both outputs sent to `log`.
  private static func spawn(
    _ arguments: [String], in directory: URL, environment: [String: String], log: URL
  ) -> pid_t? {
    guard !arguments.isEmpty else { return nil }
    // `env` finds the command on PATH and `cd` cannot be done by posix_spawn portably, so a
    // tiny shell line does both; the folder, the log and the arguments are passed as
    // positional parameters, never interpolated into the line. The log's path stays out of
    // the environment: SwiftPM keys its cache of evaluated manifests on the environment, so
    // a path new on every check would make every `swift build` and `swift test` evaluate
    // both manifests again (about a second of CPU per check).
    let line = "cd \"$1\" && log=\"$2\" && shift 2 && exec \"$@\" >\"$log\" 2>&1"
    let argv = ["/bin/sh", "-c", line, "sh", directory.path, log.path] + arguments
    let envp = environment.map { "\($0.key)=\($0.value)" }
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    var pid = pid_t()
    let result = withCStrings(argv) { cArgv in
      withCStrings(envp) { cEnv in
        posix_spawn(&pid, "/bin/sh", nil, &attributes, cArgv, cEnv)
      }
    }
    return result == 0 ? pid : nil
  }

  /// Whether `pid` has ended, left unreaped.
  private static func hasEnded(_ pid: pid_t) -> Bool {
    var info = siginfo_t()
    let result = waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT)
    // With WNOHANG and nothing ended, the signal number stays 0.
    return result == -1 ? errno != EINTR : info.si_signo == SIGCHLD
  }

  private static func exitStatus(_ status: Int32) -> Int32 {
    let signal = status & 0x7f
    return signal == 0 ? (status >> 8) & 0xff : 128 + signal
  }

  static func withCStrings<R>(
    _ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R
  ) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
  }
}
