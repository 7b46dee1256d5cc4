// Chapter 11 — Strategic design (SD-5): why a message of the published language was not read.
// Docs/11-strategic-design.md

// region: CircleIntegrationEventError
/// Why a message was not read as a circle integration event; nothing of it was used.
public enum CircleIntegrationEventError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A schema version this code does not read: newer than the current one, or never valid.
  case unknownVersion(Int)
  /// A message of another event type.
  case otherType
  /// A field is missing or of the wrong kind for the message's version (its name on the wire).
  case malformed(field: String)

  /// A sentence naming the rule the message broke.
  public var description: String {
    let readable = MemberJoinedIntegrationEvent.readableVersions
    return switch self {
    case .unknownVersion(let version):
      "a circle event of schema version \(version) is not read: this consumer reads versions "
        + "\(readable.lowerBound) to \(readable.upperBound), and an unknown version is refused, "
        + "never guessed"
    case .otherType:
      "the message is not a \(MemberJoinedIntegrationEvent.type) event"
    case .malformed(let field):
      "a circle event must have \(field), of its version's kind; this one does not"
    }
  }
}
// endregion
