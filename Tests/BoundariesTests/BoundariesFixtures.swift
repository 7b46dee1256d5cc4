// Chapter 10 — Boundaries: the wiring the tests share. Docs/10-boundaries.md
//
// One composition root for the session tests (fake providers, in-memory repositories and
// stores, chapter 4's session cache over chapter 4's in-memory repository, the profile
// context's own withdrawal), and a gate a test opens when it decides an answer may arrive,
// so slow and out-of-order answers are reproducible.

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
  /// The token this device holds.
  let device = InMemorySessionTokenStore()
  let links = InMemoryProfileLinks()
  let store = InMemoryUserRepository()
  let cache: CachedUserRepository
  let service: SessionApplicationService
  /// The clock every use case reads; it stands at `Fixtures.epoch` until a test moves it.
  let clock = TestClock()
  /// Numbers new accounts, account-1 first, for every service over these stores.
  let accountNumbers = TestClock.Tally()
  /// The profile context's use cases, over the cache.
  let users: UserApplicationService

  /// The profile context's withdrawal, over the repository itself: it archives, the cache only
  /// forgets.
  let withdrawProfile: WithdrawUserUseCase

  /// The session whose token this device holds, or `nil`.
  func heldSession() async -> Session? {
    guard let token = await device.held() else { return nil }
    return await sessions.session(token)
  }

  /// Wires everything; with `withdrawalsFail`, the profile repository cannot withdraw anyone.
  init(verifier: FakeIdentityProviderGateway = Tokens.verifier, withdrawalsFail: Bool = false)
    throws
  {
    self.verifier = verifier
    let store = self.store
    let clock = self.clock
    withdrawProfile = WithdrawUserUseCase(
      users: store,
      beginUnitOfWork: {
        withdrawalsFail ? UnwithdrawableUnitOfWork() as any UserUnitOfWork : store.beginUnitOfWork()
      },
      now: { clock.now })
    cache = CachedUserRepository(store: store)
    users = UserApplicationService(
      repository: cache, idGenerator: try SequentialUserIdGenerator(prefix: "user"),
      now: { clock.now })
    service = Self.makeService(
      verifier: verifier, accounts: accounts, sessions: sessions, device: device, links: links,
      users: users, clock: clock, numbers: accountNumbers)
  }

  /// The session service over these stores, with `links` or `accounts` swapped for others
  /// (a repository that fails once, say), as a process started over the same files would be.
  func service(
    links: (any ProfileLinks)? = nil, accounts: (any AccountRepository)? = nil
  ) -> SessionApplicationService {
    Self.makeService(
      verifier: verifier, accounts: accounts ?? self.accounts, sessions: sessions, device: device,
      links: links ?? self.links, users: users, clock: clock, numbers: accountNumbers)
  }

  private static func makeService(
    verifier: FakeIdentityProviderGateway, accounts: any AccountRepository,
    sessions: any SessionStore, device: any SessionTokenStore, links: any ProfileLinks,
    users: UserApplicationService, clock: TestClock, numbers: TestClock.Tally
  ) -> SessionApplicationService {
    SessionApplicationService(
      verifier: verifier, accounts: accounts, sessions: sessions, device: device, links: links,
      users: users,
      makeAccountId: { try AccountId("account-\(numbers.next())") }, now: { clock.now })
  }

  var signOut: SignOutUseCase { SignOutUseCase(sessions: sessions, device: device, cache: cache) }

  var withdraw: WithdrawAccountUseCase {
    WithdrawAccountUseCase(
      sessions: sessions, device: device, accounts: accounts, links: links,
      withdrawProfile: withdrawProfile,
      cache: cache, now: { clock.now })
  }
}

/// A clock a test moves by hand.
final class TestClock: Sendable {
  private let instant = Mutex(Fixtures.epoch)

  /// The instant the clock shows.
  var now: Date { instant.withLock { $0 } }

  /// Moves the clock on by `seconds`.
  func advance(by seconds: TimeInterval) { instant.withLock { $0 += seconds } }

  /// Hands out 1, 2, 3, … to any task.
  final class Tally: Sendable {
    private let count = Mutex(0)

    /// The next number.
    func next() -> Int {
      count.withLock { count in
        count += 1
        return count
      }
    }
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
