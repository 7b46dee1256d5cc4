// Chapter 5 — Use cases: AS-5, a use case object that changes two things, archive first;
// chapter 8 (IN-3) adds one unit of work. Docs/05-application-services.md,
// Docs/08-integrity.md

import ApplicationServices
import Entities
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Withdrawal with an archive: one use case, one unit of work (AS-5, IN-3)")
struct WithdrawUserUseCaseTests {
  /// The use case over an in-memory repository, its units of work opened from the same repository.
  private func makeUseCase(_ users: InMemoryUserRepository) -> WithdrawUserUseCase {
    WithdrawUserUseCase(
      users: users, beginUnitOfWork: { users.beginUnitOfWork() }, now: { Fixtures.instant(60) })
  }

  @Test("withdrawing archives the account, deletes it and stores UserWithdrew, in one commit")
  func successPath() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let users = InMemoryUserRepository([kim])

    let withdrawn = try await makeUseCase(users).execute(WithdrawUserCommand(id: "user-1"))

    #expect(withdrawn.name == "김철수")
    #expect(await users.find(id: kim.id) == nil)
    #expect(
      await users.findWithdrawnUser(id: kim.id)
        == WithdrawnUser(kim, withdrawnAt: Fixtures.instant(60)))
    let events = await users.pendingEvents(limit: 10).map(\.event)
    guard case .withdrew(let withdrew) = events.first, events.count == 1 else {
      Issue.record("expected one UserWithdrew, got \(events)")
      return
    }
    #expect(withdrew.user == kim.id && withdrew.occurredAt == Fixtures.instant(60))
  }

  @Test("through two repositories the archive keeps its record first, then the account ends")
  func twoWritesInOrder() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let users = InMemoryUserRepository([kim])
    let archive = InMemoryWithdrawnUserRepository()
    let useCase = WithdrawUserUseCase(users: users, archive: archive, now: { Fixtures.instant(60) })

    let withdrawn = try await useCase.execute(WithdrawUserCommand(id: "user-1"))

    #expect(withdrawn.name == "김철수")
    #expect(await users.find(id: kim.id) == nil)
    #expect(await archive.find(id: kim.id) == WithdrawnUser(kim, withdrawnAt: Fixtures.instant(60)))
  }

  @Test("when the archive cannot keep the record, the flow ends and the account stays")
  func archiveFirst() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let users = InMemoryUserRepository([kim])
    let useCase = WithdrawUserUseCase(users: users, archive: FullArchive())

    let error = await #expect(throws: UserApplicationError.self) {
      try await useCase.execute(WithdrawUserCommand(id: "user-1"))
    }

    guard case .storageFailure = error else {
      Issue.record("expected .storageFailure, got \(String(describing: error))")
      return
    }
    #expect(await users.find(id: kim.id) == kim)
  }

  // region: bothOrNeither
  @Test("when the commit fails nothing is written: the account stays, nothing is archived")
  func bothOrNeither() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let users = InMemoryUserRepository([kim])
    let work = FailingUnitOfWork()
    let useCase = WithdrawUserUseCase(users: users, beginUnitOfWork: { work })

    let error = await #expect(throws: UserApplicationError.self) {
      try await useCase.execute(WithdrawUserCommand(id: "user-1"))
    }

    guard case .storageFailure = error else {
      Issue.record("expected .storageFailure, got \(String(describing: error))")
      return
    }
    // Both steps were registered, in order, and neither reached the repository.
    #expect(await work.registered == ["new user-1", "deleted user-1"])
    #expect(await users.find(id: kim.id) == kim)
    #expect(await users.findWithdrawnUser(id: kim.id) == nil)
    #expect(await users.pendingEvents(limit: 10).isEmpty)
  }
  // endregion

  @Test("a user changed since it was read is not withdrawn: changed elsewhere, nothing written")
  func staleCopy() async throws {
    let users = InMemoryUserRepository([try Fixtures.user("user-1", named: "김철수")])
    let racing = RenameBeforeCommit(store: users)
    let useCase = WithdrawUserUseCase(
      users: users, beginUnitOfWork: { await racing.beginUnitOfWork() })

    await #expect(throws: UserApplicationError.changedElsewhere(id: "user-1")) {
      try await useCase.execute(WithdrawUserCommand(id: "user-1"))
    }
    #expect(await users.find(id: try UserId("user-1"))?.name.value == "박영희")
    #expect(await users.findWithdrawnUser(id: try UserId("user-1")) == nil)
  }

  @Test("withdrawing an unknown user ends the flow before anything is archived")
  func unknownUser() async throws {
    let users = InMemoryUserRepository()

    await #expect(throws: UserApplicationError.userNotFound(id: "user-9")) {
      try await makeUseCase(users).execute(WithdrawUserCommand(id: "user-9"))
    }
    #expect(await users.findWithdrawnUser(id: try Fixtures.id("user-9")) == nil)
  }

  @Test("an invalid id ends the flow before any repository is touched")
  func invalidId() async throws {
    let users = SpyUserRepository()
    let useCase = WithdrawUserUseCase(users: users, beginUnitOfWork: { FailingUnitOfWork() })

    await #expect(throws: UserApplicationError.self) {
      try await useCase.execute(WithdrawUserCommand(id: "../etc"))
    }
    #expect(await users.calls.isEmpty)
  }
}

/// A unit of work whose datastore is always full: it keeps what is registered and commits
/// nothing.
private actor FailingUnitOfWork: UserUnitOfWork {
  struct DiskFull: Error {}
  private(set) var registered: [String] = []
  func registerNew(_ record: WithdrawnUser) { registered.append("new \(record.id)") }
  func registerDeleted(_ user: User) { registered.append("deleted \(user.id)") }
  func commit() async throws { throw DiskFull() }
}

/// An archive whose datastore is always full: it keeps nothing.
private struct FullArchive: WithdrawnUserRepository {
  struct DiskFull: Error {}
  func save(_ record: WithdrawnUser) async throws { throw DiskFull() }
  func find(id: UserId) async throws -> WithdrawnUser? { nil }
}

/// Opens the repository's units of work after someone else renamed the user: the use case's copy
/// is then stale when it commits.
private actor RenameBeforeCommit {
  let store: InMemoryUserRepository
  init(store: InMemoryUserRepository) { self.store = store }

  func beginUnitOfWork() async -> UserRepositoryUnitOfWork {
    if let id = try? UserId("user-1"), let name = try? UserName("박영희"),
      var other = await store.find(id: id)
    {
      other.changeName(to: name, at: Fixtures.instant(30))
      try? await store.save(other)
    }
    return store.beginUnitOfWork()
  }
}
