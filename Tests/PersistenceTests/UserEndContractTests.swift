// Chapter 4 — Repositories (RE-3), kept by chapter 8's unit of work (IN-3): a user's end is a
// state of the model. Docs/04-repositories.md, Docs/08-integrity.md
//
// Every repository, and every unit of work, deletes only a withdrawn user, so no user ends without
// its `UserWithdrew`, its archive record and the clean-up that follows; and a withdrawn user is
// never saved back as a live one.

import Entities
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("A user's end is a state of the model: only a withdrawn user is deleted (RE-3, IN-3)")
struct UserEndContractTests {
  // region: liveUserNotDeleted
  @Test(
    "a live user cannot be deleted; only a withdrawn one ends",
    arguments: UserRepositoryFactory.all + UserRepositoryFactory.databases)
  func liveUserNotDeleted(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let kim = try #require(try await repository.find(id: Fixtures.id("user-1")))

      await #expect {
        try await repository.delete(kim)
      } throws: { error in
        (error as? UserSaveConflict) == .notWithdrawn(id: kim.id)
      }
      #expect(try await repository.find(id: kim.id) == kim)

      try await repository.delete(Fixtures.withdrawn(kim))
      #expect(try await repository.find(id: kim.id) == nil)
    }
  }
  // endregion

  @Test(
    "a live user cannot be deleted through a unit of work either: the commit writes nothing, not even the archive's record",
    arguments: UnitOfWorkStore.all)
  func liveUserNotDeletedInUnitOfWork(store: UnitOfWorkStore) async throws {
    try await store.with { repository, begin in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let kim = try #require(try await repository.find(id: Fixtures.id("user-1")))

      let work = begin()
      await work.registerNew(WithdrawnUser(kim, withdrawnAt: Fixtures.instant(60)))
      await work.registerDeleted(kim)
      await #expect {
        try await work.commit()
      } throws: { error in
        (error as? UserSaveConflict) == .notWithdrawn(id: kim.id)
      }

      #expect(try await repository.find(id: kim.id) == kim)
      #expect(try await store.archived(kim.id) == nil)
      #expect(try await store.events().isEmpty)
    }
  }

  @Test(
    "a withdrawn user is never saved back: its end is a delete, and the refusal names the rule",
    arguments: UserRepositoryFactory.all + UserRepositoryFactory.databases)
  func withdrawnUserNotSaved(factory: UserRepositoryFactory) async throws {
    try await factory.withRepository { repository in
      try await repository.save(try Fixtures.user("user-1", named: "김철수"))
      let stored = try #require(try await repository.find(id: Fixtures.id("user-1")))
      let kim = Fixtures.withdrawn(stored)

      await #expect {
        try await repository.save(kim)
      } throws: { error in
        (error as? UserSaveConflict) == .withdrawn(id: kim.id)
      }
      #expect(try await repository.find(id: kim.id)?.withdrawnAt == nil)
      #expect(
        UserSaveConflict.notWithdrawn(id: kim.id).description
          == "user user-1: a live user cannot be deleted; only a withdrawn one ends")
    }
  }
}
