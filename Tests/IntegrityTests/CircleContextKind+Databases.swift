// Chapter 12 — Real databases (DB-1, DB-3): the circle context on SQLite and PostgreSQL,
// under chapter 8's cross-aggregate rules and units of work, which run on it unchanged.
// Docs/08-integrity.md
//
// The circle repositories never read the users' repository, so the profiles' side stays in memory
// here: what is under test is the circles' tables, their constraints and transactions.

import Entities
import Foundation
import Persistence
import SQLPersistence
import TestSupport

extension CircleContextKind {
  /// Runs `body` with a circle repository on this kind's database beside in-memory users.
  func withDatabaseContext(people: [User], _ body: (CircleContext) async throws -> Void)
    async throws
  {
    let users = InMemoryUserRepository(people)
    if self == .sqlite {
      try await withTemporaryDirectory { directory in
        let circles = try SQLiteCircleRepository(
          path: directory.appendingPathComponent("workshop.sqlite").path)
        try await body(
          try await CircleContext(
            users: users, circles: circles,
            invitations: SQLiteCircleInvitationRepository(circles: circles),
            beginUnitOfWork: { circles.beginUnitOfWork() },
            beginUserUnitOfWork: { users.beginUnitOfWork() }))
      }
    } else {
      try await TestDatabase.withSchema { url, schema in
        let circles = try PostgresCircleRepository(url: url, schema: schema)
        try await body(
          try await CircleContext(
            users: users, circles: circles,
            invitations: PostgresCircleInvitationRepository(circles: circles),
            beginUnitOfWork: { circles.beginUnitOfWork() },
            beginUserUnitOfWork: { users.beginUnitOfWork() }))
      }
    }
  }
}
