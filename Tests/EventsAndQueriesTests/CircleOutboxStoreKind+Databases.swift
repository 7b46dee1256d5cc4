// Chapter 12 — Real databases (DB-1, DB-5): the SQLite and PostgreSQL circle repositories under
// chapter 9's outbox contract, which runs on them unchanged. Docs/modules.md

import Foundation
import SQLPersistence
import TestSupport

extension CircleOutboxStoreKind {
  /// A SQLite circle repository in a fresh file, its invitations and units of work on the same
  /// connection; reopening opens a second connection to the file.
  func withSQLiteStores(_ body: (CircleStoresUnderTest) async throws -> Void) async throws {
    try await withTemporaryDirectory { directory in
      let path = directory.appendingPathComponent("workshop.sqlite").path
      let store = try SQLiteCircleRepository(path: path)
      try await body(
        CircleStoresUnderTest(
          circles: store, invitations: SQLiteCircleInvitationRepository(circles: store),
          beginUnitOfWork: { store.beginUnitOfWork() },
          reopen: { try SQLiteCircleRepository(path: path) }))
    }
  }

  /// A PostgreSQL circle repository in a schema of its own; reopening connects again.
  func withPostgresStores(_ body: (CircleStoresUnderTest) async throws -> Void) async throws {
    try await TestDatabase.withSchema { url, schema in
      let store = try PostgresCircleRepository(url: url, schema: schema)
      try await body(
        CircleStoresUnderTest(
          circles: store, invitations: PostgresCircleInvitationRepository(circles: store),
          beginUnitOfWork: { store.beginUnitOfWork() },
          reopen: { try PostgresCircleRepository(url: url, schema: schema) }))
    }
  }
}
