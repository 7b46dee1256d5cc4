// Chapter 6 — Layers and presentation: LA-1, the view model. Docs/06-layers.md

import ApplicationServices
import Foundation
import Observation
import Persistence
import Presentation
import Repositories
import Synchronization
import TestSupport
import Testing
import ValueObjects

@MainActor
@Suite("The profile view model turns actions into use cases and answers into state (LA-1)")
struct UserProfileViewModelTests {
  private let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt

  private func makeViewModel(
    _ repository: any UserRepository,
    unitsOfWorkFrom store: InMemoryUserRepository = InMemoryUserRepository()
  ) throws -> UserProfileViewModel {
    let service = UserApplicationService(
      repository: repository, idGenerator: try SequentialUserIdGenerator(prefix: "new"),
      now: { Fixtures.instant(0) })
    let withdrawal = WithdrawUserUseCase(
      users: repository, beginUnitOfWork: { store.beginUnitOfWork() },
      now: { Fixtures.instant(0) })
    return UserProfileViewModel(service: service, withdrawal: withdrawal, timeZone: seoul)
  }

  @Test("loading shows 'loading' while the use case runs, then the profile")
  func loadingThenLoaded() async throws {
    let store = GatedUserRepository([try Fixtures.user("user-1", named: "김철수", status: "hi")])
    let viewModel = try makeViewModel(store)
    #expect(viewModel.state == .idle)

    // region: loading
    await store.holdNextRead()
    let loading = Task { await viewModel.load(id: "user-1") }
    await store.waitUntilHeld()
    #expect(viewModel.state == .loading)
    // endregion

    await store.release()
    await loading.value
    #expect(
      viewModel.state
        == .loaded(
          UserProfileData(
            id: "user-1", name: "김철수", statusMessage: "hi", memberSince: "2023-11-15 07:13 GMT+9")))
  }

  @Test("a user who does not exist makes the screen offer onboarding, not an error")
  func unknownUserNeedsOnboarding() async throws {
    let viewModel = try makeViewModel(InMemoryUserRepository())
    await viewModel.load(id: "user-9")
    #expect(viewModel.state == .needsOnboarding)
  }

  @Test(
    "a store that fails to read shows a failure, never onboarding: absence is an answer, not a thrown error"
  )
  func failureIsNotAbsence() async throws {
    // Given a repository whose disk fails on every read
    let viewModel = try makeViewModel(FailingUserRepository())

    // When the screen loads a profile
    await viewModel.load(id: "user-1")

    // Then it shows a failure: only a nil answer may lead to onboarding
    guard case .failed(let message) = viewModel.state else {
      Issue.record("expected a failure, got \(viewModel.state)")
      return
    }
    #expect(message.contains(FailingUserRepository.Failure().description))
  }

  @Test("registering from onboarding shows the new profile")
  func registerFromOnboarding() async throws {
    let viewModel = try makeViewModel(InMemoryUserRepository())
    await viewModel.load(id: "user-9")

    await viewModel.register(name: "박영희")

    guard case .loaded(let profile) = viewModel.state else {
      Issue.record("expected a profile, got \(viewModel.state)")
      return
    }
    #expect(profile.id == "new-1")
    #expect(profile.name == "박영희")
  }

  @Test("renaming to a taken name shows the application's message, and the user keeps the name")
  func renameToTakenName() async throws {
    let store = InMemoryUserRepository([
      try Fixtures.user("user-1", named: "김철수"), try Fixtures.user("user-2", named: "박영희"),
    ])
    let viewModel = try makeViewModel(store)
    await viewModel.load(id: "user-1")

    await viewModel.rename(to: "박영희")

    #expect(
      viewModel.state == .failed(message: UserApplicationError.duplicateName("박영희").description))
    #expect(try await store.find(id: Fixtures.id("user-1"))?.name.value == "김철수")
  }

  @Test("the view model holds no rules: a broken rule's message is the domain's, passed through")
  func noRulesOfItsOwn() async throws {
    let viewModel = try makeViewModel(
      InMemoryUserRepository([try Fixtures.user("user-1", named: "김철수")]))
    await viewModel.load(id: "user-1")

    await viewModel.changeStatusMessage(to: String(repeating: "가", count: 141))

    guard case .failed(let message) = viewModel.state else {
      Issue.record("expected failed, got \(viewModel.state)")
      return
    }
    #expect(message.hasPrefix("a status message has at most 140 characters"))
  }

  @Test("changing the status message shows the updated profile")
  func changeStatus() async throws {
    let viewModel = try makeViewModel(
      InMemoryUserRepository([try Fixtures.user("user-1", named: "김철수")]))
    await viewModel.load(id: "user-1")

    await viewModel.changeStatusMessage(to: "DDD 공부 중")

    guard case .loaded(let profile) = viewModel.state else {
      Issue.record("expected a profile, got \(viewModel.state)")
      return
    }
    #expect(profile.statusMessage == "DDD 공부 중")
  }

  @Test("withdrawing ends on onboarding, and the user is gone from the store")
  func withdraw() async throws {
    let store = InMemoryUserRepository([try Fixtures.user("user-1", named: "김철수")])
    let viewModel = try makeViewModel(store, unitsOfWorkFrom: store)
    await viewModel.load(id: "user-1")

    await viewModel.withdraw()

    #expect(viewModel.state == .needsOnboarding)
    #expect(await store.findAll().isEmpty)
  }

  @Test("acting before any profile is shown fails with a message, and calls no use case")
  func actionWithoutProfile() async throws {
    let spy = SpyUserRepository()
    let viewModel = try makeViewModel(spy)

    await viewModel.rename(to: "김철수")

    guard case .failed = viewModel.state else {
      Issue.record("expected failed, got \(viewModel.state)")
      return
    }
    #expect(await spy.calls.isEmpty)
  }

  @Test("the state is observable: a change notifies whoever draws it")
  func observable() async throws {
    let viewModel = try makeViewModel(
      InMemoryUserRepository([try Fixtures.user("user-1", named: "김철수")]))
    let notified = Flag()
    withObservationTracking {
      _ = viewModel.state
    } onChange: {
      notified.raise()
    }

    await viewModel.load(id: "user-1")

    #expect(notified.isRaised)
  }
}

/// A flag an observation callback can raise from any thread.
private final class Flag: Sendable {
  private let raised = Mutex(false)
  func raise() { raised.withLock { $0 = true } }
  var isRaised: Bool { raised.withLock { $0 } }
}
