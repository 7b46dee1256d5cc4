// Chapter 7 — Beyond the basics: every invitation repository keeps one contract (AD-6),
// run on the in-memory and file repositories.

import Aggregates
import CirclePersistence
import Foundation
import JournalEngine
import Persistence
import TestSupport
import Testing
import ValueObjects

/// Makes a fresh, empty invitation repository of one implementation for one test.
struct InvitationRepositoryFactory: Sendable, CustomTestStringConvertible {
  let name: String
  let withRepository:
    @Sendable ((any CircleInvitationRepository) async throws -> Void) async throws -> Void
  var testDescription: String { name }

  /// Every repository: those of chapters 7 and 11, and the databases of chapter 12.
  static let all = withoutDatabase + databases

  static let withoutDatabase = [
    InvitationRepositoryFactory(name: "in-memory") { body in
      let circles = try Circles.store([try Circles.circle("circle-1", named: "Swift 모임")])
      try await body(InMemoryCircleInvitationRepository(circles: circles))
    },
    InvitationRepositoryFactory(name: "file") { body in
      try await withTemporaryDirectory { directory in
        try await withCircleOne(in: directory)
        try await body(try FileCircleInvitationRepository(directory: directory))
      }
    },
  ]
}

/// A file repository in `directory` holding circle-1 and the users the tests name.
func withCircleOne(in directory: URL) async throws {
  try await Fixtures.registerUsers(Circles.everyone, in: directory)
  try await FileCircleRepository(directory: directory).save(
    try Circles.circle("circle-1", named: "Swift 모임"))
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
    "invitations are listed oldest first; deleting one ends it, and ending it twice is refused",
    arguments: InvitationRepositoryFactory.all)
  func listAndDelete(factory: InvitationRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let newer = try invitation("invitation-2", invitee: "lee", after: 10)
      let older = try invitation("invitation-1", invitee: "park", after: 0)
      try await repository.save(newer)
      try await repository.save(older)
      #expect(try await repository.findAll() == [older, newer])

      try await repository.delete(id: older.id)
      await #expect(throws: CircleInvitationConflict.ended(older.id)) {
        try await repository.delete(id: older.id)
      }
      #expect(try await repository.findAll() == [newer])
      #expect(try await repository.find(id: older.id) == nil)
    }
  }
}

extension CircleInvitationRepositoryContractTests {
  @Test(
    "once an invitation ended, its invitee may be invited to the circle again: only open ones are one per circle and invitee",
    arguments: InvitationRepositoryFactory.all)
  func inviteAgainAfterEnd(factory: InvitationRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let ended = try invitation("invitation-1", invitee: "park")
      try await repository.save(ended)
      try await repository.delete(id: ended.id)
      let again = try invitation("invitation-2", invitee: "park", after: 5)

      try await repository.save(again)

      #expect(try await repository.findAll() == [again])
      #expect(try await repository.find(circle: again.circle, invitee: again.invitee) == again)
    }
  }
}

@Suite("The file invitation store survives a restart and refuses what it cannot read (AD-6)")
struct FileCircleInvitationRepositoryTests {
  @Test("invitations saved to the file store are there after a reopen")
  func survivesReopen() async throws {
    try await withTemporaryDirectory { directory in
      try await withCircleOne(in: directory)
      let sent = try invitation("invitation-1", invitee: "park")
      try await FileCircleInvitationRepository(directory: directory).save(sent)
      #expect(try await FileCircleInvitationRepository(directory: directory).findAll() == [sent])
    }
  }

  @Test(
    "a stored invitation with a malformed id is refused, naming the record, and the file left untouched"
  )
  func malformedRecord() async throws {
    try await withTemporaryDirectory { directory in
      // An intact line (its checksum right) whose fields break the id rule: "../x".
      let journal = try Journal<KeyedRecords>(
        directory: directory.path, name: "circles",
        format: JournalFormat(name: "dddworkshop-circle-journal", version: 1))
      let fields = #"{"circle":"circle-1","createdAt":0,"id":"x","invitee":"b","inviter":"../a"}"#
      try journal.commit(
        [.put(try KeyedRecord(kind: "invitation", key: "x", fields: Array(fields.utf8)))],
        checking: { _ in })
      let file = directory.appendingPathComponent("circles.journal")
      let bytes = try Data(contentsOf: file)

      let store = try FileCircleInvitationRepository(directory: directory)
      let refusal = await #expect(throws: FileCircleInvitationRepository.StorageError.self) {
        try await store.findAll()
      }
      #expect(refusal?.description.contains("invitation x") == true)
      #expect(try Data(contentsOf: file) == bytes)
    }
  }
}
