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
public actor InMemoryUserRepository: UserRepository {
  private var table: UserTable
  // endregion

  /// Makes a repository holding the given users (none by default).
  public init(_ users: [User] = []) {
    var table = UserTable()
    for user in users { table.store(user) }
    self.table = table
  }

  /// Stores the whole user, replacing any stored user with the same id.
  public func save(_ user: User) {
    table.store(user)
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
}

// Chapter 9 — Domain events (EV-2): the in-memory outbox. One actor call is one change:
// nothing can see the user changed and its events missing, or the other way round.
extension InMemoryUserRepository: UserEventOutbox {
  /// Stores the user and the events of its change in one step.
  public func save(_ user: User, recording events: [UserEvent]) {
    table.store(user)
    table.outbox.record(events)
  }

  /// Deletes the user and stores the events in one step.
  public func delete(id: UserId, recording events: [UserEvent]) {
    table.remove(id: id)
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
