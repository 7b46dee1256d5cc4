// Chapter 4 deep dive — the storage engine: its test seam. Docs/04b-journal-deep-dive.md
//
// Read when testing durability: a test arms a fault just before the operation it wants
// to see fail, and the engine's next write or sync fails once. It is `package`: tests in
// this package reach it, code that uses the workshop's modules never sees it.

import Synchronization

/// Faults to simulate in tests of the durability contract: the next write or sync fails.
package final class SimulatedFaults: Sendable {
  /// An operation a fault can be armed for.
  package enum Operation: Sendable, Hashable {
    /// Writing bytes to a file: half of them are written, then the write fails.
    case write
    /// Forcing written bytes to the disk.
    case sync
  }

  private let armed = Mutex<Set<Operation>>([])
  private let crashPoint = Mutex<Int?>(nil)

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
