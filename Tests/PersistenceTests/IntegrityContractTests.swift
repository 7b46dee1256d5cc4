// Chapter 8 — Integrity (IN-2, IN-3, IN-4): the rules every repository keeps in one step with
// the save. Docs/08-integrity.md
//
// One contract, every repository: in memory (inside its actor), on file (under its lock, across
// processes) and cached. A repository refuses a second holder of a name and a stale copy, and
// commits a withdrawal's unit of work (the user removed, its record kept, its event stored)
// in one step.

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
              return (error as? UserSaveConflict) == .nameTaken(user.name)
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

      stored.changeStatusMessage(to: try StatusMessage("hello"), at: Fixtures.instant(30))
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

      theirs.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
      try await repository.save(theirs)
      mine.changeName(to: try Fixtures.name("이민수"), at: Fixtures.instant(30))

      await #expect {
        try await repository.save(mine)
      } throws: { error in
        (error as? UserSaveConflict) == .staleVersion(id: mine.id, saved: 1, stored: 2)
      }
      // Nothing of the stale save reached the repository: their change stands, whole.
      #expect(try await repository.find(id: mine.id)?.name.value == "박영희")
      #expect(try await repository.find(name: Fixtures.name("이민수")) == nil)
    }
  }
  // endregion

  @Test(
    "a stale copy cannot delete: a user changed since it was read stays stored, with the change",
    arguments: UserRepositoryFactory.all)
  func staleDeleteRefused(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let mine = try #require(try await repository.find(id: Fixtures.id("user-1")))
      var theirs = mine
      theirs.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(20))
      try await repository.save(theirs)

      await #expect {
        try await repository.delete(Fixtures.withdrawn(mine))
      } throws: { error in
        (error as? UserSaveConflict) == .staleVersion(id: mine.id, saved: 1, stored: 2)
      }
      #expect(try await repository.find(id: mine.id)?.name.value == "박영희")
    }
  }

  @Test(
    "a copy of a user that was deleted meanwhile is refused as stale, not saved again",
    arguments: UserRepositoryFactory.all)
  func deletedMeanwhile(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let copy = try #require(try await repository.find(id: Fixtures.id("user-1")))
      try await repository.delete(Fixtures.withdrawn(copy))

      await #expect {
        try await repository.save(copy)
      } throws: { error in
        (error as? UserSaveConflict) == .staleVersion(id: copy.id, saved: 1, stored: 0)
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
      park.changeName(to: try Fixtures.name("김철수"), at: Fixtures.instant(30))

      await #expect {
        try await repository.save(park)
      } throws: { error in
        (error as? UserSaveConflict) == .nameTaken(try Fixtures.name("김철수"))
      }
      #expect(try await repository.find(id: park.id)?.name.value == "박영희")
    }
  }

  // region: unitOfWork
  @Test(
    "a unit of work removes the user, keeps its record and stores its event in one commit",
    arguments: UnitOfWorkStore.all)
  func withdrawIsOneUnit(store: UnitOfWorkStore) async throws {
    try await store.with { repository, begin in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      var kim = try #require(try await repository.find(id: Fixtures.id("user-1")))
      kim.withdraw(at: Fixtures.instant(60))
      let record = WithdrawnUser(kim, withdrawnAt: Fixtures.instant(60))

      let work = begin()
      await work.registerNew(record)
      await work.registerDeleted(kim)
      // Registered, not written: the repository is as it was until the commit.
      #expect(try await repository.find(id: kim.id) != nil)
      try await work.commit()

      #expect(try await repository.find(id: kim.id) == nil)
      #expect(try await repository.find(name: kim.name) == nil)
      #expect(try await store.archived(kim.id) == record)
      #expect(try await store.events() == kim.recordedEvents)
    }
  }
  // endregion

  @Test(
    "a unit of work with a stale copy, or a user already withdrawn, commits nothing at all",
    arguments: UnitOfWorkStore.all)
  func staleWithdrawal(store: UnitOfWorkStore) async throws {
    try await store.with { repository, begin in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let stale = try #require(try await repository.find(id: Fixtures.id("user-1")))
      var renamed = stale
      renamed.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
      try await repository.save(renamed)

      func withdraw(_ copy: User) async throws {
        var copy = copy
        copy.withdraw(at: Fixtures.instant(60))
        let work = begin()
        await work.registerNew(WithdrawnUser(copy, withdrawnAt: Fixtures.instant(60)))
        await work.registerDeleted(copy)
        try await work.commit()
      }
      await #expect {
        try await withdraw(stale)
      } throws: { error in
        (error as? UserSaveConflict) == .staleVersion(id: stale.id, saved: 1, stored: 2)
      }
      #expect(try await repository.find(id: stale.id)?.name.value == "박영희")
      #expect(try await store.archived(stale.id) == nil)

      let current = try #require(try await repository.find(id: stale.id))
      try await withdraw(current)
      let eventsAfterOne = try await store.events()
      await #expect {
        try await withdraw(current)
      } throws: { error in
        (error as? UserSaveConflict) == .staleVersion(id: stale.id, saved: 2, stored: 0)
      }
      #expect(try await store.archived(stale.id)?.name.value == "박영희")
      #expect(try await store.events() == eventsAfterOne)  // no second UserWithdrew
    }
  }
}

/// A repository that opens units of work, with what the contract reads back from it.
struct UnitOfWorkStore: Sendable, CustomTestStringConvertible {
  let name: String
  let with:
    @Sendable (
      (any UserRepository, @Sendable () -> UserRepositoryUnitOfWork) async throws -> Void
    ) async throws -> Void
  let archived: @Sendable (UserId) async throws -> WithdrawnUser?
  let events: @Sendable () async throws -> [UserEvent]

  var testDescription: String { name }

  static var all: [UnitOfWorkStore] {
    let memory = InMemoryUserRepository()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("dddworkshop-uow-\(UUID().uuidString)")
    let file = { @Sendable () throws -> FileUserRepository in
      try FileUserRepository(directory: directory)
    }
    return [
      UnitOfWorkStore(
        name: "in-memory",
        with: { body in try await body(memory) { memory.beginUnitOfWork() } },
        archived: { id in await memory.findWithdrawnUser(id: id) },
        events: { await memory.pendingEvents(limit: 100).map(\.event) }),
      UnitOfWorkStore(
        name: "file",
        with: { body in
          defer { try? FileManager.default.removeItem(at: directory) }
          let store = try file()
          try await body(store) { store.beginUnitOfWork() }
        },
        archived: { id in try await file().findWithdrawnUser(id: id) },
        events: { try await file().pendingEvents(limit: 100).map(\.event) }),
    ] + databases
  }
}
