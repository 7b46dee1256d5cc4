// Chapter 12 — Real databases (DB-1, DB-9): the SQLite and PostgreSQL circle repositories in the
// circle and invitation contract suites of chapter 7, which run on them unchanged.
// Docs/modules.md
//
// SQLite runs in every `swift test`, one file in a temporary folder per test; PostgreSQL
// when `TestDatabase.postgresURL` names a server, each test in a schema of its own.

import Aggregates
import Foundation
import SQLPersistence
import TestSupport

extension CircleRepositoryFactory {
  /// The database stores: SQLite always, PostgreSQL when a server is given.
  static let databases: [Self] =
    [
      CircleRepositoryFactory(name: "SQLite") { body in
        try await withTemporaryDirectory { directory in
          try await body(try SQLiteCircleRepository(path: databasePath(in: directory)))
        }
      }
    ]
    + (TestDatabase.postgresURL == nil
      ? []
      : [
        CircleRepositoryFactory(name: "PostgreSQL") { body in
          try await TestDatabase.withSchema { url, schema in
            try await body(try PostgresCircleRepository(url: url, schema: schema))
          }
        }
      ])
}

extension InvitationRepositoryFactory {
  /// The database stores, each holding circle-1: SQLite always, PostgreSQL when a server is
  /// given.
  static let databases: [Self] =
    [
      InvitationRepositoryFactory(name: "SQLite") { body in
        try await withTemporaryDirectory { directory in
          let circles = try SQLiteCircleRepository(path: databasePath(in: directory))
          try await circles.save(try Circles.circle("circle-1", named: "Swift 모임"))
          try await body(SQLiteCircleInvitationRepository(circles: circles))
        }
      }
    ]
    + (TestDatabase.postgresURL == nil
      ? []
      : [
        InvitationRepositoryFactory(name: "PostgreSQL") { body in
          try await TestDatabase.withSchema { url, schema in
            let circles = try PostgresCircleRepository(url: url, schema: schema)
            try await circles.save(try Circles.circle("circle-1", named: "Swift 모임"))
            try await body(PostgresCircleInvitationRepository(circles: circles))
          }
        }
      ])
}

/// The path of the test's database file in its temporary folder.
private func databasePath(in directory: URL) -> String {
  directory.appendingPathComponent("workshop.sqlite").path
}
