// Exercise 13: Undo a withdrawal — the rules your code must keep.

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

/// When 김철수 registered, and when they withdrew.
private let registeredAt = Date(timeIntervalSince1970: 1_600_000_000)
private let withdrawnAt = Date(timeIntervalSince1970: 1_700_000_000)

/// 김철수's account as it was before the withdrawal.
private func kim() throws -> User {
  User(id: try UserId("user-1"), name: try UserName("김철수"), createdAt: registeredAt)
}

/// The archive's record of 김철수's withdrawal.
private func kimsRecord() throws -> WithdrawnUser {
  var withdrawn = try kim()
  withdrawn.withdraw(at: withdrawnAt)
  return WithdrawnUser(withdrawn, withdrawnAt: withdrawnAt)
}

/// An archive in memory, holding the records it starts with.
private actor Archive: WithdrawnUserArchive {
  private var records: [UserId: WithdrawnUser]

  init(_ records: [WithdrawnUser]) {
    self.records = Dictionary(uniqueKeysWithValues: records.map { ($0.id, $0) })
  }

  func find(id: UserId) -> WithdrawnUser? { records[id] }
  func delete(id: UserId) { records[id] = nil }
}

@Suite("Exercise 13: Undo a withdrawal")
struct Exercise13Tests {
  @Test("undoing a withdrawal brings the account back as it was, and the archive's record goes")
  func bringsTheAccountBack() async throws {
    let users = InMemoryUserRepository()
    let archive = Archive([try kimsRecord()])

    try await UndoWithdrawal(users: users, archive: archive).execute(id: "user-1")

    #expect(try await users.find(id: UserId("user-1")) == (try kim()))
    #expect(await archive.find(id: try UserId("user-1")) == nil)
  }

  @Test("a name another user took since is refused, and the archive keeps its record")
  func refusedAccountKeepsItsRecord() async throws {
    let park = User(id: try UserId("user-2"), name: try UserName("김철수"), createdAt: withdrawnAt)
    let users = InMemoryUserRepository([park])
    let archive = Archive([try kimsRecord()])

    await #expect(throws: UserSaveConflict.self) {
      try await UndoWithdrawal(users: users, archive: archive).execute(id: "user-1")
    }
    #expect(await archive.find(id: try UserId("user-1")) == (try kimsRecord()))
    #expect(await users.findAll() == [park])
  }

  @Test("an id the archive holds no record for is 'not archived', and nothing is written")
  func notArchived() async throws {
    let users = InMemoryUserRepository()
    let archive = Archive([try kimsRecord()])

    await #expect(throws: UndoWithdrawalError.notArchived("user-9")) {
      try await UndoWithdrawal(users: users, archive: archive).execute(id: "user-9")
    }
    #expect(await users.findAll().isEmpty)
    #expect(await archive.find(id: try UserId("user-1")) == (try kimsRecord()))
  }
}
