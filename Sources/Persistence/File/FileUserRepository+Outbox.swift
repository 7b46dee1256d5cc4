// Chapter 9 — Domain events (EV-2): the file repository's outbox. Docs/09-events-and-queries.md
//
// Read first: `FileUserRepository.save(_:)`. The user's record and the events it recorded
// are the lines of ONE transaction, closed by one commit record: after a crash, a replay
// sees the change and its events, or neither. No event of an uncommitted change can ever
// be read back. This extension is what the relay reads, through its port's adapter in
// `EventAndQueryAdapters`: the undelivered events, and the delivery mark, stored durably
// too.

import Entities
import JournalEngine
import Repositories
import ValueObjects

// region: FileUserRepository+Outbox
extension FileUserRepository {
  /// The oldest undelivered events, at most `limit`, including those other processes
  /// stored.
  package func pendingEvents(limit: Int) throws(StorageError) -> [PendingUserEvent] {
    try journal.refresh()
    return journal.state.outbox.undelivered(limit: limit)
  }
}
// endregion

extension FileUserRepository {
  /// Records, durably, that delivery reached `position`; an older mark writes nothing.
  package func recordDelivery(through position: Int) throws(StorageError) {
    try journal.refresh()
    guard position > journal.state.outbox.deliveredThrough else { return }
    let entry = try OutboxRecord(deliveredThrough: position).makeEntry()
    try journal.append([entry]) { $0.outbox.markDelivered(through: position) }
    compactIfWorthIt()
  }
}

// Chapter 9 — The query side (QS-1): what the circle list's adapter reads of the users.
extension FileUserRepository {
  /// The names of the users with these ids, including those other processes stored: read
  /// from the table, so no `User` leaves the repository.
  package func userNames(of ids: Set<UserId>) throws(StorageError) -> [UserId: UserName] {
    try journal.refresh()
    return journal.state.names(of: ids)
  }
}
