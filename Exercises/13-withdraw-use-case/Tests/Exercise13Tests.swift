// Exercise 13: Withdraw with an archive — the rules your code must keep.

import Entities
import Foundation
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise13Solution
#else
  import Exercise13
#endif

/// When the user registered, and when they withdraw.
private let registeredAt = Date(timeIntervalSince1970: 1_600_000_000)
private let withdrawnAt = Date(timeIntervalSince1970: 1_700_000_000)

private func kim() throws -> User {
  User(id: try UserId("user-1"), name: try UserName("김철수"), createdAt: registeredAt)
}

/// The disk the archive writes to is full.
private struct DiskFull: Error {}

/// An archive that can never save: a test double for the failure AS-5 is about.
private actor FullArchive: WithdrawnUserRepository {
  func save(_ record: WithdrawnUser) throws { throw DiskFull() }
  func find(id: UserId) -> WithdrawnUser? { nil }
}

@Suite("Exercise 13: Withdraw with an archive")
struct Exercise13Tests {
  @Test("withdrawing archives a record of the user, then deletes the user")
  func archivesThenDeletes() async throws {
    let users = InMemoryUserRepository([try kim()])
    let archive = InMemoryWithdrawnUserRepository()
    let withdraw = WithdrawWithArchive(users: users, archive: archive, now: { withdrawnAt })

    try await withdraw.execute(id: "user-1")

    #expect(try await users.find(id: UserId("user-1")) == nil)
    let record = try #require(try await archive.find(id: UserId("user-1")))
    #expect(record == WithdrawnUser(try kim(), withdrawnAt: withdrawnAt))
  }

  @Test("when the archive cannot save, the flow ends and the user is not deleted")
  func failingArchiveKeepsTheUser() async throws {
    let users = InMemoryUserRepository([try kim()])
    let withdraw = WithdrawWithArchive(users: users, archive: FullArchive(), now: { withdrawnAt })

    await #expect(throws: DiskFull.self) {
      try await withdraw.execute(id: "user-1")
    }
    #expect(try await users.find(id: UserId("user-1")) == (try kim()))
  }

  @Test("withdrawing a user who does not exist is 'user not found', and nothing is archived")
  func unknownUser() async throws {
    let users = InMemoryUserRepository([try kim()])
    let archive = InMemoryWithdrawnUserRepository()
    let withdraw = WithdrawWithArchive(users: users, archive: archive, now: { withdrawnAt })

    await #expect(throws: WithdrawalError.userNotFound("user-9")) {
      try await withdraw.execute(id: "user-9")
    }
    #expect(try await archive.find(id: UserId("user-9")) == nil)
    #expect(await users.findAll() == [try kim()])
  }
}
