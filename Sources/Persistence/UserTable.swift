// Chapter 4 — Repositories (RE-5). Docs/04-repositories.md
//
// Read first: `store(_:)`. This is the in-memory heart of every repository in the
// workshop: users by id, plus an index from name to ids. The in-memory repository is
// this table inside an actor; the file repository keeps the same table in memory and
// writes each change to its journal first.

import Entities
import Repositories
import ValueObjects

// region: UserTable
/// Users by id with an index by name, kept consistent across renames and deletes.
///
/// A plain value type with no concurrency of its own: its owner (an actor) serialises
/// access to it.
struct UserTable: Sendable {
  private var usersById: [UserId: User]
  private var idsByName: [UserName: Holders]
  /// The records of withdrawn accounts (the withdrawal archive), kept beside the users so one
  /// unit of work can move a user from one to the other.
  private var withdrawn: [UserId: WithdrawnUser] = [:]
  /// The events stored with the users' changes, until delivered.
  var outbox = UserOutbox()

  /// The ids holding one name: almost always one, so a single id needs no set.
  private enum Holders: Sendable {
    case one(UserId)
    case several(Set<UserId>)
  }
}
// endregion

extension UserTable {
  /// Makes an empty table with room for `minimumCapacity` users.
  init(minimumCapacity: Int = 0) {
    usersById = Dictionary(minimumCapacity: minimumCapacity)
    idsByName = Dictionary(minimumCapacity: minimumCapacity)
  }

  /// How many users the table holds.
  var userCount: Int { usersById.count }

  /// How many records the table holds: users, withdrawn accounts and the events not yet
  /// delivered, every one of which a compacted journal keeps (the journal compacts when it
  /// holds about twice this; counting only users would compact on every save once more
  /// than a few dozen events wait for delivery).
  var count: Int { usersById.count + withdrawn.count + outbox.undeliveredEvents.count }

  // region: store-2
  // region: store
  /// Inserts the user, or replaces the one with the same id, moving its name entry.
  ///
  /// What comes here is the copy the repository keeps, which carries no recorded events.
  mutating func store(_ user: User) {
    if let previous = usersById.updateValue(user, forKey: user.id) {
      if previous.name == user.name { return }
      unindex(user.id, from: previous.name)
    }
    switch idsByName[user.name] {
    case nil: idsByName[user.name] = .one(user.id)
    case .one(let holder): idsByName[user.name] = .several([holder, user.id])
    case .several(var holders):
      holders.insert(user.id)
      idsByName[user.name] = .several(holders)
    }
  }
  // endregion
  // endregion

  /// Removes the user with this id and its name entry; unknown ids are ignored.
  mutating func remove(id: UserId) {
    guard let removed = usersById.removeValue(forKey: id) else { return }
    unindex(id, from: removed.name)
  }

  // region: conflict
  /// What would be wrong with storing `user` now, or `nil`.
  ///
  /// Checked in the same step as the write, by whoever serialises access to the table.
  /// The duplicate rule is the domain service's, asked of the user
  /// holding the name.
  func conflict(saving user: User) -> UserSaveConflict? {
    let holder: UserId? =
      switch idsByName[user.name] {
      case nil: nil
      case .one(let holder): holder
      case .several(let holders): holders.first { $0 != user.id }
      }
    return UserSaveConflict.find(
      saving: user, storedVersion: usersById[user.id]?.version ?? 0,
      nameHolder: holder.flatMap { usersById[$0] })
  }
  // endregion

  /// Keeps a withdrawn account's record, replacing any with the same id, and removes the
  /// account's user if the table still holds it: the user is in the table or in the
  /// archive, never both.
  mutating func archive(_ record: WithdrawnUser) {
    remove(id: record.id)
    withdrawn[record.id] = record
  }

  /// The record of the withdrawn account with this id, or `nil`.
  func withdrawnUser(id: UserId) -> WithdrawnUser? {
    withdrawn[id]
  }

  /// Every withdrawn account's record, by id.
  func allWithdrawnUsers() -> [WithdrawnUser] {
    withdrawn.values.sorted { $0.id < $1.id }
  }

  /// The user with this id, or `nil`.
  func user(id: UserId) -> User? {
    usersById[id]
  }

  /// The first-created user with this name, or `nil`.
  func user(name: UserName) -> User? {
    switch idsByName[name] {
    case nil: return nil
    case .one(let id): return usersById[id]
    case .several(let ids): return ids.compactMap { usersById[$0] }.min { $0.precedes($1) }
    }
  }

  /// Every user, oldest first.
  func allUsers() -> [User] {
    usersById.values.sorted { $0.precedes($1) }
  }

  private mutating func unindex(_ id: UserId, from name: UserName) {
    switch idsByName[name] {
    case .one(let holder) where holder == id:
      idsByName[name] = nil
    case .several(var holders):
      holders.remove(id)
      if holders.count == 1, let last = holders.first {
        idsByName[name] = .one(last)
      } else {
        idsByName[name] = .several(holders)
      }
    default:
      break
    }
  }
}
