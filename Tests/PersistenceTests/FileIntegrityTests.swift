// Chapter 8 — Integrity (IN-3, IN-4) on disk: what the journal holds, and what journals
// written before chapter 8 read as. Docs/08-integrity.md

import Entities
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("The file store's versions and withdrawals on disk (IN-3, IN-4)")
struct FileIntegrityTests {
  @Test("a journal written before users had a version reads each user as version 1")
  func oldJournalReadsAsVersionOne() async throws {
    try await withTemporaryDirectory { directory in
      let old =
        JournalBytes.header()
        + JournalBytes.transaction(JournalBytes.saveLine(id: "user-1", name: "김철수"))
      try old.write(to: directory.appendingPathComponent("users.journal"))
      let repository = try FileUserRepository(directory: directory)

      var kim = try #require(try await repository.find(id: Fixtures.id("user-1")))
      #expect(kim.version == 1)
      kim.changeStatusMessage(to: try StatusMessage("saved again"), at: Fixtures.instant(30))
      try await repository.save(kim)

      let reopened = try FileUserRepository(directory: directory)
      #expect(try await reopened.find(id: kim.id)?.version == 2)
    }
  }

  @Test("a user saved once is written exactly as before chapter 8, with no version field")
  func firstSaveWritesNoVersion() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))

      let text = try String(contentsOf: repository.journalURL, encoding: .utf8)
      #expect(!text.contains("version"))
    }
  }

  // region: oneCommit
  @Test(
    "a withdrawal's unit of work is one transaction in the journal: record, remove, event, one commit"
  )
  func withdrawalIsOneCommit() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let kim = try #require(try await repository.find(id: Fixtures.id("user-1")))
      let before = try Data(contentsOf: repository.journalURL).count

      try await withdrawThroughUnitOfWork(
        kim, at: Fixtures.instant(9), in: repository.beginUnitOfWork())

      let appended = try Data(contentsOf: repository.journalURL).dropFirst(before)
      let lines = String(decoding: appended, as: UTF8.self).split(separator: "\n")
      #expect(lines.count == 4)
      #expect(lines[0].contains("withdrawnAt"))
      #expect(lines[1].contains("delete user-1") || lines[1].contains("remove"))
      #expect(lines[2].contains(#""kind":"withdrew""#))
      #expect(lines[3].contains("commit 0000000003"))  // the three lines it closes
      let reopened = try FileUserRepository(directory: directory)
      #expect(try await reopened.find(id: kim.id) == nil)
      #expect(try await reopened.findWithdrawnUser(id: kim.id)?.name == kim.name)
    }
  }
  // endregion

  @Test("withdrawn records survive a compaction, and the user stays withdrawn")
  func withdrawnSurvivesCompaction() async throws {
    try await withTemporaryDirectory { directory in
      let repository = try FileUserRepository(directory: directory)
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let kim = try #require(try await repository.find(id: Fixtures.id("user-1")))
      try await withdrawThroughUnitOfWork(
        kim, at: Fixtures.instant(9), in: repository.beginUnitOfWork())

      try await repository.compact()

      let reopened = try FileUserRepository(directory: directory)
      #expect(try await reopened.findAll().isEmpty)
      #expect(try await reopened.findWithdrawnUser(id: kim.id)?.withdrawnAt == Fixtures.instant(9))
    }
  }
}
