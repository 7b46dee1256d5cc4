// A child's end, waited for asleep. Foundation's `Process.waitUntilExit` spins its thread's
// run loop on Linux until the process is reaped; with two cores, a few tests waiting that way
// starved the thread that reaps, and the suite's waits took most of its CPU time.

import Foundation

/// Watches a `Process` for its exit; ``wait()`` sleeps until Foundation reports it.
public final class ProcessExit: Sendable {
  private let exited = DispatchSemaphore(value: 0)

  /// Watches `process`, which must not have been started yet (it sets its
  /// `terminationHandler`).
  public init(of process: Process) {
    let exited = exited
    process.terminationHandler = { _ in exited.signal() }
  }

  /// Blocks until the process has ended; call it on a thread of its own (``onOwnThread(_:)``).
  public func wait() {
    exited.wait()
    exited.signal()  // ended for good: a later wait returns at once
  }
}
