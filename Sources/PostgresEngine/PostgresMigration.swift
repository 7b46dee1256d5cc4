// Chapter 12 — Real databases: the schema is code, on a server too (DB-8).
// Docs/modules.md
//
// Read first: `migrate(to:)`. As on SQLite, each adapter owns its tables and their steps; the
// server records the last step of each owner in a table of its own, `schema_versions`.
// Opening takes an advisory lock (so two app instances starting at once migrate one after
// the other), applies the code's later steps in one transaction, and refuses a database
// whose version for an owner is newer than the code's.

/// One numbered step of the tables one adapter owns, on PostgreSQL: the SQL that takes them
/// from `number - 1` to `number`.
public struct PostgresMigration: Sendable, Hashable {
  /// The adapter whose tables this step changes, such as `"users"`; each owner's steps are
  /// numbered on their own.
  public let owner: String
  /// The version of the owner's tables this step makes: 1 for the first.
  public let number: Int
  /// The statements, separated by semicolons; no statement may hold one.
  public let sql: String

  /// Makes step `number` of `owner`'s tables.
  public init(owner: String, number: Int, sql: String) {
    self.owner = owner
    self.number = number
    self.sql = sql
  }
}

extension PostgresConnection {
  /// The version of `owner`'s tables the database records: the number of the last step
  /// applied, 0 when none was.
  public func schemaVersion(owner: String) throws(PostgresError) -> Int {
    try execute(
      "CREATE TABLE IF NOT EXISTS schema_versions (owner text PRIMARY KEY, version integer NOT NULL)"
    )
    let rows = try query("SELECT version FROM schema_versions WHERE owner = $1", [owner])
    return (rows.first?.first ?? nil).flatMap { Int($0) } ?? 0
  }

  /// Applies the steps the database lacks, in one transaction under an advisory lock.
  func migrate(to migrations: [PostgresMigration]) throws(PostgresError) {
    guard !migrations.isEmpty else { return }
    let owners = migrations.map(\.owner).reduce(into: [String]()) { seen, owner in
      if !seen.contains(owner) { seen.append(owner) }
    }
    do {
      try transaction {
        try execute("SELECT pg_advisory_xact_lock(2026037)")
        for owner in owners {
          let steps = migrations.filter { $0.owner == owner }
          let found = try schemaVersion(owner: owner)
          guard found <= steps.count else {
            throw PostgresError.schemaTooNew(
              server: server, owner: owner, found: found, known: steps.count)
          }
          for migration in steps.dropFirst(found) {
            for statement in migration.sql.split(separator: ";")
            where statement.contains(where: \.isLetter) {
              try execute(String(statement))
            }
            try execute(
              "INSERT INTO schema_versions (owner, version) VALUES ($1, $2) "
                + "ON CONFLICT (owner) DO UPDATE SET version = excluded.version",
              [owner, "\(migration.number)"])
          }
        }
      }
    } catch let error as PostgresError {
      throw error
    } catch {
      throw .failed(server: server, sqlState: "?", message: "\(error)")
    }
  }
}
