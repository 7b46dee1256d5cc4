// Chapter 4 — Repositories: the file repository and its record mapping (RE-6, EN-7).
// Docs/04-repositories.md

import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("File user repository and its records (RE-6)")
struct FileUserRepositoryTests {
  @Test("a user saved to a file store is found again after the store is reopened")
  func survivesReopen() async throws {
    try await withTemporaryDirectory { directory in
      let kim = try Fixtures.user("user-1", named: "김철수", status: "안녕", createdAfter: 0.000_25)
      try await FileUserRepository(directory: directory).save(kim)

      let reopened = try FileUserRepository(directory: directory)

      #expect(try await reopened.find(id: kim.id) == kim)
      #expect(try await reopened.find(name: kim.name) == kim)
    }
  }

  @Test("a record flattens a user into primitive fields, the creation time as seconds since 1970")
  func recordHasPrimitiveFields() throws {
    let user = try Fixtures.user("user-1", named: "김철수", status: "hi", createdAfter: 0.5)
    let record = UserRecord(user)

    #expect(
      record
        == UserRecord(
          id: "user-1", name: "김철수", statusMessage: "hi", createdAt: 1_700_000_000.623,
          version: 0))
    #expect(try record.makeUser() == user)
  }

  @Test("a record that breaks today's rules is reported, not turned into a user")
  func invalidRecordRejected() {
    let record = UserRecord(id: "user-1", name: "ab", statusMessage: "", createdAt: 0)
    #expect(throws: UserRecord.InvalidRecord.name(.tooShort(input: "ab", count: 2))) {
      try record.makeUser()
    }
    let badTime = UserRecord(id: "user-1", name: "abc", statusMessage: "", createdAt: .nan)
    #expect(throws: UserRecord.InvalidRecord.self) { try badTime.makeUser() }
  }

  @Test("a stored user that breaks today's rules is reported with its line when the store opens")
  func invalidStoredUserReported() async throws {
    try await withTemporaryDirectory { directory in
      let journal = directory.appendingPathComponent("users.journal")
      var bytes = JournalBytes.header()
      bytes += JournalBytes.transaction(JournalBytes.saveLine(id: "user-1", name: "김철수"))
      bytes += JournalBytes.transaction(JournalBytes.saveLine(id: "user-2", name: "ab"))
      try bytes.write(to: journal)

      #expect(
        throws: FileUserRepository.StorageError.invalidRecord(
          path: journal.path, line: 4, .name(.tooShort(input: "ab", count: 2)))
      ) { try FileUserRepository(directory: directory) }
      #expect(try Data(contentsOf: journal) == bytes)
    }
  }

  @Test(
    "the creation instant round-trips exactly, sub-second part included",
    // About 60 years before 2023 and 80 years after (literals: an arithmetic expression here
    // took the type checker seconds).
    arguments: [0, 0.123, 0.000_001, 0.999_999_9, -1_900_044_000, 2_538_648_000] as [Double])
  func createdAtRoundTrips(offset: Double) async throws {
    try await withTemporaryDirectory { directory in
      let instant = Date(timeIntervalSince1970: 1_700_000_000 + offset)
      let user = User(
        id: try Fixtures.id("user-1"), name: try Fixtures.name("김철수"), createdAt: instant)
      try await FileUserRepository(directory: directory).save(user)

      let loaded = try await FileUserRepository(directory: directory).find(id: user.id)

      #expect(loaded?.createdAt == instant)
      #expect(loaded?.createdAt.timeIntervalSince1970 == instant.timeIntervalSince1970)
    }
  }

  @Test("an instant from Date() comes back within the Double's resolution, a quarter microsecond")
  func arbitraryDatesWithinResolution() throws {
    let now = Date(timeIntervalSinceReferenceDate: 785_000_000.123_456_789)
    let user = User(id: try Fixtures.id("user-1"), name: try Fixtures.name("김철수"), createdAt: now)
    let restored = try UserRecord(user).makeUser().createdAt
    #expect(abs(restored.timeIntervalSince(now)) <= 0.000_000_25)
  }

  @Test("the store's directory is created owner-only (0700) and its files too (0600)")
  func ownerOnlyPermissions() async throws {
    try await withTemporaryDirectory { directory in
      let store = directory.appendingPathComponent("nested/store")
      try await FileUserRepository(directory: store).save(Fixtures.user("user-1", named: "김철수"))

      func permissions(_ path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require(attributes[.posixPermissions] as? Int)
      }
      #expect(try permissions(store.path) == 0o700)
      #expect(try permissions(store.appendingPathComponent("users.journal").path) == 0o600)
      #expect(try permissions(store.appendingPathComponent("users.lock").path) == 0o600)
    }
  }

  @Test(
    "the journal starts with a line naming its format and version, then each change's lines and its commit record"
  )
  func journalFormat() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(Fixtures.user("user-1", named: "김철수"))
      let stored = try #require(try await repository.find(id: Fixtures.id("user-1")))
      try await repository.delete(Fixtures.withdrawn(stored))

      let lines = try String(contentsOf: repository.journalURL, encoding: .utf8)
        .split(separator: "\n")
      #expect(lines.count == 6)
      #expect(lines[0] == "dddworkshop-user-journal 2")
      #expect(lines[1].dropFirst(9).hasPrefix(#"save {"createdAt":"#))
      #expect(lines[2].dropFirst(9).hasPrefix("commit 0000000001 "))
      #expect(lines[3].dropFirst(9) == "delete user-1")
      #expect(lines[4].dropFirst(9).hasPrefix(#"save {"outbox":{"event":{"kind":"withdrew""#))
      #expect(lines[5].dropFirst(9).hasPrefix("commit 0000000002 "))
    }
  }

  @Test("deleting an unknown user writes nothing to the journal")
  func deleteUnknownWritesNothing() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.delete(Fixtures.withdrawn(try Fixtures.user("nobody", named: "아무개")))
      #expect(await repository.journalEntryCount == 0)
    }
  }

  @Test(
    "the journal compacts itself in the background once it holds about twice the live data, losing nothing"
  )
  func compactsItself() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      var user = try Fixtures.user("user-1", named: "김철수")
      for round in 0..<500 {
        user = try Fixtures.restored(user, status: "round \(round)")  // no event: bytes only
        try await repository.save(user)
        user = user.advancingVersion()  // what the repository now holds
      }

      // Saves go on while a compaction runs; one more, once it is done, catches up.
      await repository.waitForCompaction()
      try await repository.save(user)
      await repository.waitForCompaction()
      #expect(await repository.journalEntryCount < 100)
      let reopened = try FileUserRepository(directory: directory)
      #expect(try await reopened.findAll() == [user])
    }
  }

  @Test("saving many users at once is all or nothing, and survives a reopen")
  func batchSave() async throws {
    try await withTemporaryDirectory { directory in
      let users = try (0..<50).map {
        try Fixtures.user("user-\($0)", named: "user \($0)", createdAfter: Double($0))
      }
      try await FileUserRepository(directory: directory).save(contentsOf: users)
      #expect(try await FileUserRepository(directory: directory).findAll() == users)
    }
  }

  @Test("a users journal that goes missing is refused at open, never read as an empty store")
  func missingJournalIsRefused() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileUserRepository(directory: directory)
      try await store.save(try Fixtures.user("user-1", named: "김철수"))
      try FileManager.default.removeItem(at: store.journalURL)

      let refusal = #expect(throws: FileUserRepository.StorageError.self) {
        try FileUserRepository(directory: directory)
      }
      #expect(refusal?.description.contains("users.journal is missing, yet") == true)
      #expect(refusal?.description.contains("users.lock") == true)
      #expect(!FileManager.default.fileExists(atPath: store.journalURL.path))
    }
  }
}
