// Exercise 32: Sign out, or withdraw — the rules your code must keep.

import Entities
import Foundation
import Persistence
import Repositories
import Testing
import ValueObjects

#if ReferenceSolutions
  import Exercise32Solution
#else
  import Exercise32
#endif

private func kim() throws -> User {
  User(
    id: try UserId("user-1"), name: try UserName("김철수"),
    createdAt: Date(timeIntervalSince1970: 1_700_000_000))
}

/// A store whose deletes fail, as a full or unreachable disk would make them.
private actor UndeletableStore: UserRepository {
  struct DeleteFailed: Error {}
  private let store: InMemoryUserRepository
  init(_ users: [User]) { store = InMemoryUserRepository(users) }
  func save(_ user: User) async throws { try await store.save(user) }
  func find(id: UserId) async -> User? { await store.find(id: id) }
  func find(name: UserName) async -> User? { await store.find(name: name) }
  func findAll() async -> [User] { await store.findAll() }
  func delete(id: UserId) throws { throw DeleteFailed() }
}

/// Kim signed in, with Kim loaded into the cache.
private func signedInKim(over store: any UserRepository) async throws
  -> (DeviceSession, CachedUserRepository)
{
  let user = try kim()
  let cache = CachedUserRepository(store: store)
  _ = try await cache.find(id: user.id)
  return (DeviceSession(signedIn: user.id), cache)
}

@Suite("Exercise 32: Sign out, or withdraw")
struct Exercise32Tests {
  @Test("signing out ends the session and empties the cache, and the user stays in the store")
  func signOut() async throws {
    let store = InMemoryUserRepository([try kim()])
    let (session, cache) = try await signedInKim(over: store)
    #expect(await cache.cachedCount == 1)

    try await SignOut(session: session, cache: cache).execute()

    #expect(await session.signedIn == nil)
    #expect(await cache.cachedCount == 0)
    #expect(await store.find(id: try UserId("user-1")) != nil)
  }

  @Test("withdrawing deletes the user from the store, empties the cache and ends the session")
  func withdraw() async throws {
    let store = InMemoryUserRepository([try kim()])
    let (session, cache) = try await signedInKim(over: store)

    try await Withdraw(session: session, cache: cache).execute()

    #expect(await session.signedIn == nil)
    #expect(await cache.cachedCount == 0)
    #expect(await store.find(id: try UserId("user-1")) == nil)
  }

  @Test("with nobody signed in, signing out and withdrawing are refused and change nothing")
  func nobodySignedIn() async throws {
    let store = InMemoryUserRepository([try kim()])
    let cache = CachedUserRepository(store: store)
    _ = try await cache.find(id: try UserId("user-1"))
    let session = DeviceSession(signedIn: nil)

    await #expect(throws: SessionEndError.notSignedIn) {
      try await SignOut(session: session, cache: cache).execute()
    }
    await #expect(throws: SessionEndError.notSignedIn) {
      try await Withdraw(session: session, cache: cache).execute()
    }

    #expect(await cache.cachedCount == 1)
    #expect(await store.find(id: try UserId("user-1")) != nil)
  }

  @Test("when the store cannot delete, withdrawal ends nothing: the person is still signed in")
  func failedDeletion() async throws {
    let (session, cache) = try await signedInKim(over: UndeletableStore([try kim()]))

    await #expect(throws: UndeletableStore.DeleteFailed.self) {
      try await Withdraw(session: session, cache: cache).execute()
    }

    #expect(await session.signedIn == (try UserId("user-1")))
  }
}
