// Chapter 10 — Boundaries: the wiring the tests share. Docs/10-boundaries.md
//
// One composition root for the session tests (fake providers, in-memory stores, chapter
// 4's session cache over chapter 4's in-memory store, the profile context's own
// withdrawal), and a gate a test opens when it decides an answer may arrive, so slow and
// out-of-order answers are reproducible.

import ApplicationServices
import Authentication
import BoundaryAdapters
import Entities
import Foundation
import Persistence
import Repositories
import SignIn
import Synchronization
import TestSupport
import ValueObjects

// The one line a composition root adds: chapter 4's cache already has what the port asks.
extension CachedUserRepository: SessionCache {}

/// Tokens the fake providers accept, and whom they name.
enum Tokens {
  static let kimAtKakao = ProviderCredential(provider: .kakao, token: "kakao-token-kim")
  static let kimAtApple = ProviderCredential(provider: .apple, token: "apple-token-kim")
  static let forged = ProviderCredential(provider: .kakao, token: "forged")

  static let verifier = FakeIdentityProviderGateway(accepting: [
    kimAtKakao: ProviderIdentity(provider: .kakao, subject: "4242"),
    kimAtApple: ProviderIdentity(provider: .apple, subject: "000123.abc"),
  ])
}

/// Everything a session needs, in memory, with the pieces a test inspects exposed.
struct SessionWorld {
  let verifier: FakeIdentityProviderGateway
  let accounts = InMemoryAccountRepository()
  let sessions = InMemorySessionStore()
  let links = InMemoryProfileLinks()
  let store = InMemoryUserRepository()
  let cache: CachedUserRepository
  let service: SessionApplicationService

  /// The profile context's withdrawal, over the store itself: it archives, the cache only
  /// forgets.
  let withdrawProfile: WithdrawUserUseCase

  /// Wires everything; with `withdrawalsFail`, the profile store cannot withdraw anyone.
  init(verifier: FakeIdentityProviderGateway = Tokens.verifier, withdrawalsFail: Bool = false)
    throws
  {
    self.verifier = verifier
    let store = self.store
    withdrawProfile = WithdrawUserUseCase(
      users: store,
      beginUnitOfWork: {
        withdrawalsFail ? UnwithdrawableUnitOfWork() as any UserUnitOfWork : store.beginUnitOfWork()
      },
      now: { Fixtures.epoch })
    cache = CachedUserRepository(store: store)
    let users = UserApplicationService(
      repository: cache, idGenerator: try SequentialUserIdGenerator(prefix: "user"),
      now: { Fixtures.epoch })
    let ids = try (1...50).map { number in try AccountId("account-\(number)") }
    let counter = Atomic(0)
    service = SessionApplicationService(
      verifier: verifier, accounts: accounts, sessions: sessions, links: links, users: users,
      makeAccountId: { ids[counter.add(1, ordering: .relaxed).oldValue % ids.count] },
      now: { Fixtures.epoch })
  }

  var signOut: SignOutUseCase { SignOutUseCase(sessions: sessions, cache: cache) }

  var withdraw: WithdrawAccountUseCase {
    WithdrawAccountUseCase(
      sessions: sessions, accounts: accounts, links: links, withdrawProfile: withdrawProfile,
      cache: cache)
  }
}

/// A unit of work whose commit fails, as a full disk would make it: nothing is written.
struct UnwithdrawableUnitOfWork: UserUnitOfWork {
  struct WithdrawalFailed: Error {}
  func registerNew(_ record: WithdrawnUser) async {}
  func registerDeleted(_ user: User) async {}
  func commit() async throws { throw WithdrawalFailed() }
}

/// A gate the test opens: whoever waits is held until then; opening first lets them pass.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []
  private var arrivals = 0
  private var arrivalWatchers: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  /// Waits until the gate is open.
  func pass() async {
    arrivals += 1
    for watcher in arrivalWatchers where watcher.count <= arrivals { watcher.continuation.resume() }
    arrivalWatchers.removeAll { $0.count <= arrivals }
    if isOpen { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Returns once `count` callers have reached the gate.
  func waitForArrivals(_ count: Int) async {
    if arrivals >= count { return }
    await withCheckedContinuation { arrivalWatchers.append((count, $0)) }
  }

  /// Opens the gate and lets everyone waiting through.
  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
