// Chapter 5 — Use cases: AS-5, a use case object over two repositories.
// Docs/05-application-services.md

import ApplicationServices
import Entities
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Withdrawal with an archive, a use case over two repositories (AS-5)")
struct WithdrawUserUseCaseTests {
  @Test("withdrawing archives the account, then deletes it")
  func successPath() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let users = InMemoryUserRepository([kim])
    let archive = InMemoryWithdrawnUserRepository()
    let useCase = WithdrawUserUseCase(users: users, archive: archive, now: { Fixtures.instant(60) })

    let withdrawn = try await useCase.execute(UserWithdrawCommand(id: "user-1"))

    #expect(withdrawn.name == "김철수")
    #expect(await users.find(id: kim.id) == nil)
    #expect(await archive.find(id: kim.id) == WithdrawnUser(kim, withdrawnAt: Fixtures.instant(60)))
  }

  @Test("when archiving fails the flow ends: the account is not deleted")
  func secondStepNeedsTheFirst() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let users = SpyUserRepository([kim])
    let useCase = WithdrawUserUseCase(users: users, archive: FailingArchive())

    let error = await #expect(throws: UserApplicationError.self) {
      try await useCase.execute(UserWithdrawCommand(id: "user-1"))
    }

    guard case .storageFailure = error else {
      Issue.record("expected .storageFailure, got \(String(describing: error))")
      return
    }
    #expect(await users.writes.isEmpty)
    #expect(await users.find(id: kim.id) == kim)
  }

  @Test("withdrawing an unknown user ends the flow before anything is archived")
  func unknownUser() async throws {
    let archive = InMemoryWithdrawnUserRepository()
    let useCase = WithdrawUserUseCase(users: InMemoryUserRepository(), archive: archive)

    await #expect(throws: UserApplicationError.userNotFound(id: "user-9")) {
      try await useCase.execute(UserWithdrawCommand(id: "user-9"))
    }
    #expect(try await archive.find(id: Fixtures.id("user-9")) == nil)
  }

  @Test("an invalid id ends the flow before any repository is touched")
  func invalidId() async throws {
    let users = SpyUserRepository()
    let useCase = WithdrawUserUseCase(users: users, archive: FailingArchive())

    await #expect(throws: UserApplicationError.self) {
      try await useCase.execute(UserWithdrawCommand(id: "../etc"))
    }
    #expect(await users.calls.isEmpty)
  }
}

/// An archive whose disk is always full.
private struct FailingArchive: WithdrawnUserRepository {
  struct DiskFull: Error {}
  func save(_ record: WithdrawnUser) async throws { throw DiskFull() }
  func find(id: UserId) async throws -> WithdrawnUser? { nil }
}
