// Chapter 4 — Repositories: the session cache (RE-8). Docs/04-repositories.md

import Entities
import JournalEngine
import Persistence
import Repositories
import TestSupport
import Testing
import ValueObjects

@Suite("A session cache in front of a store (RE-8)")
struct CachedUserRepositoryTests {
  @Test(
    "a read that misses loads from the store and caches; the next read is served from the cache")
  func readThrough() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let store = SpyUserRepository([kim])
    let cache = CachedUserRepository(store: store)

    #expect(try await cache.find(id: kim.id) == kim)
    #expect(try await cache.find(id: kim.id) == kim)
    #expect(try await cache.find(name: kim.name) == kim)

    #expect(await store.calls == [.findById(kim.id)])
  }

  @Test("a write goes to the store first, then the cache")
  func writeThrough() async throws {
    let store = SpyUserRepository()
    let cache = CachedUserRepository(store: store)
    let kim = try Fixtures.user("user-1", named: "김철수")

    try await cache.save(kim)

    #expect(await store.calls == [.save(kim.id)])
    #expect(try await cache.find(id: kim.id) == kim)
    #expect(await store.calls == [.save(kim.id)])
  }

  @Test("a write the store refuses leaves the cache as it was")
  func refusedWrite() async throws {
    try await withTemporaryDirectory { directory in
      let faults = SimulatedFaults()
      let cache = CachedUserRepository(
        store: try FileUserRepository(directory: directory, simulatedFaults: faults))
      let kim = try Fixtures.user("user-1", named: "김철수")
      try await cache.save(kim)

      var renamed = kim.advancingVersion()  // the copy the repository holds now
      renamed.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
      faults.failNext(.sync)
      await #expect(throws: FileUserRepository.StorageError.self) { try await cache.save(renamed) }

      #expect(try await cache.find(id: kim.id) == kim)
    }
  }

  @Test("signing out empties the cache but keeps every user in the store")
  func signOut() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let store = InMemoryUserRepository([kim])
    let cache = CachedUserRepository(store: store)
    _ = try await cache.find(id: kim.id)

    await cache.clearOnSignOut()

    #expect(await cache.cachedCount == 0)
    #expect(await store.find(id: kim.id) == kim)
    #expect(try await cache.find(id: kim.id) == kim)
  }

  @Test(
    "withdrawal forgets the withdrawn user and all cached for the account, and deletes nothing: withdrawing is the use case's work"
  )
  func withdrawal() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let park = try Fixtures.user("user-2", named: "박영희")
    let store = InMemoryUserRepository([kim, park])
    let cache = CachedUserRepository(store: store)
    _ = try await cache.findAll()
    // The withdrawal use case ends the user in the repository first (chapter 5, chapter 8).
    try await store.delete(Fixtures.withdrawn(kim))

    await cache.clearOnWithdrawal(of: kim.id)

    #expect(await cache.cachedCount == 0)
    #expect(try await cache.find(id: kim.id) == nil)
    #expect(await store.find(id: park.id) == park)
  }

  @Test("clearing the cache after a withdrawal never deletes: the store keeps what it holds")
  func withdrawalDeletesNothing() async throws {
    let kim = try Fixtures.user("user-1", named: "김철수")
    let store = InMemoryUserRepository([kim])
    let cache = CachedUserRepository(store: store)
    _ = try await cache.find(id: kim.id)

    await cache.clearOnWithdrawal(of: kim.id)

    #expect(await cache.cachedCount == 0)
    #expect(await store.find(id: kim.id) == kim)
  }

  @Test(
    "the store stays the single source of truth: a change made in the store is seen after sign-out")
  func storeIsTheTruth() async throws {
    var kim = try Fixtures.user("user-1", named: "김철수")
    let store = InMemoryUserRepository([kim])
    let cache = CachedUserRepository(store: store)
    _ = try await cache.find(id: kim.id)

    kim.changeStatusMessage(to: try StatusMessage("changed elsewhere"), at: Fixtures.instant(30))
    try await store.save(kim)
    await cache.clearOnSignOut()

    #expect(try await cache.find(id: kim.id)?.statusMessage.value == "changed elsewhere")
  }

  @Test("a read that waits for the store while a write finishes never caches the older user")
  func readRacingWrite() async throws {
    let old = try Fixtures.user("user-1", named: "김철수")
    var new = old
    new.changeName(to: try Fixtures.name("박영희"), at: Fixtures.instant(30))
    let store = GatedUserRepository([old])
    let cache = CachedUserRepository(store: store)

    // The read reaches the wrapped repository and is held there…
    await store.holdNextRead()
    let read = Task { try await cache.find(id: old.id) }
    await store.waitUntilHeld()
    // …while a write of the new version completes.
    try await cache.save(new)
    await store.release()
    #expect(try await read.value == old)  // the read answers what it saw

    #expect(try await cache.find(id: old.id) == new)  // but did not cache it
  }
}
