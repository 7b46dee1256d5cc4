// Blocking work off the test pool. Swift Testing runs tests concurrently on a pool with as
// many threads as the machine has cores (two on a small machine); a test that blocks one of
// them (waiting for a child process, reading a pipe to its end, sleeping in a loop) stalls
// every other test. Such work runs here, on a thread of its own, and the test awaits it.

import Foundation

/// Runs `work`, which blocks, on a new thread, and returns its result without holding a
/// thread of the concurrency pool while it waits.
public func onOwnThread<Result: Sendable>(
  _ work: @escaping @Sendable () -> Result
) async -> Result {
  await withCheckedContinuation { continuation in
    let thread = Thread { continuation.resume(returning: work()) }
    thread.start()
  }
}
