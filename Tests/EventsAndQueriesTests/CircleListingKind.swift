// Chapter 12 — Real databases (DB-7): the circle list's tests over the in-memory repository and
// the SQLite and PostgreSQL repositories, whose page is one query joining the profiles'
// published `user_names`. Docs/modules.md

import Aggregates
import Entities
import Foundation
import QueryServices
import SQLPersistence
import TestSupport
import Testing

/// The repositories the circle list's tests run over: in memory, SQLite, and PostgreSQL when a
/// server is given.
enum CircleListingKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case inMemory = "in memory"
  case sqlite = "SQLite"
  case postgres = "PostgreSQL"

  static let allCases: [Self] =
    [.inMemory, .sqlite] + (TestDatabase.postgresURL == nil ? [] : [.postgres])

  var testDescription: String { rawValue }

  /// Runs `body` with the users' repository and the circle repository on one database, holding
  /// `users` and `circles`, and the list's query service over it.
  func withDatabaseWorld(
    users: [User], circles: [Circle],
    _ body: (any CircleRepository, CircleListQueryService) async throws -> Void
  ) async throws {
    if self == .sqlite {
      try await withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent("workshop.sqlite").path
        let profiles = try SQLiteUserRepository(path: path)
        for user in users { try await profiles.save(user) }
        let store = try SQLiteCircleRepository(path: path)
        for circle in circles { try await store.save(circle) }
        try await body(store, CircleListQueryService(circles: SQLiteCircleListing(circles: store)))
      }
    } else {
      try await TestDatabase.withSchema { url, schema in
        let profiles = try PostgresUserRepository(url: url, schema: schema)
        for user in users { try await profiles.save(user) }
        let store = try PostgresCircleRepository(url: url, schema: schema)
        for circle in circles { try await store.save(circle) }
        try await body(
          store, CircleListQueryService(circles: PostgresCircleListing(circles: store)))
      }
    }
  }
}
