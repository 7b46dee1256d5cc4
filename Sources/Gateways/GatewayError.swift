// Chapter 10 — Boundaries (GW-1): what can go wrong when calling out. Docs/10-boundaries.md
//
// Read first: the cases. A repository's failures are about storage; a gateway's are about
// a conversation with someone else's service: it can be unreachable, slow, or answer
// something we cannot use. Each is a case of its own, so the caller decides which to
// retry and which to report.

// region: GatewayError
/// Why an outside service gave no usable answer.
public enum GatewayError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The service could not be reached (no network, DNS, refused connection).
  case unreachable(service: String)
  /// The service did not answer in time.
  case timedOut(service: String)
  /// The service answered with an error status.
  case rejected(service: String, status: Int)
  /// The service answered, but with something that is not what it promised.
  case malformedAnswer(service: String, reason: String)
}
// endregion

extension GatewayError {
  /// A sentence a person can act on.
  public var description: String {
    switch self {
    case .unreachable(let service): "\(service) cannot be reached; check the connection"
    case .timedOut(let service): "\(service) did not answer in time; try again"
    case .rejected(let service, let status): "\(service) refused the request (status \(status))"
    case .malformedAnswer(let service, let reason):
      "\(service) sent an answer that cannot be used: \(reason)"
    }
  }
}
