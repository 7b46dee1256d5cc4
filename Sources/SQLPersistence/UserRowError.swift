// Chapter 12 — Real databases (DB-2): a stored row the model refuses.
// Docs/modules.md

/// Why a row read from a database could not become a domain object.
public enum UserRowError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The row of `table` with key `key` holds in `column` a value that breaks a rule.
  case invalidRow(store: String, table: String, key: String, column: String, problem: String)

  /// A sentence naming the database, the row and the rule.
  public var description: String {
    switch self {
    case .invalidRow(let store, let table, let key, let column, let problem):
      return "\(store): the \(table) row \(key) holds an invalid \(column) (\(problem)); it "
        + "was not loaded"
    }
  }
}
