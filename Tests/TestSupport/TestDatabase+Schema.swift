// Chapter 12 — Real databases (DB-9): one PostgreSQL schema per test, dropped after.
// Docs/modules.md

import PostgresEngine

extension TestDatabase {
  /// Runs `body` with the test server's address and a new schema name, dropping the schema
  /// after; without a server it runs nothing (the suites list no PostgreSQL store then).
  public static func withSchema(_ body: (String, String) async throws -> Void) async throws {
    guard let url = postgresURL else { return }
    let schema = uniqueSchema()
    defer {
      _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
    }
    try await body(url, schema)
  }
}
