// Exercise 31: Sign out, or withdraw — the rules your code must keep.

import ApplicationServices
import Entities
import Foundation
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise31Solution
#else
  import Exercise31
#endif

private func kim() throws -> User {
  User(
    id: try UserId("user-1"), name: try UserName("김철수"),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// 이영희 (user-2), whose profile Kim looked at during the session.
private func lee() throws -> User {
  User(
    id: try UserId("user-2"), name: try UserName("이영희"),
    createdAt: Date(timeIntervalSince1970: 1_700_000_100))
}

/// A unit of work whose commit fails, as a full or unreachable disk would make it.
private struct UnwithdrawableUnitOfWork: UserUnitOfWork {
  struct WithdrawalFailed: Error {}
  func registerNew(_ record: WithdrawnUser) async {}
  func registerDeleted(_ user: User) async {}
  func commit() async throws { throw WithdrawalFailed() }
}

/// A shared device: Lee signed in first, then Kim, who uses it now; Kim and Lee (whom Kim
/// looked at) are loaded into the cache in front of `store`.
private func signedInKim(over store: any UserRepository) async throws
  -> (DeviceSession, CachedUserRepository)
{
  let user = try kim()
  let cache = CachedUserRepository(store: store)
  _ = try await cache.find(id: user.id)
  _ = try await cache.find(id: try lee().id)
  return (DeviceSession(signedIn: [try lee().id, user.id]), cache)
}

/// The profile's own withdrawal over `store`: it archives the user and removes them, as
/// one unit of work (`failing`: a commit that fails).
private func withdrawal(over store: InMemoryUserRepository, failing: Bool = false)
  -> WithdrawUserUseCase
{
  WithdrawUserUseCase(
    users: store,
    beginUnitOfWork: {
      failing ? UnwithdrawableUnitOfWork() as any UserUnitOfWork : store.beginUnitOfWork()
    },
    now: { Date(timeIntervalSince1970: 1_800_000_000) })
}

@Suite("Exercise 31: Sign out, or withdraw")
struct Exercise31Tests {
  @Test(
    "signing out ends the current person's session only and empties the cache; the user stays in the store"
  )
  func signOut() async throws {
    let store = InMemoryUserRepository([try kim(), try lee()])
    let (session, cache) = try await signedInKim(over: store)
    #expect(await cache.cachedCount == 2)

    await SignOut(session: session, cache: cache).execute()

    #expect(await session.signedIn == [try lee().id])
    #expect(await cache.cachedCount == 0)
    #expect(await store.find(id: try UserId("user-1")) != nil)
  }

  @Test(
    "withdrawing goes through the profile's withdrawal: archived, gone from the store, the whole cache cleared, only their session ended"
  )
  func withdraw() async throws {
    let store = InMemoryUserRepository([try kim(), try lee()])
    let (session, cache) = try await signedInKim(over: store)
    let id = try UserId("user-1")

    try await Withdraw(session: session, withdrawUser: withdrawal(over: store), cache: cache)
      .execute()

    #expect(await session.signedIn == [try lee().id])
    // Everything read for the account goes, not only the account's own user.
    #expect(await cache.cachedCount == 0)
    #expect(await store.find(id: id) == nil)
    #expect(await store.findWithdrawnUser(id: id)?.id == id)
    #expect(await store.find(id: try lee().id) != nil)
  }

  @Test(
    "with nobody signed in, signing out is no error and withdrawing is refused; nobody is withdrawn"
  )
  func nobodySignedIn() async throws {
    let store = InMemoryUserRepository([try kim()])
    let cache = CachedUserRepository(store: store)
    let session = DeviceSession(signedIn: [])

    await SignOut(session: session, cache: cache).execute()
    _ = try await cache.find(id: try UserId("user-1"))
    await #expect(throws: SessionEndError.notSignedIn) {
      try await Withdraw(session: session, withdrawUser: withdrawal(over: store), cache: cache)
        .execute()
    }

    #expect(await cache.cachedCount == 1)
    #expect(await store.find(id: try UserId("user-1")) != nil)
  }

  @Test("when the profile's withdrawal fails, nothing else ends: still signed in, still cached")
  func failedWithdrawal() async throws {
    let store = InMemoryUserRepository([try kim(), try lee()])
    let (session, cache) = try await signedInKim(over: store)

    await #expect(throws: UserApplicationError.self) {
      try await Withdraw(
        session: session, withdrawUser: withdrawal(over: store, failing: true), cache: cache
      )
      .execute()
    }

    #expect(await session.signedIn == [try lee().id, try kim().id])
    #expect(await cache.cachedCount == 2)
  }
}
