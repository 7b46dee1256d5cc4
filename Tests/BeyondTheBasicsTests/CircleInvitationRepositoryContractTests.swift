// Chapter 7 — Beyond the basics: every invitation repository keeps one contract (AD-6),
// run on the in-memory and file stores.

import Aggregates
import CirclePersistence
import Foundation
import TestSupport
import Testing
import ValueObjects

/// Makes a fresh, empty invitation store of one implementation for one test.
struct InvitationRepositoryFactory: Sendable, CustomTestStringConvertible {
  let name: String
  let withRepository:
    @Sendable ((any CircleInvitationRepository) async throws -> Void) async throws -> Void
  var testDescription: String { name }

  static let all = [
    InvitationRepositoryFactory(name: "in-memory") { body in
      try await body(InMemoryCircleInvitationRepository())
    },
    InvitationRepositoryFactory(name: "file") { body in
      try await withTemporaryDirectory { directory in
        try await body(try FileCircleInvitationRepository(directory: directory))
      }
    },
  ]
}

/// An invitation of `invitee` to `circle-1`, sent by its owner `seconds` after the epoch.
private func invitation(_ id: String, invitee: String, after seconds: TimeInterval = 0) throws
  -> CircleInvitation
{
  try CircleInvitation(
    id: try CircleInvitationId(id), circle: try Circles.circle("circle-1", named: "Swift 모임"),
    inviter: try UserId("owner"), invitee: try UserId(invitee),
    createdAt: Fixtures.instant(seconds))
}

@Suite("Every invitation repository keeps the same contract (AD-6)")
struct CircleInvitationRepositoryContractTests {
  @Test(
    "an invitation is saved and found again by id and by circle and invitee",
    arguments: InvitationRepositoryFactory.all)
  func saveThenFind(factory: InvitationRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let sent = try invitation("invitation-1", invitee: "park")
      try await repository.save(sent)

      #expect(try await repository.find(id: sent.id) == sent)
      #expect(try await repository.find(circle: sent.circle, invitee: sent.invitee) == sent)
      #expect(try await repository.find(circle: sent.circle, invitee: UserId("lee")) == nil)
      #expect(try await repository.find(circle: CircleId("circle-2"), invitee: sent.invitee) == nil)
    }
  }

  @Test(
    "invitations are listed oldest first; deleting one ends it, and twice is a no-op",
    arguments: InvitationRepositoryFactory.all)
  func listAndDelete(factory: InvitationRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let newer = try invitation("invitation-2", invitee: "lee", after: 10)
      let older = try invitation("invitation-1", invitee: "park", after: 0)
      try await repository.save(newer)
      try await repository.save(older)
      #expect(try await repository.findAll() == [older, newer])

      try await repository.delete(id: older.id)
      try await repository.delete(id: older.id)
      #expect(try await repository.findAll() == [newer])
      #expect(try await repository.find(id: older.id) == nil)
    }
  }
}

@Suite("The file invitation store survives a restart and refuses what it cannot read (AD-6)")
struct FileCircleInvitationRepositoryTests {
  @Test("invitations saved to the file store are there after a reopen")
  func survivesReopen() async throws {
    try await withTemporaryDirectory { directory in
      let sent = try invitation("invitation-1", invitee: "park")
      try await FileCircleInvitationRepository(directory: directory).save(sent)
      #expect(try await FileCircleInvitationRepository(directory: directory).findAll() == [sent])
    }
  }

  @Test("a stored invitation with a malformed id is refused and the file left untouched")
  func malformedRecord() async throws {
    try await withTemporaryDirectory { directory in
      let file = directory.appendingPathComponent("invitations.json")
      let bad = Data(
        (#"{"format":"dddworkshop-invitations","version":1,"invitations":[{"id":"../x","#
          + #""circle":"circle-1","inviter":"a","invitee":"b","createdAt":0}]}"#).utf8)
      try bad.write(to: file)
      #expect(throws: FileCircleInvitationRepository.StorageError.self) {
        try FileCircleInvitationRepository(directory: directory)
      }
      #expect(try Data(contentsOf: file) == bad)
    }
  }
}
