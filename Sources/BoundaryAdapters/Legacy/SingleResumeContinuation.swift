// Chapter 10 — Boundaries (GW-3): a continuation resumed exactly once.
// Docs/10-boundaries.md
//
// Read first: `resume(_:)`. A continuation must be resumed exactly once: never, and the
// caller waits forever; twice, and the program traps. Old APIs do not always promise
// "exactly once" (a completion called for progress and again at the end, a publisher
// that fails after a value), so the bridge keeps the promise itself.

import Synchronization

// region: SingleResumeContinuation
/// Holds a continuation and resumes it the first time it is asked; later asks do nothing.
public final class SingleResumeContinuation<Value: Sendable>: Sendable {
  private let continuation: Mutex<CheckedContinuation<Value, Never>?>

  /// Takes charge of `continuation`.
  public init(_ continuation: CheckedContinuation<Value, Never>) {
    self.continuation = Mutex(continuation)
  }

  /// Resumes with `value` if nothing resumed before; reports whether this call did.
  @discardableResult
  public func resume(_ value: Value) -> Bool {
    let waiting = continuation.withLock { held in
      defer { held = nil }
      return held
    }
    waiting?.resume(returning: value)
    return waiting != nil
  }
}
// endregion
