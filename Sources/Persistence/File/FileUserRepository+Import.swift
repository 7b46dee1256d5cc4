// Chapter 4 — Repositories (RE-6): the file repository's import, many users in one transaction.
// Docs/04-repositories.md
//
// Not part of the `UserRepository` port: a concrete repository may offer more than the port
// asks, and an import (the benchmark's, the examples' copies between repositories) is one sync for
// a thousand users instead of a thousand syncs.

import Entities
import JournalEngine
import ValueObjects

extension FileUserRepository {
  /// Stores many users and the events they recorded with a single sync: an import, all or
  /// nothing.
  /// - Throws: `UserSaveConflict` when any one of them conflicts, with the repository or with
  ///   another of the batch; ``StorageError`` for every other failure. On failure none of
  ///   them was stored.
  public func save(contentsOf users: [User]) throws {
    guard !users.isEmpty else { return }
    var entries: [JournalEntry] = []
    for user in users {
      entries += try Self.entries(for: user.advancingVersion(), recording: user.recordedEvents)
    }
    try Self.conflictsUnwrapped { () throws(StorageError) in
      try journal.append(
        entries,
        checking: { table throws(StorageError) in
          var names: [UserName: UserId] = [:]
          for user in users {
            if let conflict = table.conflict(saving: user) { throw .conflict(conflict) }
            if let other = names.updateValue(user.id, forKey: user.name), other != user.id {
              throw .conflict(.nameTaken(user.name))
            }
          }
        },
        applying: { table in
          for user in users {
            table.store(user.advancingVersion())
            table.outbox.record(user.recordedEvents)
          }
        })
    }
    compactIfWorthIt()
  }
}
