// Chapter 9 — Domain events (EV-2): the file store's outbox. Docs/09-events-and-queries.md
//
// Read first: `save(_:recording:)`. The user's record and its events are the lines of ONE
// transaction, closed by one commit record: after a crash, a replay sees the change and its
// events, or neither. No event of an uncommitted change can ever be read back.

import Entities
import JournalEngine
import Repositories
import ValueObjects

// region: FileUserRepository+Outbox
extension FileUserRepository: UserEventOutbox {
  /// Stores the user and the events of its change in one transaction, durably, checked as
  /// ``save(_:)`` checks (chapter 8) under the same lock.
  /// - Throws: ``StorageError``, ``StorageError/conflict(_:)`` included; on failure neither
  ///   the user nor any event was stored.
  public func save(_ user: User, recording events: [UserEvent]) throws(StorageError) {
    let stored = user.advancingVersion()
    var entries = [try UserRecord(stored).makeEntry()]
    for event in events { entries.append(try OutboxRecord(event).makeEntry()) }
    try journal.append(
      entries,
      checking: { table throws(StorageError) in
        if let conflict = table.conflict(saving: user) { throw .conflict(conflict) }
      },
      applying: { table in
        table.store(stored)
        table.outbox.record(events)
      })
    compactIfWorthIt()
  }
  // endregion

  /// Ends the account, keeps its record and stores the events in one transaction, durably:
  /// ``withdraw(_:as:)`` with the events' lines before the same commit record.
  /// - Throws: ``StorageError``; ``StorageError/conflict(_:)`` when the user was changed or
  ///   withdrawn since `user` was read. On failure nothing changed and no event was stored.
  public func withdraw(
    _ user: User, as record: WithdrawnUser, recording events: [UserEvent]
  ) throws(StorageError) {
    var entries: [JournalEntry] = [.remove(key: user.id.value), try UserRecord(record).makeEntry()]
    for event in events { entries.append(try OutboxRecord(event).makeEntry()) }
    try journal.append(
      entries,
      checking: { table throws(StorageError) in
        let stored = table.user(id: user.id)?.version ?? 0
        guard stored == user.version else {
          throw .conflict(.staleVersion(id: user.id, saved: user.version, stored: stored))
        }
      },
      applying: { table in
        table.withdraw(record)
        table.outbox.record(events)
      })
    compactIfWorthIt()
  }

  /// The oldest undelivered events, at most `limit`, including those other processes
  /// stored.
  public func undeliveredEvents(limit: Int) throws(StorageError) -> [OutboxEvent] {
    try journal.refresh()
    return journal.state.outbox.undelivered(limit: limit)
  }

  /// Records, durably, that delivery reached `position`; an older mark writes nothing.
  public func markDelivered(through position: Int) throws(StorageError) {
    try journal.refresh()
    guard position > journal.state.outbox.deliveredThrough else { return }
    let entry = try OutboxRecord(deliveredThrough: position).makeEntry()
    try journal.append([entry]) { $0.outbox.markDelivered(through: position) }
    compactIfWorthIt()
  }
}
