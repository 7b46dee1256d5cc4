// Chapter 4 — Repositories (RE-8, RE-10): a session cache. Docs/04-repositories.md
//
// Read first: `find(id:)` and `save(_:)`. This is a decorator: it *is* a
// `UserRepository` and it *has* one, the wrapped repository, the single source of
// truth. Reads are served from memory when they can be and loaded from it when
// they cannot; writes go to it first and reach the cache only once it
// has accepted them. Then read the two ways a session ends, which look alike in code
// and mean different things; neither deletes a user.

import Entities
import Repositories
import ValueObjects

// region: CachedUserRepository
/// A `UserRepository` that remembers what it read and wrote for one session of an app.
///
/// Use one per session, and let every read and write of that session go through it:
/// it knows only what passed through it. It reports what it finds, `nil` included, and
/// makes no decision about what a missing user means on screen; that is the
/// presentation layer's call.
///
/// # Actors and suspension
/// While a read waits for the wrapped repository, a write may finish and replace the user. A read
/// therefore caches what it loaded only when no write happened in the meantime, so
/// the cache never goes back to an older version.
public actor CachedUserRepository: UserRepository {
  private let store: any UserRepository
  private var cache = UserTable()
  private var writes = 0  // counts writes and clears, to spot ones that happened mid-read

  /// Makes a cache in front of `store`, starting empty.
  public init(store: any UserRepository) {
    self.store = store
  }
}
// endregion

extension CachedUserRepository {
  // region: save
  /// Saves to `store` first, the user's recorded events with it (it keeps them);
  /// once `store` has it, the cache has it too.
  /// - Throws: whatever `store` throws; the cache is then unchanged.
  public func save(_ user: User) async throws {
    writes += 1
    let ticket = writes
    try await store.save(user)
    // A later write or clear that started while this one waited has the final word. The
    // repository now holds the next version (chapter 8), so that is what is cached.
    if writes == ticket { cache.store(user.advancingVersion()) } else { cache.remove(id: user.id) }
  }

  /// The cached user with this id, or `store`'s answer, cached for next time.
  public func find(id: UserId) async throws -> User? {
    if let cached = cache.user(id: id) { return cached }
    let seen = writes
    let loaded = try await store.find(id: id)
    if let loaded, writes == seen { cache.store(loaded) }
    return loaded
  }
  // endregion

  /// The cached user with this name, or `store`'s answer, cached for next time.
  public func find(name: UserName) async throws -> User? {
    if let cached = cache.user(name: name) { return cached }
    let seen = writes
    let loaded = try await store.find(name: name)
    if let loaded, writes == seen { cache.store(loaded) }
    return loaded
  }

  /// Every user, from `store` (only it knows them all); each is cached.
  public func findAll() async throws -> [User] {
    let seen = writes
    let all = try await store.findAll()
    if writes == seen {
      for user in all { cache.store(user) }
    }
    return all
  }

  /// Deletes a withdrawn user from `store` first, then forgets the user.
  /// - Throws: `UserSaveConflict` for a live user, whatever `store` holds; `store`'s own errors.
  public func delete(_ user: User) async throws {
    guard user.withdrawnAt != nil else { throw UserSaveConflict.notWithdrawn(id: user.id) }
    writes += 1
    try await store.delete(user)
    cache.remove(id: user.id)
  }

  // region: clearOnSignOut
  /// Ends the session by dropping everything cached; `store` keeps every user.
  ///
  /// The next session loads users again from `store`.
  public func clearOnSignOut() {
    writes += 1
    cache = UserTable()
  }

  /// Clears the cache after a withdrawal: forgets `id`'s user, whom no read may serve
  /// again, and everything else cached, which was read for that account.
  ///
  /// It deletes nothing: ending the user (archive, event) is the withdrawal use case's
  /// work, done before this is called; `store` alone answers for the user from then on.
  public func clearOnWithdrawal(of id: UserId) {
    writes += 1
    cache = UserTable()
  }
  // endregion

  /// How many users the cache holds right now.
  public var cachedCount: Int { cache.userCount }
}
