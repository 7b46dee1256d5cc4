// Chapter 12 — Real databases: one connection to a PostgreSQL server, through libpq.
// Docs/modules.md
//
// Read first: `execute(_:_:)`. Every value travels as a parameter of `PQexecParams`
// (`$1`, `$2`, … in the SQL), never spliced into it. The server's refusals come back as
// SQLSTATE codes, which `PostgresError` keeps apart; its messages are scrubbed of the
// password before anyone sees them.

import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A connection to one PostgreSQL database, with its schema migrated.
///
/// Not `Sendable`: a connection is used by one owner at a time (an actor, in the workshop's
/// repositories). Any number of connections, in any number of processes, share a server.
public final class PostgresConnection {
  /// The server's address with its password replaced, as errors name it.
  public let server: String
  let library: PostgresLibrary
  private let handle: OpaquePointer
  private let secrets: [String]

  /// Connects to the database at `url` (`postgres://user@host:port/database`, or libpq's
  /// `key=value` form) and applies the `migrations` it lacks, in one transaction.
  /// - Throws: ``PostgresError``: `libraryMissing`, `badAddress`, `unreachable`,
  ///   `authenticationFailed`, `schemaTooNew`, …; none of them holds the password.
  public convenience init(url: String, migrations: [PostgresMigration] = [])
    throws(PostgresError)
  {
    try self.init(url: url, migrations: migrations, schema: nil)
  }

  /// Connects as ``init(url:migrations:)`` does, with every table in the schema `schema`
  /// (created if absent): one schema per test keeps tests on one server apart.
  package init(url: String, migrations: [PostgresMigration], schema: String?)
    throws(PostgresError)
  {
    library = try PostgresLibrary.shared.get()
    (server, secrets) = Self.redacting(url)
    guard let opened = library.connect(url) else {
      throw .badAddress(server: server, message: "libpq could not start a connection")
    }
    handle = opened
    guard library.status(handle) == 0 else {  // CONNECTION_OK
      let message = scrubbed(library.errorMessage(handle).map { String(cString: $0) } ?? "")
      if message.contains("authentication failed") || message.contains("password")
        || (message.contains("role") && message.contains("does not exist"))
      {
        throw .authenticationFailed(server: server, message: message)
      }
      if message.contains("invalid") || message.contains("missing \"=\"") {
        throw .badAddress(server: server, message: message)
      }
      throw .unreachable(server: server, message: message)
    }
    try execute("SET client_min_messages = warning")
    if let schema {
      guard schema.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "_") })
      else { throw .badAddress(server: server, message: "schema \(schema) is not a plain name") }
      // Two processes creating the same schema at once can both miss it and one then fails
      // on the catalogue's unique index: the migrations' advisory lock puts them in turn.
      try execute("BEGIN")
      do throws(PostgresError) {
        try execute("SELECT pg_advisory_xact_lock(2026037)")
        try execute("CREATE SCHEMA IF NOT EXISTS \(schema)")
        try execute("COMMIT")
      } catch {
        _ = try? execute("ROLLBACK")
        throw error
      }
      try execute("SET search_path TO \(schema)")
    }
    try migrate(to: migrations)
  }

  deinit {
    library.finish(handle)
  }
}

extension PostgresConnection {
  /// Runs one statement with `values` bound to `$1`, `$2`, … as text (`nil` is `NULL`).
  /// - Returns: how many rows an `INSERT`, `UPDATE` or `DELETE` changed.
  /// - Throws: ``PostgresError``; a unique violation is `.uniqueViolation` with its
  ///   constraint's name.
  @discardableResult
  public func execute(_ sql: String, _ values: [String?] = []) throws(PostgresError) -> Int {
    let result = try run(sql, values)
    defer { library.clear(result) }
    return library.commandTuples(result).flatMap { Int(String(cString: $0)) } ?? 0
  }

  /// The rows one statement returns, each column as text (`nil` for `NULL`).
  /// - Throws: ``PostgresError``.
  /// - Complexity: O(*n*) in the rows returned.
  public func query(_ sql: String, _ values: [String?] = []) throws(PostgresError)
    -> [[String?]]
  {
    let result = try run(sql, values)
    defer { library.clear(result) }
    return (0..<library.rowCount(result)).map { row in
      (0..<library.columnCount(result)).map { column in
        library.isNull(result, row, column) != 0
          ? nil : library.value(result, row, column).map { String(cString: $0) }
      }
    }
  }

  /// Runs `body` in one transaction, committing when it returns and rolling back when it
  /// throws; what it throws is rethrown.
  @discardableResult
  public func transaction<T>(_ body: () throws -> T) throws -> T {
    try execute("BEGIN")
    let result: T
    do {
      result = try body()
      try execute("COMMIT")
    } catch {
      _ = try? execute("ROLLBACK")
      throw error
    }
    return result
  }
}

extension PostgresConnection {
  private func run(_ sql: String, _ values: [String?]) throws(PostgresError) -> OpaquePointer {
    let copies = values.map { $0.flatMap { strdup($0) } }
    defer { copies.forEach { free($0) } }
    let parameters = copies.map { $0.map { UnsafePointer($0) } }
    let result = parameters.withUnsafeBufferPointer { buffer in
      library.execute(handle, sql, Int32(values.count), nil, buffer.baseAddress, nil, nil, 0)
    }
    guard let result else {
      throw .unreachable(server: server, message: connectionMessage())
    }
    let status = library.resultStatus(result)
    guard status == 1 || status == 2 else {  // PGRES_COMMAND_OK, PGRES_TUPLES_OK
      defer { library.clear(result) }
      throw error(result)
    }
    return result
  }

  private func error(_ result: OpaquePointer) -> PostgresError {
    func field(_ code: Character) -> String? {
      library.resultErrorField(result, Int32(code.asciiValue ?? 0)).map { String(cString: $0) }
    }
    guard let state = field("C") else {
      return .unreachable(server: server, message: connectionMessage())
    }
    switch state {
    case "23505": return .uniqueViolation(server: server, constraint: field("n") ?? "?")
    case "40001", "40P01": return .serializationFailure(server: server, sqlState: state)
    default: return .failed(server: server, sqlState: state, message: scrubbed(field("M") ?? ""))
    }
  }

  private func connectionMessage() -> String {
    scrubbed(library.errorMessage(handle).map { String(cString: $0) } ?? "connection lost")
  }

  private func scrubbed(_ message: String) -> String {
    secrets.reduce(message.trimmingCharacters(in: .whitespacesAndNewlines)) {
      $0.replacingOccurrences(of: $1, with: "***")
    }
  }

  /// The address with any password replaced by `***`, and the passwords it holds.
  public static func redacting(_ url: String) -> (address: String, secrets: [String]) {
    var secrets: [String] = []
    var address = url
    // The user part ends at the authority's last `@` (a password may hold one unencoded);
    // the authority ends at the first `/`, `?` or `#` after it.
    if let scheme = url.range(of: "://") {
      let authority = url[scheme.upperBound...].prefix { !"/?#".contains($0) }
      if let at = authority.lastIndex(of: "@"),
        let colon = url[scheme.upperBound..<at].firstIndex(of: ":")
      {
        let password = String(url[url.index(after: colon)..<at])
        secrets += [password, password.removingPercentEncoding ?? password]
        address.replaceSubrange(url.index(after: colon)..<at, with: "***")
      }
    }
    let pattern = /password=([^&\s]*)/
    for match in address.matches(of: pattern) {
      secrets.append(String(match.output.1))
    }
    address.replace(pattern, with: "password=***")
    return (address, secrets.filter { !$0.isEmpty })
  }
}
