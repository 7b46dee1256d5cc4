// Chapter 4 — Repositories (RE-5). Docs/04-repositories.md
//
// Read first: `UserTable`, the two dictionaries. Users are kept by id, and a second
// index maps each name to the ids that hold it, so finding by id and by name are both
// O(1). The index is the part that is easy to get wrong: saving a renamed user must move
// its entry from the old name to the new one, and deleting must remove it.

import Entities
import Repositories
import ValueObjects

// region: InMemoryUserRepository-2
// region: InMemoryUserRepository
/// A `UserRepository` that keeps users in memory: for tests, examples and prototypes.
///
/// It is an actor, so any number of tasks may use one instance at once. Users are
/// structs, so what it returns is a copy: changing a returned user changes nothing
/// stored until that user is saved again. Nothing survives the process.
///
/// Chapter 8: a save is refused with a `SaveConflict` when another user holds the name or
/// the copy is stale, checked inside the actor in the same step as the store, so no other
/// task can slip in between the check and the save.
public actor InMemoryUserRepository: UserWithdrawalStore {
  private var table: UserTable
  // endregion

  /// Makes a repository holding the given users (none by default), at the versions they
  /// carry.
  public init(_ users: [User] = []) {
    var table = UserTable()
    for user in users { table.store(user) }
    self.table = table
  }

  /// Stores the whole user, replacing any stored user with the same id.
  /// - Throws: `SaveConflict` when another user holds the name or this copy is not of the
  ///   version stored; nothing is stored then.
  public func save(_ user: User) throws(SaveConflict) {
    if let conflict = table.conflict(saving: user) { throw conflict }
    table.store(user.advancingVersion())
  }
  // endregion

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

  /// Removes the user with this id, if there is one.
  public func delete(id: UserId) {
    table.remove(id: id)
  }

  // region: withdraw
  /// Ends the account and keeps its record in one step: the user is either stored or
  /// archived, never both and never neither (chapter 8, IN-3).
  /// - Throws: `SaveConflict.staleVersion` when the user was changed
  ///   (or withdrawn) since `user` was read; nothing changes then.
  public func withdraw(_ user: User, as record: WithdrawnUser) throws(SaveConflict) {
    let stored = table.user(id: user.id)?.version ?? 0
    guard stored == user.version else {
      throw .staleVersion(id: user.id, saved: user.version, stored: stored)
    }
    table.withdraw(record)
  }
  // endregion
}

extension InMemoryUserRepository {
  /// The record of the withdrawn account with this id, or `nil`.
  public func findWithdrawnUser(id: UserId) -> WithdrawnUser? {
    table.withdrawnUser(id: id)
  }
}

// Chapter 9 — Domain events (EV-2): the in-memory outbox. One actor call is one change:
// nothing can see the user changed and its events missing, or the other way round.
extension InMemoryUserRepository: UserEventOutbox {
  /// Stores the user and the events of its change in one step, checked as ``save(_:)``
  /// checks.
  /// - Throws: `SaveConflict`; nothing is stored then, and no event.
  public func save(_ user: User, recording events: [UserEvent]) throws(SaveConflict) {
    if let conflict = table.conflict(saving: user) { throw conflict }
    table.store(user.advancingVersion())
    table.outbox.record(events)
  }

  /// Ends the account, keeps its record and stores the events in one step.
  /// - Throws: `SaveConflict.staleVersion` as ``withdraw(_:as:)``
  ///   does; nothing changes then, and no event is stored.
  public func withdraw(
    _ user: User, as record: WithdrawnUser, recording events: [UserEvent]
  ) throws(SaveConflict) {
    try withdraw(user, as: record)
    table.outbox.record(events)
  }

  /// The oldest undelivered events, at most `limit`.
  public func undeliveredEvents(limit: Int) -> [OutboxEvent] {
    table.outbox.undelivered(limit: limit)
  }

  /// Records that delivery reached `position`.
  public func markDelivered(through position: Int) {
    table.outbox.markDelivered(through: position)
  }
}
