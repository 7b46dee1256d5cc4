// Chapter 8 — Integrity (IN-4) at the edge: a screen that shows a stale profile offers to
// reload instead of overwriting someone else's change. Docs/08-integrity.md

import ApplicationServices
import Foundation
import Persistence
import Presentation
import Repositories
import TestSupport
import Testing
import ValueObjects

@MainActor
@Suite("A change made from a stale screen is refused: 'changed elsewhere — reload' (IN-4)")
struct ChangedElsewhereTests {
  // region: staleScreen
  @Test(
    "renaming a profile someone else changed since it was shown offers a reload, changing nothing")
  func staleRenameOffersReload() async throws {
    let store = InMemoryUserRepository()
    let service = UserApplicationService(
      repository: store, idGenerator: try SequentialUserIdGenerator(), now: { Fixtures.epoch })
    let viewModel = UserProfileViewModel(
      service: service,
      withdrawal: WithdrawUserUseCase(users: store, beginUnitOfWork: { store.beginUnitOfWork() }),
      timeZone: .gmt)
    let shown = try await service.register(RegisterUserCommand(name: "김철수"))
    await viewModel.load(id: shown.id)

    // Elsewhere (another screen, another process), the same user is changed.
    _ = try await service.update(UpdateUserCommand(id: shown.id, statusMessage: "busy"))
    await viewModel.rename(to: "박영희")

    #expect(viewModel.state == .changedElsewhere(message: UserProfileViewModel.changedElsewhere))
    #expect(try await service.get(GetUserQuery(id: shown.id))?.name == "김철수")

    // Reloading shows their change; the same rename then goes through.
    await viewModel.load(id: shown.id)
    await viewModel.rename(to: "박영희")
    guard case .loaded(let profile) = viewModel.state else {
      Issue.record("expected the renamed profile, got \(viewModel.state)")
      return
    }
    #expect(profile.name == "박영희")
    #expect(profile.statusMessage == "busy")
  }
  // endregion

  @Test("a screen changes its own profile again and again: each answer carries the new version")
  func ownChangesKeepTheVersion() async throws {
    let store = InMemoryUserRepository()
    let service = UserApplicationService(
      repository: store, idGenerator: try SequentialUserIdGenerator(), now: { Fixtures.epoch })
    let viewModel = UserProfileViewModel(
      service: service,
      withdrawal: WithdrawUserUseCase(users: store, beginUnitOfWork: { store.beginUnitOfWork() }),
      timeZone: .gmt)
    await viewModel.register(name: "김철수")

    await viewModel.changeStatusMessage(to: "one")
    await viewModel.rename(to: "박영희")
    await viewModel.changeStatusMessage(to: "two")

    guard case .loaded(let profile) = viewModel.state else {
      Issue.record("expected the profile, got \(viewModel.state)")
      return
    }
    #expect(profile.name == "박영희")
    #expect(profile.statusMessage == "two")
  }

  @Test("the application service reports a stale update as changedElsewhere and changes nothing")
  func serviceReportsConflict() async throws {
    let store = InMemoryUserRepository()
    let service = UserApplicationService(
      repository: store, idGenerator: try SequentialUserIdGenerator(), now: { Fixtures.epoch })
    let read = try await service.register(RegisterUserCommand(name: "김철수"))
    _ = try await service.update(UpdateUserCommand(id: read.id, statusMessage: "first"))

    await #expect(throws: UserApplicationError.changedElsewhere(id: read.id)) {
      try await service.update(
        UpdateUserCommand(id: read.id, statusMessage: "second", expectedVersion: read.version))
    }
    #expect(try await service.get(GetUserQuery(id: read.id))?.statusMessage == "first")
  }
}
