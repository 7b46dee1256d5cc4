// Chapter 8 — Integrity (IN-1). Docs/08-integrity.md
//
// A repository that makes the check-then-act race happen every time instead of by luck: each
// name lookup (the duplicate check) waits until a given number of callers have all
// looked, so every one of them has passed the check before any of them saves.

import Entities
import Persistence
import Repositories
import ValueObjects

/// A `UserRepository` whose name lookups wait for each other: the pause between check and
/// save, injected.
public actor CheckBarrierUserRepository: UserRepository {
  private let store: any UserRepository
  private let callers: Int
  private var arrived = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Makes the barrier in front of `store`: the first `callers` name lookups all return
  /// only once every one of them has read its answer.
  public init(store: any UserRepository, callers: Int) {
    self.store = store
    self.callers = callers
  }

  /// Reads the answer, then waits until every caller has read theirs.
  public func find(name: UserName) async throws -> User? {
    let answer = try await store.find(name: name)
    arrived += 1
    if arrived < callers {
      await withCheckedContinuation { waiting.append($0) }
    } else {
      for caller in waiting { caller.resume() }
      waiting = []
    }
    return answer
  }

  /// Passes through to the wrapped repository.
  public func save(_ user: User) async throws { try await store.save(user) }
  /// Passes through to the wrapped repository.
  public func find(id: UserId) async throws -> User? { try await store.find(id: id) }
  /// Passes through to the wrapped repository.
  public func findAll() async throws -> [User] { try await store.findAll() }
  /// Passes through to the wrapped repository.
  public func delete(_ user: User) async throws { try await store.delete(user) }
}

/// A repository as chapter 4 first wrote it: users by id, with no rule of its own, so two
/// users can be saved under one name. The counter-example's datastore (IN-1).
public actor UnguardedUserRepository: UserRepository {
  private var users: [UserId: User] = [:]
  /// The events the saved users recorded: even a repository with no rule keeps them.
  public private(set) var events: [UserEvent] = []

  /// Makes an empty store.
  public init() {}

  /// Stores the user, whatever name or version it has, and the events it recorded.
  public func save(_ user: User) {
    users[user.id] = user.advancingVersion()
    events += user.recordedEvents
  }
  /// The user with this id, or `nil`.
  public func find(id: UserId) -> User? { users[id] }
  /// The first-created user with this name, or `nil`.
  public func find(name: UserName) -> User? {
    users.values.filter { $0.name == name }.min { $0.precedes($1) }
  }
  /// Every user, oldest first.
  public func findAll() -> [User] { users.values.sorted { $0.precedes($1) } }
  /// Removes the user with this id.
  public func delete(_ user: User) { users[user.id] = nil }
}
