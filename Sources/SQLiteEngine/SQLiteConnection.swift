// Chapter 12 — Real databases: one connection to a SQLite database file.
// Docs/modules.md
//
// Read first: `init(path:migrations:busyTimeoutMilliseconds:)`. Opening sets what every
// database adapter of the workshop promises: WAL with `synchronous=FULL` (an acknowledged commit
// survives a power cut), a busy timeout (a second process waits for the write lock instead
// of failing), and each adapter's tables brought up to date by its numbered migrations in one
// transaction, or refused when the file is newer than the code. Statements are prepared once and reused;
// values are always bound, never written into the SQL.

/// A connection to one SQLite database file, with its schema migrated.
///
/// Not `Sendable`: a connection is used by one owner at a time (an actor, in the workshop's
/// repositories). Two connections, in one process or two, share the file safely.
public final class SQLiteConnection {
  /// The database file's path, as errors name it.
  public let path: String
  let library: SQLiteLibrary
  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]

  /// Opens (creating if absent) the database at `path`, sets WAL, `synchronous=FULL` and
  /// the busy timeout, and applies the `migrations` it lacks, in one transaction (with none,
  /// the schema is left as it is).
  /// - Throws: ``SQLiteError``: `libraryMissing`, `cannotOpen`, `notADatabase`, `damaged`,
  ///   `schemaTooNew` when the file's schema is newer than `migrations`, and so on.
  public init(
    path: String, migrations: [SQLiteMigration] = [], busyTimeoutMilliseconds: Int32 = 10_000
  ) throws(SQLiteError) {
    library = try SQLiteLibrary.shared.get()
    self.path = path
    for owner in Set(migrations.map(\.owner)) {
      let numbers = migrations.filter { $0.owner == owner }.map(\.number)
      guard numbers == Array(numbers.indices).map({ $0 + 1 }) else {
        throw .migrationsOutOfOrder(owner: owner, numbers: numbers)
      }
    }
    SQLiteConnection.createOwnerOnly(path)
    var opened: OpaquePointer?
    // SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX
    let code = library.open(path, &opened, 0x2 | 0x4 | 0x10000, nil)
    guard let opened else { throw .cannotOpen(path: path, message: "out of memory") }
    handle = opened
    guard code == 0 else { throw error(code) }
    _ = library.extendedResultCodes(handle, 1)
    _ = library.busyTimeout(handle, busyTimeoutMilliseconds)
    let mode = try query("PRAGMA journal_mode = WAL").first?.first?.text
    guard mode?.lowercased() == "wal" else {
      throw .failed(path: path, code: 1, message: "cannot use WAL (journal mode \(mode ?? "?"))")
    }
    try execute("PRAGMA synchronous = FULL")
    try execute("PRAGMA foreign_keys = ON")
    try migrate(to: migrations)
  }

  deinit {
    for statement in statements.values { _ = library.finalize(statement) }
    _ = library.close(handle)
  }
}

extension SQLiteConnection {
  /// Runs one statement with `values` bound to its `?` parameters, in order.
  /// - Returns: how many rows an `INSERT`, `UPDATE` or `DELETE` changed.
  /// - Throws: ``SQLiteError``; a broken constraint is `.constraint` with its kind.
  @discardableResult
  public func execute(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError) -> Int {
    try run(sql, values) { _ in }
    return Int(library.changes(handle))
  }

  /// The rows one statement returns, with `values` bound to its `?` parameters.
  /// - Throws: ``SQLiteError``.
  /// - Complexity: O(*n*) in the rows returned.
  public func query(_ sql: String, _ values: [SQLiteValue] = []) throws(SQLiteError)
    -> [[SQLiteValue]]
  {
    var rows: [[SQLiteValue]] = []
    try run(sql, values) { statement in rows.append(row(statement)) }
    return rows
  }

  /// Runs `body` in one write transaction (`BEGIN IMMEDIATE`: the write lock is taken
  /// first, waiting up to the busy timeout), committing when it returns and rolling back
  /// when it throws; what it throws is rethrown.
  @discardableResult
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN IMMEDIATE")
    let result: T
    do {
      result = try body()
    } catch {
      _ = try? execute("ROLLBACK")
      throw error
    }
    do {
      try execute("COMMIT")
    } catch {
      _ = try? execute("ROLLBACK")
      throw error
    }
    return result
  }
}

extension SQLiteConnection {
  /// Why the SQLite library named `library` cannot be used, or `nil` when it can: what
  /// opening a connection reports on a machine without it.
  package static func libraryProblem(_ library: String) -> SQLiteError? {
    if case .failure(let problem) = SQLiteLibrary.load(library) { problem } else { nil }
  }

  private func run(
    _ sql: String, _ values: [SQLiteValue], row: (OpaquePointer) -> Void
  ) throws(SQLiteError) {
    let statement = try prepared(sql)
    defer {
      _ = library.reset(statement)
      _ = library.clearBindings(statement)
    }
    for (offset, value) in values.enumerated() {
      let code = bind(value, at: Int32(offset + 1), to: statement)
      guard code == 0 else { throw error(code) }
    }
    while true {
      switch library.step(statement) {
      case 100: row(statement)  // SQLITE_ROW
      case 101: return  // SQLITE_DONE
      case let code:
        _ = library.reset(statement)
        throw error(code)
      }
    }
  }

  private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
    if let statement = statements[sql] { return statement }
    var statement: OpaquePointer?
    let code = library.prepare(handle, sql, -1, &statement, nil)
    guard code == 0, let statement else { throw error(code) }
    statements[sql] = statement
    return statement
  }

  private func bind(_ value: SQLiteValue, at index: Int32, to statement: OpaquePointer) -> Int32 {
    switch value {
    case .null: library.bindNull(statement, index)
    case .integer(let number): library.bindInt64(statement, index, number)
    case .real(let number): library.bindDouble(statement, index, number)
    case .text(let text):
      text.withCString { pointer in
        library.bindText(
          statement, index, pointer, Int32(text.utf8.count), SQLiteLibrary.transient)
      }
    }
  }

  private func row(_ statement: OpaquePointer) -> [SQLiteValue] {
    (0..<library.columnCount(statement)).map { column in
      switch library.columnType(statement, column) {
      case 1: .integer(library.columnInt64(statement, column))
      case 2: .real(library.columnDouble(statement, column))
      case 5: .null
      default:
        // Text (3), and a blob (4) read as UTF-8: the workshop's schemas store no blobs.
        if let bytes = library.columnText(statement, column) {
          .text(
            String(
              decoding: UnsafeBufferPointer(
                start: bytes, count: Int(library.columnBytes(statement, column))),
              as: UTF8.self))
        } else {
          .null
        }
      }
    }
  }

  /// The typed error for result `code`, with the connection's last message.
  func error(_ code: Int32) -> SQLiteError {
    let message = library.errorMessage(handle).map { String(cString: $0) } ?? "code \(code)"
    let extended = library.extendedErrorCode(handle)
    return SQLiteError(
      code: extended & 0xff == code & 0xff ? extended : code, message: message,
      path: path)
  }
}
