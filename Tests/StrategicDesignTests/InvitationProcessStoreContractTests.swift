// Chapter 11 — Strategic design (SD-7): what every store of the invitation processes keeps,
// in memory, in SQLite and in PostgreSQL (chapter 12, DB-1). Docs/11-strategic-design.md
//
// Read first: `keptAcrossRestart`. A process manager stores its process before each step,
// so whatever store it is given must hand back the same process after a restart, at the
// same stage, with the same fact when it was voided.

import Aggregates
import CircleApplicationServices
import Foundation
import PostgresEngine
import SQLPersistence
import TestSupport
import Testing
import ValueObjects

@Suite("Every invitation process store keeps a process as it was saved (SD-7, DB-1)")
struct InvitationProcessStoreContractTests {
  @Test(
    "a process is found by its invitation, replaced whole at each step, and kept across a restart",
    arguments: ProcessStoreKind.all)
  func keptAcrossRestart(kind: ProcessStoreKind) async throws {
    try await kind.with { store, reopen in
      var process = try started("invitation-1", at: 10)
      try await store.save(process)
      #expect(try await store.find(process.id) == process)

      process.stage = .joined
      try await store.save(process)
      let restarted = try reopen()

      #expect(try await restarted.find(process.id) == process)
      #expect(try await restarted.find(try CircleInvitationId("invitation-2")) == nil)
    }
  }

  @Test(
    "the unfinished processes come oldest first; a voided one keeps its fact, whatever the reason",
    arguments: ProcessStoreKind.all)
  func unfinishedOldestFirst(kind: ProcessStoreKind) async throws {
    try await kind.with { store, reopen in
      let later = try started("invitation-1", at: 30)
      let earlier = try started("invitation-2", at: 20)
      var joined = try started("invitation-3", at: 10)
      joined.stage = .joined
      let reasons: [CircleInvitation.VoidReason] = [
        .circleFull(limit: 30), .cannotJoin("the invitee withdrew"), .timedOut,
      ]
      var voided: [InvitationProcess] = []
      for (index, reason) in reasons.enumerated() {
        var process = try started("invitation-\(index + 4)", at: 5)
        process.stage = .voided(
          InvitationVoided(
            invitation: process.id, circle: process.circle, invitee: process.invitee,
            reason: reason, occurredAt: Fixtures.instant(99)))
        voided.append(process)
      }
      for process in [later, earlier, joined] + voided { try await store.save(process) }
      let restarted = try reopen()

      #expect(try await restarted.unfinished() == [earlier, later])
      for process in voided { #expect(try await restarted.find(process.id) == process) }
    }
  }

  /// The process of invitation `id` into circle-1 for user-1, accepted `seconds` after the
  /// epoch.
  private func started(_ id: String, at seconds: Double) throws -> InvitationProcess {
    InvitationProcess(
      InvitationAccepted(
        invitation: try CircleInvitationId(id), circle: try CircleId("circle-1"),
        invitee: try Fixtures.id("user-1"), occurredAt: Fixtures.instant(seconds)))
  }
}

/// A kind of invitation process store, with a way to reopen it as a restart would.
struct ProcessStoreKind: Sendable, CustomTestStringConvertible {
  let name: String
  let with:
    @Sendable (
      (any InvitationProcessStore, () throws -> any InvitationProcessStore) async throws -> Void
    ) async throws -> Void

  var testDescription: String { name }

  /// In memory and SQLite always; PostgreSQL when a server is given.
  static var all: [Self] {
    let memory = Self(name: "in-memory") { body in
      let store = InMemoryInvitationProcessStore()
      try await body(store) { store }
    }
    let sqlite = Self(name: "SQLite") { body in
      try await withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent("workshop.sqlite").path
        try await body(try SQLiteInvitationProcessStore(path: path)) {
          try SQLiteInvitationProcessStore(path: path)
        }
      }
    }
    guard let url = TestDatabase.postgresURL else { return [memory, sqlite] }
    let postgres = Self(name: "PostgreSQL") { body in
      let schema = TestDatabase.uniqueSchema()
      defer {
        _ = try? PostgresConnection(url: url).execute("DROP SCHEMA IF EXISTS \(schema) CASCADE")
      }
      try await body(try PostgresInvitationProcessStore(url: url, schema: schema)) {
        try PostgresInvitationProcessStore(url: url, schema: schema)
      }
    }
    return [memory, sqlite, postgres]
  }
}
