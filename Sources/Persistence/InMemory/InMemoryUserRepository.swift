// Chapter 4 — Repositories (RE-5). Docs/04-repositories.md
//
// Read first: `UserTable`, the two dictionaries. Users are kept by id, and a second
// index maps each name to the ids that hold it, so finding by id and by name are both
// O(1). The index is the part that is easy to get wrong: saving a renamed user must move
// its entry from the old name to the new one, and deleting must remove it.

import Entities
import Repositories
import ValueObjects

// region: InMemoryUserRepository
/// A `UserRepository` that keeps users in memory: for tests, examples and prototypes.
///
/// It is an actor, so any number of tasks may use one instance at once. Users are
/// structs, so what it returns is a copy: changing a returned user changes nothing
/// stored until that user is saved again. Nothing survives the process.
///
/// A save is refused with a `UserSaveConflict` when another user holds the name
/// or the copy is stale, checked inside the actor in the same step as the write, so no
/// other task can slip in between the check and the save. The events the user
/// recorded are kept in the same step, in the repository's outbox.
public actor InMemoryUserRepository: UserRepository {
  private var table: UserTable

  /// Makes a repository holding the given users (none by default), at the versions they
  /// carry.
  public init(_ users: [User] = []) {
    var table = UserTable()
    for user in users { table.store(user) }
    self.table = table
  }
}
// endregion

extension InMemoryUserRepository {
  /// Stores the whole user and the events it recorded, replacing any stored user with the
  /// same id.
  /// - Throws: `UserSaveConflict` when another user holds the name or this copy is not of
  ///   the version stored; nothing is stored then, and no event.
  public func save(_ user: User) throws(UserSaveConflict) {
    if let conflict = table.conflict(saving: user) { throw conflict }
    table.store(user.advancingVersion())
    table.outbox.record(user.recordedEvents)
  }

  /// The user with this id, or `nil`.
  public func find(id: UserId) -> User? {
    table.user(id: id)
  }

  /// The user with this name (the first created, should several share it), or `nil`.
  ///
  /// - Complexity: O(*k*), where *k* is the number of users sharing the name: O(1) when
  ///   names are unique, as the duplicate check keeps them.
  public func find(name: UserName) -> User? {
    table.user(name: name)
  }

  /// Every stored user, oldest first.
  ///
  /// - Complexity: O(*n* log *n*) for *n* stored users.
  public func findAll() -> [User] {
    table.allUsers()
  }

  /// Removes the stored user this withdrawn copy was read from, keeping its recorded
  /// events; a user already gone does nothing.
  /// - Throws: `UserSaveConflict` for a live user or a stale copy; nothing is deleted then.
  public func delete(_ user: User) throws(UserSaveConflict) {
    guard user.withdrawnAt != nil else { throw .notWithdrawn(id: user.id) }
    guard table.user(id: user.id) != nil else { return }
    try commit([.deleted(user)])
  }
}

// region: unitOfWork
// Chapter 8 — Integrity (IN-3): a unit of work commits inside the actor, in one step.
extension InMemoryUserRepository {
  /// Opens a unit of work whose commit writes its changes to this repository in one step.
  public nonisolated func beginUnitOfWork() -> UserRepositoryUnitOfWork {
    UserRepositoryUnitOfWork { changes in try await self.commit(changes) }
  }

  /// Checks and applies a unit of work's changes in one step of the actor.
  func commit(_ changes: [RegisteredUserChange]) throws(UserSaveConflict) {
    if let conflict = table.conflict(committing: changes) { throw conflict }
    table.apply(committed: changes)
  }
}
// endregion

extension InMemoryUserRepository {
  /// The record of the withdrawn account with this id, or `nil`.
  public func findWithdrawnUser(id: UserId) -> WithdrawnUser? {
    table.withdrawnUser(id: id)
  }
}

// Chapter 9 — Domain events (EV-2) and the query side (QS-1): read by the adapters in
// `EventAndQueryAdapters`.
extension InMemoryUserRepository {
  /// The oldest undelivered events, at most `limit`.
  package func pendingEvents(limit: Int) -> [PendingUserEvent] {
    table.outbox.undelivered(limit: limit)
  }

  /// Records that delivery reached `position`.
  package func recordDelivery(through position: Int) {
    table.outbox.markDelivered(through: position)
  }

  /// The names of the users with these ids, read from the table: no `User` leaves the repository.
  package func userNames(of ids: Set<UserId>) -> [UserId: UserName] {
    table.names(of: ids)
  }
}
