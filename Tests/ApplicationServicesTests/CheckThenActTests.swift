// Chapter 8 — Integrity (IN-1, IN-2): the race between the duplicate check and the save,
// reproduced on purpose, and the repository that closes it. Docs/08-integrity.md

import ApplicationServices
import Foundation
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("Check-then-act: two registrations of one name (IN-1, IN-2)")
struct CheckThenActTests {
  /// Registers "김철수" from two tasks at once through a repository whose duplicate check waits
  /// for both callers, so both pass it before either saves; returns each caller's outcome.
  static func registerTwiceAtOnce(over store: any UserRepository) async throws
    -> [Result<UserData, UserApplicationError>]
  {
    let gate = CheckBarrierUserRepository(store: store, callers: 2)
    let service = UserApplicationService(
      repository: gate, idGenerator: try SequentialUserIdGenerator(), now: { Fixtures.epoch })
    async let first = Self.outcome { () throws(UserApplicationError) in
      try await service.register(RegisterUserCommand(name: "김철수"))
    }
    async let second = Self.outcome { () throws(UserApplicationError) in
      try await service.register(RegisterUserCommand(name: "김철수"))
    }
    return await [first, second]
  }

  static func outcome(
    _ register: () async throws(UserApplicationError) -> UserData
  ) async -> Result<UserData, UserApplicationError> {
    do { return .success(try await register()) } catch { return .failure(error) }
  }

  // region: counterExample
  @Test(
    "the counter-example: over a store with no rule of its own, both callers pass the check and win"
  )
  func naiveRegistrationLetsBothWin() async throws {
    let unguarded = UnguardedUserRepository()

    let outcomes = try await Self.registerTwiceAtOnce(over: unguarded)

    // The failure the repository's guarantee prevents: one name, two users.
    #expect(outcomes.filter { (try? $0.get()) != nil }.count == 2)
    #expect(await unguarded.findAll().map(\.name.value) == ["김철수", "김철수"])
  }
  // endregion

  // region: guaranteed
  @Test(
    "over a store that guards names, the same race has one winner; the other gets duplicateName",
    arguments: ["in-memory", "cached in-memory"])
  func guardedStoreHasOneWinner(kind: String) async throws {
    let store = InMemoryUserRepository()
    let chosen: any UserRepository =
      kind == "in-memory" ? store : CachedUserRepository(store: store)

    let outcomes = try await Self.registerTwiceAtOnce(over: chosen)

    let failures = outcomes.compactMap { outcome -> UserApplicationError? in
      if case .failure(let error) = outcome { return error }
      return nil
    }
    #expect(failures == [.duplicateName("김철수")])
    #expect(await store.findAll().map(\.name.value) == ["김철수"])
  }
  // endregion

  @Test("over the file store the same race has one winner; the other gets duplicateName")
  func fileStoreHasOneWinner() async throws {
    try await withTemporaryDirectory { directory in
      let store = try FileUserRepository(directory: directory)

      let outcomes = try await Self.registerTwiceAtOnce(over: store)

      #expect(outcomes.filter { (try? $0.get()) == nil }.count == 1)
      #expect(try await store.findAll().map(\.name.value) == ["김철수"])
    }
  }
}
