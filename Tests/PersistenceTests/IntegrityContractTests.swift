// Chapter 8 — Integrity (IN-2, IN-3, IN-4): the rules every store keeps in one step with
// the save. Docs/08-integrity.md
//
// One contract, every store: in memory (inside its actor), on file (under its lock, across
// processes) and cached. A store refuses a second holder of a name and a stale copy, and
// withdraws a user and keeps its record as one unit of work.

import Entities
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Every store guards names, versions and withdrawals atomically (IN-2, IN-3, IN-4)")
struct IntegrityContractTests {
  // region: thousandTasks
  @Test(
    "1,000 concurrent saves of new users under 10 names leave exactly one user per name",
    arguments: UserRepositoryFactory.all)
  func thousandConcurrentSaves(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let refused = try await withThrowingTaskGroup(of: Bool.self) { group in
        for index in 0..<1_000 {
          let user = try Fixtures.user("user-\(index)", named: "name \(index % 10)")
          group.addTask {
            do {
              try await repository.save(user)
              return false
            } catch {
              // Every refusal is the typed conflict, never a storage failure.
              return SaveConflict(error) == .nameTaken(user.name)
            }
          }
        }
        return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
      }

      let names = try await repository.findAll().map(\.name.value)
      #expect(names.count == 10)
      #expect(Set(names).count == 10)
      #expect(refused == 990)
    }
  }
  // endregion

  @Test(
    "a stored user carries the version it was saved at, one more for every save",
    arguments: UserRepositoryFactory.all)
  func versionsCount(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      let new = try Fixtures.user("user-1", named: "김철수")
      #expect(new.version == 0)
      try await repository.save(new)
      var stored = try #require(try await repository.find(id: new.id))
      #expect(stored.version == 1)

      stored.changeStatusMessage(to: try StatusMessage("hello"))
      try await repository.save(stored)

      #expect(try await repository.find(id: new.id)?.version == 2)
      #expect(try await repository.find(name: new.name)?.version == 2)
    }
  }

  // region: staleCopy
  @Test(
    "of two changes made from one read, the first saved wins and the second is refused as stale",
    arguments: UserRepositoryFactory.all)
  func staleCopyIsRefused(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      var mine = try #require(try await repository.find(id: Fixtures.id("user-1")))
      var theirs = mine

      theirs.changeName(to: try Fixtures.name("박영희"))
      try await repository.save(theirs)
      mine.changeName(to: try Fixtures.name("이민수"))

      await #expect {
        try await repository.save(mine)
      } throws: { error in
        SaveConflict(error) == .staleVersion(id: mine.id, saved: 1, stored: 2)
      }
      // Nothing of the stale save reached the store: their change stands, whole.
      #expect(try await repository.find(id: mine.id)?.name.value == "박영희")
      #expect(try await repository.find(name: Fixtures.name("이민수")) == nil)
    }
  }
  // endregion

  @Test(
    "a copy of a user that was deleted meanwhile is refused as stale, not saved again",
    arguments: UserRepositoryFactory.all)
  func deletedMeanwhile(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let copy = try #require(try await repository.find(id: Fixtures.id("user-1")))
      try await repository.delete(id: copy.id)

      await #expect {
        try await repository.save(copy)
      } throws: { error in
        SaveConflict(error) == .staleVersion(id: copy.id, saved: 1, stored: 0)
      }
      #expect(try await repository.findAll().isEmpty)
    }
  }

  @Test(
    "renaming a user to a name another user holds is refused and changes nothing",
    arguments: UserRepositoryFactory.all)
  func renameIntoTakenName(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      try await repository.save(try Fixtures.user("user-2", named: "박영희", createdAfter: 1))
      var park = try #require(try await repository.find(id: Fixtures.id("user-2")))
      park.changeName(to: try Fixtures.name("김철수"))

      await #expect {
        try await repository.save(park)
      } throws: { error in
        SaveConflict(error) == .nameTaken(try Fixtures.name("김철수"))
      }
      #expect(try await repository.find(id: park.id)?.name.value == "박영희")
    }
  }

  // region: unitOfWork
  @Test(
    "withdrawing removes the user and keeps its record as one unit of work",
    arguments: UserRepositoryFactory.all)
  func withdrawIsOneUnit(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let kim = try #require(try await repository.find(id: Fixtures.id("user-1")))
      let record = WithdrawnUser(kim, withdrawnAt: Fixtures.instant(60))

      try await repository.withdraw(kim, as: record)

      #expect(try await repository.find(id: kim.id) == nil)
      #expect(try await repository.find(name: kim.name) == nil)
      #expect(try await repository.findWithdrawnUser(id: kim.id) == record)
    }
  }
  // endregion

  @Test(
    "withdrawing a stale copy, or a user already withdrawn, is refused and changes nothing",
    arguments: UserRepositoryFactory.all)
  func staleWithdrawal(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let stale = try #require(try await repository.find(id: Fixtures.id("user-1")))
      var renamed = stale
      renamed.changeName(to: try Fixtures.name("박영희"))
      try await repository.save(renamed)
      let record = WithdrawnUser(stale, withdrawnAt: Fixtures.instant(60))

      await #expect {
        try await repository.withdraw(stale, as: record)
      } throws: { error in
        SaveConflict(error) == .staleVersion(id: stale.id, saved: 1, stored: 2)
      }
      #expect(try await repository.find(id: stale.id)?.name.value == "박영희")
      #expect(try await repository.findWithdrawnUser(id: stale.id) == nil)

      let current = try #require(try await repository.find(id: stale.id))
      try await repository.withdraw(current, as: WithdrawnUser(current, withdrawnAt: .now))
      await #expect {
        try await repository.withdraw(current, as: record)
      } throws: { error in
        SaveConflict(error) == .staleVersion(id: stale.id, saved: 2, stored: 0)
      }
      #expect(try await repository.findWithdrawnUser(id: stale.id)?.name.value == "박영희")
    }
  }
}
