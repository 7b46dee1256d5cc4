// Chapter 9 — Published after commit (EV-2). Docs/09-events-and-queries.md

/// Why delivery stopped; the undelivered events stay in the outbox for the next attempt.
public enum EventDeliveryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The outbox could not be read or the progress could not be recorded.
  case outboxFailure(String)
  /// A handler failed on the event at this position.
  case handlerFailed(position: Int, reason: String)

  /// A sentence saying what failed and what happens next.
  public var description: String {
    switch self {
    case .outboxFailure(let reason):
      return "the outbox could not be read or updated: \(reason); delivery resumes on the next try"
    case .handlerFailed(let position, let reason):
      return "handling event \(position) failed: \(reason); it is delivered again on the next try"
    }
  }
}
