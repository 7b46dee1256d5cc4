// Chapter 12 — Real databases: the schema is code (DB-8). Docs/modules.md
//
// Read first: `migrate(to:)`. A database file records the number of the last migration
// applied to it (`PRAGMA user_version`). Opening applies the code's later migrations, all
// in one transaction, so a crash leaves the old schema or the new one, never half; a file
// whose number is higher than the code's last migration was written by a newer program and
// is refused before anything is read or written.

/// One numbered step of a schema: the SQL that takes a database from `number - 1` to
/// `number`.
public struct SQLiteMigration: Sendable, Hashable {
  /// The schema version this step makes: 1 for the first.
  public let number: Int
  /// The statements, separated by semicolons; never dependent on data values.
  public let sql: String

  /// Makes step `number` of a schema.
  public init(number: Int, sql: String) {
    self.number = number
    self.sql = sql
  }
}

extension SQLiteConnection {
  /// The schema version the file records: the number of the last migration applied.
  public func schemaVersion() throws(SQLiteError) -> Int {
    Int(try query("PRAGMA user_version").first?.first?.integer ?? 0)
  }

  /// Applies the migrations the file lacks, numbered 1, 2, 3, …, in one transaction; none
  /// leaves the schema as it is (a connection that reads and writes without owning it).
  /// - Throws: ``SQLiteError/schemaTooNew(path:found:known:)`` when the file is newer than
  ///   the code; nothing is changed then.
  func migrate(to migrations: [SQLiteMigration]) throws(SQLiteError) {
    guard !migrations.isEmpty else { return }
    do {
      try transaction {
        let found = try schemaVersion()
        guard found <= migrations.count else {
          throw SQLiteError.schemaTooNew(path: path, found: found, known: migrations.count)
        }
        for migration in migrations.dropFirst(found) {
          try executeScript(migration.sql)
          // The number comes from the code, never from input: no parameter can set a pragma.
          try execute("PRAGMA user_version = \(migration.number)")
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
