// Chapter 12 — Real databases (DB-2): a stored invitation process the model refuses.
// Docs/modules.md

/// Why a row of `invitation_processes` could not become an invitation process.
public enum InvitationProcessRowError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The row with key `key` holds in `column` a value that breaks a rule.
  case invalidRow(store: String, key: String, column: String, problem: String)

  /// A sentence naming the database, the row and the rule.
  public var description: String {
    switch self {
    case .invalidRow(let store, let key, let column, let problem):
      return "\(store): the invitation_processes row \(key) holds an invalid \(column) "
        + "(\(problem)); it was not loaded"
    }
  }
}
