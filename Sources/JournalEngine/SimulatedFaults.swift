// Chapter 4 deep dive — the storage engine: its test seam. Docs/04b-journal-deep-dive.md
//
// Read when testing durability: a test arms a fault just before the operation it wants
// to see fail, and the engine's next write or sync fails once; a test in a child process
// can also arm a crash, a `SIGKILL` the process sends itself at a chosen byte of a write or
// a chosen step of a compaction. It is `package`: tests in this package reach it, code
// that uses the workshop's modules never sees it. A test installs it for a directory, and
// every journal opened there runs with it, so the repositories that teach (`Persistence`) carry
// no fault parameter of their own.

import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Faults to simulate in tests of the durability contract: the next write or sync fails.
package final class SimulatedFaults: Sendable {
  /// An operation a fault can be armed for.
  package enum Operation: Sendable, Hashable {
    /// Writing bytes to a file: half of them are written, then the write fails.
    case write
    /// Forcing written bytes to the disk.
    case sync
  }

  /// A moment of a compaction a simulated crash can be timed to.
  package enum CompactionStep: Sendable, Hashable {
    /// Writing the temp file from the copied state (before the lock is taken).
    case writingTemporaryFile
    /// Appending to the temp file what was committed meanwhile (under the lock).
    case appendingLaterTransactions
    /// The temp file complete and synced, just before it is renamed over the journal.
    case beforeSwitch
    /// Just after the rename, before the directory is synced.
    case afterRename
    /// The new journal in use, before the lock is released.
    case afterSwitch
  }

  /// The injectors tests installed, by the directory whose journals they apply to.
  private static let installations = Mutex<[String: SimulatedFaults]>([:])

  /// Makes every journal opened in `directory` from now on run with `faults`.
  package static func install(_ faults: SimulatedFaults, forJournalsIn directory: String) {
    installations.withLock { $0[directory] = faults }
  }

  /// The injector installed for journals in `directory`, if a test installed one.
  static func installed(forJournalsIn directory: String) -> SimulatedFaults? {
    installations.withLock { $0[directory] }
  }

  private let armed = Mutex<Set<Operation>>([])
  private let crashPoint = Mutex<Int?>(nil)
  private let compactionCrash = Mutex<(step: CompactionStep, bytes: Int)?>(nil)

  /// Makes a fault injector with nothing armed.
  package init() {}

  /// Makes the next `operation` fail once.
  package func failNext(_ operation: Operation) {
    armed.withLock { _ = $0.insert(operation) }
  }

  /// Makes the next write stop after `bytes` bytes and kill its own process with
  /// `SIGKILL`: a crash timed to the middle of a write, for tests run in a child process.
  package func crashDuringNextWrite(after bytes: Int) {
    crashPoint.withLock { $0 = bytes }
  }

  /// Makes the process kill itself with `SIGKILL` at `step` of the next compaction that
  /// reaches it; for a write, after `bytes` bytes of it.
  package func crashDuringCompaction(at step: CompactionStep, afterBytes bytes: Int = 0) {
    compactionCrash.withLock { $0 = (step, bytes) }
  }

  /// The faults a compaction's write at `step` runs with: when a crash is armed for that
  /// step, a fresh injector that crashes after the chosen bytes (disarming this one).
  func faults(forCompactionWrite step: CompactionStep) -> SimulatedFaults {
    guard let bytes = takeCompactionCrash(at: step) else { return self }
    let crashing = SimulatedFaults()
    crashing.crashDuringNextWrite(after: bytes)
    return crashing
  }

  /// Kills the process with `SIGKILL` when a crash is armed for `step`.
  func crashIfArmed(at step: CompactionStep) {
    if takeCompactionCrash(at: step) != nil { _ = kill(getpid(), SIGKILL) }
  }

  private func takeCompactionCrash(at step: CompactionStep) -> Int? {
    compactionCrash.withLock { armed in
      guard let crash = armed, crash.step == step else { return nil }
      armed = nil
      return crash.bytes
    }
  }

  /// How many bytes the next write may make before the process kills itself; disarms it.
  func takeCrashPoint() -> Int? {
    crashPoint.withLock { point in
      defer { point = nil }
      return point
    }
  }

  /// Whether `operation` should fail now; disarms it.
  func shouldFail(_ operation: Operation) -> Bool {
    armed.withLock { $0.remove(operation) != nil }
  }
}
