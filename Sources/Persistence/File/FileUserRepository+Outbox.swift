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
  /// Stores the user and the events of its change in one transaction, durably.
  /// - Throws: ``StorageError``; on failure neither the user nor any event was stored.
  public func save(_ user: User, recording events: [UserEvent]) throws(StorageError) {
    var entries = [try UserRecord(user).makeEntry()]
    for event in events { entries.append(try OutboxRecord(event).makeEntry()) }
    try journal.append(entries) { table in
      table.store(user)
      table.outbox.record(events)
    }
    compactIfWorthIt()
  }
  // endregion

  /// Deletes the user and stores the events in one transaction, durably.
  /// - Throws: ``StorageError``; on failure the user is still stored and no event was.
  public func delete(id: UserId, recording events: [UserEvent]) throws(StorageError) {
    var entries: [JournalEntry] = [.remove(key: id.value)]
    for event in events { entries.append(try OutboxRecord(event).makeEntry()) }
    try journal.append(entries) { table in
      table.remove(id: id)
      table.outbox.record(events)
    }
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
