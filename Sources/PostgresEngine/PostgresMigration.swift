// Chapter 12 — Real databases: the schema is code, on a server too (DB-8).
// Docs/modules.md
//
// Read first: `migrate(to:)`. The server records the steps applied in a table of its own,
// `schema_version`; opening takes an advisory lock (so two app instances starting at once
// migrate one after the other), applies the code's later steps in one transaction, and
// refuses a database whose version is newer than the code's.

/// One numbered step of a schema on PostgreSQL: the SQL that takes a database from
/// `number - 1` to `number`.
public struct PostgresMigration: Sendable, Hashable {
  /// The schema version this step makes: 1 for the first.
  public let number: Int
  /// The statements, separated by semicolons; no statement may hold one.
  public let sql: String

  /// Makes step `number` of a schema.
  public init(number: Int, sql: String) {
    self.number = number
    self.sql = sql
  }
}

extension PostgresConnection {
  /// The schema version the database records: the number of the last step applied.
  public func schemaVersion() throws(PostgresError) -> Int {
    try execute("CREATE TABLE IF NOT EXISTS schema_version (version integer NOT NULL)")
    let rows = try query("SELECT coalesce(max(version), 0) FROM schema_version")
    return (rows.first?.first ?? nil).flatMap { Int($0) } ?? 0
  }

  /// Applies the steps the database lacks, in one transaction under an advisory lock.
  func migrate(to migrations: [PostgresMigration]) throws(PostgresError) {
    guard !migrations.isEmpty else { return }
    do {
      try transaction {
        try execute("SELECT pg_advisory_xact_lock(2026037)")
        let found = try schemaVersion()
        guard found <= migrations.count else {
          throw PostgresError.schemaTooNew(server: server, found: found, known: migrations.count)
        }
        for migration in migrations.dropFirst(found) {
          for statement in migration.sql.split(separator: ";")
          where statement.contains(where: \.isLetter) {
            try execute(String(statement))
          }
          try execute("INSERT INTO schema_version (version) VALUES ($1)", ["\(migration.number)"])
        }
      }
    } catch let error as PostgresError {
      throw error
    } catch {
      throw .failed(server: server, sqlState: "?", message: "\(error)")
    }
  }
}
