// The environment a test gives a child process: its own, with a coverage profile of the
// child's own. `swift test --enable-code-coverage` sets LLVM_PROFILE_FILE to a pool that
// every run of one executable merges into when it exits; a child killed on purpose while it
// writes there tears the pool, and every count of every other run of that executable is
// lost with it. A child with a file of its own can tear only its own counts.

import Foundation

/// The environment for a child process.
public enum ChildEnvironment {
  /// The variable that names the coverage profile a process writes when it exits.
  public static let profileVariable = "LLVM_PROFILE_FILE"

  /// `environment` (by default this process's) without `DATABASE_URL`, with `changes` made
  /// (a `nil` value removes the variable); when it names a coverage profile, the child writes
  /// its own file beside it, `child-<pid>.profraw`, instead of merging into the shared one.
  public static func make(
    _ changes: [String: String?] = [:],
    from environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [String: String] {
    var made = environment
    // A server named for the test suites is never a child's store unless a test says so.
    made["DATABASE_URL"] = nil
    for (name, value) in changes { made[name] = value }
    if let profile = made[profileVariable], !profile.isEmpty {
      let folder = URL(fileURLWithPath: profile).deletingLastPathComponent()
      made[profileVariable] = folder.appendingPathComponent("child-%p.profraw").path
    }
    return made
  }
}
