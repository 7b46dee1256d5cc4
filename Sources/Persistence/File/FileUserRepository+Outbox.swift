// Chapter 9 — Domain events (EV-2): the file store's outbox. Docs/09-events-and-queries.md
//
// Read first: `FileUserRepository.save(_:)`. The user's record and the events it recorded
// are the lines of ONE transaction, closed by one commit record: after a crash, a replay
// sees the change and its events, or neither. No event of an uncommitted change can ever
// be read back. This extension is what the relay reads: the undelivered events, and the
// delivery mark, stored durably too.

import Entities
import JournalEngine
import Repositories
import ValueObjects

// region: FileUserRepository+Outbox
extension FileUserRepository {
  /// The oldest undelivered events, at most `limit`, including those other processes
  /// stored.
  public func undeliveredEvents(limit: Int) throws(StorageError) -> [UserOutboxEvent] {
    try journal.refresh()
    return journal.state.outbox.undelivered(limit: limit)
  }
}
// endregion

extension FileUserRepository {
  /// Records, durably, that delivery reached `position`; an older mark writes nothing.
  public func markDelivered(through position: Int) throws(StorageError) {
    try journal.refresh()
    guard position > journal.state.outbox.deliveredThrough else { return }
    let entry = try OutboxRecord(deliveredThrough: position).makeEntry()
    try journal.append([entry]) { $0.outbox.markDelivered(through: position) }
    compactIfWorthIt()
  }
}
