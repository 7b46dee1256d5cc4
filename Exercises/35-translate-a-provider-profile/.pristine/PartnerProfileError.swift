// Exercise 35 — given: why the partner's payload is refused. See README.md or README.ko.md.

/// Why a partner's payload was refused; nothing of it was used.
public enum PartnerProfileError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The payload is not in the partner's shape at this field.
  case unreadable(field: String)
  /// The partner says the account is locked.
  case locked
  /// The partner sent a state this app does not know.
  case unknownState
  /// The uid is not `nv-` followed by digits.
  case invalidUid
  /// The join time is not ISO 8601 with an offset.
  case unreadableJoinTime

  /// A sentence naming the rule the payload broke.
  public var description: String {
    switch self {
    case .unreadable(let field): "the partner's payload is not in its shape at \(field)"
    case .locked: "the partner says the account is locked; only an active account signs in"
    case .unknownState: "the partner sent an account state this app does not know; refused"
    case .invalidUid: "the partner's uid must be nv- followed by digits"
    case .unreadableJoinTime: "the partner's join time must be ISO 8601 with an offset"
    }
  }
}
