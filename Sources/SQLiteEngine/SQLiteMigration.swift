// Chapter 12 — Real databases: the schema is code (DB-8). Docs/modules.md
//
// Read first: `migrate(to:)`. Every adapter's tables live in one database file, and each adapter
// owns its own steps: the users' tables are the users' repository's, the circles' the circles'.
// The file records, per owner, the number of the last step applied (`schema_versions`).
// Opening applies the code's later steps, all in one transaction, so a crash leaves the old
// schema or the new one, never half; a file whose number for an owner is higher than the
// code's last step was written by a newer program and is refused before anything is read or
// written.

/// One numbered step of the tables one adapter owns: the SQL that takes them from
/// `number - 1` to `number`.
public struct SQLiteMigration: Sendable, Hashable {
  /// The adapter whose tables this step changes, such as `"users"`; each owner's steps are
  /// numbered on their own.
  public let owner: String
  /// The version of the owner's tables this step makes: 1 for the first.
  public let number: Int
  /// The statements, separated by semicolons; never dependent on data values.
  public let sql: String

  /// Makes step `number` of `owner`'s tables.
  public init(owner: String, number: Int, sql: String) {
    self.owner = owner
    self.number = number
    self.sql = sql
  }
}

extension SQLiteConnection {
  /// The version of `owner`'s tables the file records: the number of the last step applied,
  /// 0 when none was.
  public func schemaVersion(owner: String) throws(SQLiteError) -> Int {
    try execute(
      "CREATE TABLE IF NOT EXISTS schema_versions (owner TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL)"
    )
    let rows = try query("SELECT version FROM schema_versions WHERE owner = ?", [.text(owner)])
    return Int(rows.first?.first?.integer ?? 0)
  }

  /// Applies the steps the file lacks, each owner's numbered 1, 2, 3, …, in one transaction;
  /// none leaves the schema as it is (a connection that reads and writes without owning it).
  /// - Throws: ``SQLiteError/schemaTooNew(path:owner:found:known:)`` when the file is newer
  ///   than the code for an owner; nothing is changed then.
  func migrate(to migrations: [SQLiteMigration]) throws(SQLiteError) {
    guard !migrations.isEmpty else { return }
    let owners = migrations.map(\.owner).reduce(into: [String]()) { seen, owner in
      if !seen.contains(owner) { seen.append(owner) }
    }
    do {
      try transaction {
        for owner in owners {
          let steps = migrations.filter { $0.owner == owner }
          let found = try schemaVersion(owner: owner)
          guard found <= steps.count else {
            throw SQLiteError.schemaTooNew(
              path: path, owner: owner, found: found, known: steps.count)
          }
          for migration in steps.dropFirst(found) {
            try executeScript(migration.sql)
            try execute(
              "INSERT INTO schema_versions (owner, version) VALUES (?, ?) "
                + "ON CONFLICT (owner) DO UPDATE SET version = excluded.version",
              [.text(owner), .integer(Int64(migration.number))])
          }
        }
      }
    } catch let error as SQLiteError {
      throw error
    } catch {
      throw .failed(path: path, code: 1, message: "\(error)")
    }
  }

  /// Runs every statement of a script, in order; no statement may hold a semicolon.
  func executeScript(_ script: String) throws(SQLiteError) {
    for statement in script.split(separator: ";") where statement.contains(where: \.isLetter) {
      try execute(String(statement))
    }
  }
}
