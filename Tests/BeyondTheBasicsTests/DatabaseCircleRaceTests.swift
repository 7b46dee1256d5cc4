// Chapter 12 — Real databases (DB-3, DB-6): many connections to one database, as many app
// instances are, racing for one circle name and one invitation. Docs/modules.md
//
// The contract suites run each repository through one actor; here each task opens a connection
// of its own, so only the database orders the writes, as it orders two processes'.

import Aggregates
import Foundation
import SQLPersistence
import TestSupport
import Testing
import ValueObjects

/// Opens connections to one fresh database of one kind.
struct DatabaseCircleStores: Sendable, CustomTestStringConvertible {
  let name: String
  let withConnections:
    @Sendable (
      (@escaping @Sendable () throws -> (any CircleRepository, any CircleInvitationRepository))
        async throws
        -> Void
    ) async throws -> Void
  var testDescription: String { name }

  static let all: [Self] =
    [
      DatabaseCircleStores(name: "SQLite") { body in
        try await withTemporaryDirectory { directory in
          let path = directory.appendingPathComponent("workshop.sqlite").path
          _ = try SQLiteCircleRepository(path: path)  // the schema, made before the race
          try await body {
            let circles = try SQLiteCircleRepository(path: path)
            return (circles, SQLiteCircleInvitationRepository(circles: circles))
          }
        }
      }
    ]
    + (TestDatabase.postgresURL == nil
      ? []
      : [
        DatabaseCircleStores(name: "PostgreSQL") { body in
          try await TestDatabase.withSchema { url, schema in
            // The schema, made before the race: two `CREATE SCHEMA IF NOT EXISTS` at once
            // can collide on the server's catalog.
            _ = try PostgresCircleRepository(url: url, schema: schema)
            try await body {
              let circles = try PostgresCircleRepository(url: url, schema: schema)
              return (circles, PostgresCircleInvitationRepository(circles: circles))
            }
          }
        }
      ])
}

@Suite("Many connections to one database keep the circles' rules (DB-3, DB-6)")
struct DatabaseCircleRaceTests {
  @Test(
    "of many connections creating circles at once with one name, exactly one wins",
    arguments: DatabaseCircleStores.all)
  func oneNameWins(stores: DatabaseCircleStores) async throws {
    try await stores.withConnections { connect in
      let stored = try await withThrowingTaskGroup(of: Bool.self) { group in
        for number in 1...8 {
          group.addTask {
            let (circles, _) = try connect()
            do {
              try await circles.save(try Circles.circle("circle-\(number)", named: "Swift 모임"))
              return true
            } catch CircleSaveConflict.nameTaken {
              return false
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(stored == 1)
      #expect(try await connect().0.findAll().count == 1)
    }
  }

  @Test(
    "of many connections inviting one user to one circle at once, exactly one invitation is open",
    arguments: DatabaseCircleStores.all)
  func oneInvitationWins(stores: DatabaseCircleStores) async throws {
    try await stores.withConnections { connect in
      let circle = try Circles.circle("circle-1", named: "Swift 모임")
      try await connect().0.save(circle)
      let sent = try await withThrowingTaskGroup(of: Bool.self) { group in
        for number in 1...8 {
          group.addTask {
            let (_, invitations) = try connect()
            do {
              try await invitations.save(
                try CircleInvitation(
                  id: try CircleInvitationId("invitation-\(number)"), circle: circle,
                  inviter: try UserId("owner"), invitee: try UserId("park"),
                  createdAt: Fixtures.instant(Double(number))))
              return true
            } catch CircleInvitationConflict.alreadyInvited {
              return false
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }
      #expect(sent == 1)
      #expect(try await connect().1.findAll().count == 1)
    }
  }
}
