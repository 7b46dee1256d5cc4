// Chapter 12 — Real databases: what can go wrong with a PostgreSQL server, in words.
// Docs/modules.md
//
// Read first: `server`. Every case names the server by its address with the password
// replaced (`postgres://kim:***@db/app`): an error message is printed, logged and pasted
// into issues, and a password must never travel with it. The SQLSTATE codes an adapter
// turns into the domain's errors (23505, a unique violation) or retries (40001, 40P01) are
// cases of their own.

/// Why a PostgreSQL server could not be reached, or refused a statement.
public enum PostgresError: Error, Sendable, Hashable, CustomStringConvertible {
  /// libpq could not be loaded, or lacks a function the engine uses.
  case libraryMissing(library: String, reason: String)
  /// The address is not one libpq reads.
  case badAddress(server: String, message: String)
  /// No server answered at the address (down, wrong host or port, a firewall).
  case unreachable(server: String, message: String)
  /// The server refused the user's credentials.
  case authenticationFailed(server: String, message: String)
  /// A statement would break a `UNIQUE` constraint or unique index (SQLSTATE 23505).
  case uniqueViolation(server: String, constraint: String)
  /// The server could not serialise the transaction, or broke a deadlock by ending it
  /// (SQLSTATE 40001, 40P01): nothing of it was written, and it may be retried.
  case serializationFailure(server: String, sqlState: String)
  /// The server's schema is newer than any this code knows; nothing was changed.
  case schemaTooNew(server: String, owner: String, found: Int, known: Int)
  /// Any other failure, with the server's SQLSTATE and its primary message.
  case failed(server: String, sqlState: String, message: String)

  /// A sentence naming the problem and the server, without its password.
  public var description: String {
    switch self {
    case .libraryMissing(let library, let reason):
      return "PostgreSQL's client library \(library) could not be loaded (\(reason)); install "
        + "libpq (for example the libpq5 package) to use a postgres:// store"
    case .badAddress(let server, let message):
      return "\(server) is not a PostgreSQL address libpq reads: \(message)"
    case .unreachable(let server, let message):
      return "no PostgreSQL server answered at \(server): \(message)"
    case .authenticationFailed(let server, let message):
      return "the PostgreSQL server at \(server) refused the credentials: \(message)"
    case .uniqueViolation(let server, let constraint):
      return "the PostgreSQL server at \(server) refused a write that breaks the unique "
        + "constraint \(constraint)"
    case .serializationFailure(let server, let sqlState):
      return "the PostgreSQL server at \(server) ended a transaction that raced another "
        + "(SQLSTATE \(sqlState)); nothing was written, try again"
    case .schemaTooNew(let server, let owner, let found, let known):
      return "the database at \(server) has the \(owner) tables at version \(found), newer "
        + "than this program's \(known); it was left untouched, use a newer version of the program"
    case .failed(let server, let sqlState, let message):
      return "the PostgreSQL server at \(server) failed (SQLSTATE \(sqlState)): \(message)"
    }
  }
}
