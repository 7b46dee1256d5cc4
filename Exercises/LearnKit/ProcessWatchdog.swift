// The one way the runner stops what a check started: a small shell process beside the
// command that waits on a pipe only the runner can write to. When the runner closes it (the
// command ended or ran past its deadline) or dies in any way (Ctrl-C, kill, kill -9, its
// terminal closed), the pipe reads end-of-file and the watchdog freezes and kills the
// command's whole tree: its process group and every process below it in any other group
// (`swift test` starts the test binary in a group of its own). So no `swift build`,
// compiler or hanging test binary outlives `learn`. Docs/exercises.md

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process that kills a command's tree when the runner lets go of it or dies.
struct ProcessWatchdog {
  /// The watchdog's process id.
  let pid: pid_t
  /// The pipe's write end, held by the runner alone (close-on-exec).
  private let guardFD: Int32

  /// The watchdog's script: on end-of-file, freeze the command's tree, then kill it.
  ///
  /// Every process below `$1` or in its process group is stopped, and the walk repeated
  /// until no process is new (a stopped process cannot fork); then all are killed. Process
  /// ids only, no `-group` arguments: dash's `kill` does not take them.
  static let script = """
    trap '' INT HUP
    read -r line
    tree() {
      ps -A -o pid= -o ppid= -o pgid= | awk -v root="$1" '
        { parent[$1] = $2; group[$1] = $3 }
        END { for (p in parent) { q = p
          while (q != root && (q in parent) && q > 1) q = parent[q]
          if (q == root || group[p] == root) print p } }'
    }
    seen=""
    while :; do
      now=$(tree "$1" | sort -n | tr '\\n' ' ')
      [ "$now" = "$seen" ] && break
      seen=$now
      kill -s STOP $now 2>/dev/null
    done
    kill -s KILL $seen 2>/dev/null
    exit 0
    """

  /// Starts a watchdog over the command `pid` (the leader of its own process group), or
  /// returns nil if it cannot be started.
  static func start(guarding pid: pid_t) -> ProcessWatchdog? {
    var fds: [Int32] = [-1, -1]
    // Close-on-exec from the start, so no process spawned meanwhile by another thread holds
    // the write end open (Glibc offers no `pipe2` to Swift; a socket pair reads the same).
    #if canImport(Glibc)
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, type, 0, &fds) == 0 else { return nil }
    #else
      guard pipe(&fds) == 0 else { return nil }
      _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
      _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    #endif
    defer { close(fds[0]) }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[0], 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    // A group of its own, so the terminal's Ctrl-C, sent to the runner's group, spares it.
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
    let argv = ["/bin/sh", "-c", script, "watchdog", String(pid)]
    var watchdog = pid_t()
    let result = BoundedProcess.withCStrings(argv) { cArgv in
      BoundedProcess.withCStrings(["PATH=/usr/bin:/bin"]) { cEnv in
        posix_spawn(&watchdog, "/bin/sh", &actions, &attributes, cArgv, cEnv)
      }
    }
    guard result == 0 else {
      close(fds[1])
      return nil
    }
    return ProcessWatchdog(pid: watchdog, guardFD: fds[1])
  }

  /// Lets go: the watchdog kills what is left of the command's tree; returns once it has.
  func release() {
    close(guardFD)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
  }
}
