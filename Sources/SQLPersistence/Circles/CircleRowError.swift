// Chapter 12 — Real databases (DB-2): what the circles' tables refuse to load or keep.
// Docs/modules.md

/// Why a circle repository on a database could not load a row, keep an invitation or list
/// circles; nothing was written.
public enum CircleRowError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The row of `table` with key `key` holds in `column` a value that breaks a rule.
  case invalidRow(store: String, table: String, key: String, column: String, problem: String)
  /// An answered invitation was saved: the repository keeps open invitations only (an accept is
  /// the unit of work that ends one), so the answer is refused rather than lost.
  case answerNotKept(store: String, invitation: String)
  /// The database holds no `user_names`, the profiles' published read the circle list
  /// joins: the users' repository was never opened on it.
  case noUserNames(store: String)

  /// A sentence naming the database, the row or invitation, and the rule.
  public var description: String {
    switch self {
    case .invalidRow(let store, let table, let key, let column, let problem):
      return "\(store): the \(table) row \(key) holds an invalid \(column) (\(problem)); it "
        + "was not loaded"
    case .answerNotKept(let store, let invitation):
      return "\(store) keeps open invitations only; the answered invitation \(invitation) "
        + "was refused, nothing was written"
    case .noUserNames(let store):
      return "\(store) holds no user_names view (the profiles' published read of names): "
        + "open the users' store on the same database first"
    }
  }
}
