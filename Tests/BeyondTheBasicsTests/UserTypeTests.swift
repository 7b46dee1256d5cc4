// Chapter 7 — Beyond the basics: normal and premium users (AD-4).
// Docs/07-beyond-the-basics.md

import ApplicationServices
import Entities
import Foundation
import Persistence
import TestSupport
import Testing
import ValueObjects

@Suite("Users are normal or premium, and change type only through their own behaviour (AD-4)")
struct UserTypeTests {
  @Test("a new user is a normal user")
  func newUserIsNormal() throws {
    #expect(try Fixtures.user("kim", named: "김철수").type == .normal)
  }

  @Test("upgrade makes a user premium and downgrade makes them normal again; both are idempotent")
  func upgradeAndDowngrade() throws {
    var user = try Fixtures.user("kim", named: "김철수")
    user.upgrade(at: Fixtures.instant(30))
    user.upgrade(at: Fixtures.instant(30))
    #expect(user.type == .premium)
    user.downgrade(at: Fixtures.instant(30))
    user.downgrade(at: Fixtures.instant(30))
    #expect(user.type == .normal)
  }

  @Test("the upgrade and downgrade use cases store the change and report it in UserData")
  func useCases() async throws {
    let users = InMemoryUserRepository([try Fixtures.user("kim", named: "김철수")])
    let service = UserApplicationService(repository: users)

    let upgraded = try await service.upgrade(UpgradeUserCommand(id: "kim"))
    #expect(upgraded.type == "premium")
    #expect(await users.find(id: try UserId("kim"))?.type == .premium)

    let downgraded = try await service.downgrade(DowngradeUserCommand(id: "kim"))
    #expect(downgraded.type == "normal")
    #expect(try await service.get(GetUserQuery(id: "kim"))?.type == "normal")
  }

  @Test("upgrading a user who does not exist is refused as not found")
  func upgradeUnknownUser() async throws {
    let service = UserApplicationService(repository: InMemoryUserRepository())
    await #expect(throws: UserApplicationError.userNotFound(id: "nobody")) {
      try await service.upgrade(UpgradeUserCommand(id: "nobody"))
    }
  }

  @Test("a premium user survives the file store and a reopen as a premium user")
  func fileStoreKeepsTheType() async throws {
    try await withTemporaryDirectory { directory in
      var user = try Fixtures.user("kim", named: "김철수")
      user.upgrade(at: Fixtures.instant(30))
      try await FileUserRepository(directory: directory).save(user)
      #expect(try await FileUserRepository(directory: directory).find(id: user.id) == user)
    }
  }

  @Test("a journal written before users had a type reads every user as normal")
  func oldJournalReadsAsNormal() async throws {
    try await withTemporaryDirectory { directory in
      let journal = directory.appendingPathComponent("users.journal")
      let committed = JournalBytes.transaction(JournalBytes.saveLine(id: "kim", name: "김철수"))
      try (JournalBytes.header() + committed).write(to: journal)

      let user = try await FileUserRepository(directory: directory).find(id: try UserId("kim"))
      #expect(user?.type == .normal)
    }
  }

  @Test("a stored type that is neither normal nor premium is refused, naming the field")
  func unknownStoredType() throws {
    let record = UserRecord(
      id: "kim", name: "김철수", statusMessage: "", createdAt: 1_700_000_000, type: "gold")
    #expect(throws: UserRecord.InvalidRecord.type("gold")) { try record.makeUser() }
  }

  @Test("a normal user's record is written without a type, as before chapter 7")
  func normalRecordHasNoTypeField() throws {
    let normal = try JSONEncoder().encode(UserRecord(try Fixtures.user("kim", named: "김철수")))
    #expect(!String(decoding: normal, as: UTF8.self).contains("type"))
  }
}
