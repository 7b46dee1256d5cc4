// Chapter 12 — Real databases (DB-9): one PostgreSQL schema per test, dropped after.
// Docs/modules.md

import PostgresEngine

extension TestDatabase {
  /// Runs `body` with the test server's address and a new schema name, dropping the schema
  /// after; without a server it runs nothing (the suites list no PostgreSQL repository then).
  public static func withSchema(_ body: (String, String) async throws -> Void) async throws {
    guard let url = postgresURL else { return }
    let schema = uniqueSchema()
    defer {
      _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
    }
    try await body(url, schema)
  }

  /// Runs `body` with an address of the test server that keeps every table in a new schema.
  ///
  /// The schema is made first and dropped after: another process (the capstone) given this
  /// address works in that schema alone. The schema travels in libpq's own `options` parameter
  /// (`?options=-csearch_path%3DNAME`), which the server applies to every session.
  public static func withSchemaAddress(_ body: (String) async throws -> Void) async throws {
    try await withSchema { url, schema in
      _ = try PostgresConnection(url: url, migrations: [], schema: schema)
      try await body(address(url, schema: schema))
    }
  }

  /// `url` with its sessions' `search_path` set to `schema`.
  public static func address(_ url: String, schema: String) -> String {
    url + (url.contains("?") ? "&" : "?") + "options=-csearch_path%3D" + schema
  }
}
