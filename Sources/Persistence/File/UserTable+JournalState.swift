// Chapter 4 — Repositories (RE-6). Docs/04-repositories.md
//
// Read after `UserRecord.swift`: how the journal's entries become the users in memory.
// The engine hands over runs of lines; the payloads of a run are decoded in one batch
// (`UserRecord.decodeAll`), each record is rebuilt into a `User` through the value
// objects, and a line that breaks a rule is reported by number.

import Entities
import JournalEngine
import ValueObjects

extension UserTable: JournalState {
  /// A run of lines in user terms: each id now holds this user, or nobody, or the record
  /// of a withdrawn account; or an outbox line.
  typealias Decoded = [Change]

  /// What one line does to the table.
  enum Change: Sendable {
    /// The id now holds this user.
    case store(User)
    /// The id holds nobody.
    case remove(UserId)
    /// The account withdrew: this is its record.
    case archive(WithdrawnUser)
    /// Events recorded, or delivery progress.
    case outbox(OutboxChange)
  }

  /// Decodes a run of lines, all `put` payloads in one batch.
  static func decode(
    _ lines: [JournalLine], path: String
  ) throws(FileUserRepository.StorageError) -> Decoded {
    var payloads: [ArraySlice<UInt8>] = []
    for line in lines {
      if case .put(let payload) = line.entry, !OutboxRecord.isOutboxPayload(payload) {
        payloads.append(payload)
      }
    }
    let records: [UserRecord]
    do {
      records = try UserRecord.decodeAll(payloads)
    } catch {
      // Intact checksum, unreadable JSON: find and name the line.
      let bad = lines.first { line in
        guard case .put(let payload) = line.entry, !OutboxRecord.isOutboxPayload(payload) else {
          return false
        }
        return (try? UserRecord.decodeAll([payload])) == nil
      }
      throw .corruptRecord(path: path, line: bad?.number ?? 0)
    }
    var decoded: Decoded = []
    decoded.reserveCapacity(lines.count)
    var nextRecord = records.makeIterator()
    for line in lines {
      if case .put(let payload) = line.entry, OutboxRecord.isOutboxPayload(payload) {
        decoded.append(.outbox(try OutboxChange(payload, line: line.number, path: path)))
        continue
      }
      do throws(UserRecord.InvalidRecord) {
        switch line.entry {
        case .put:
          guard let record = nextRecord.next() else { break }
          if let withdrawn = try record.makeWithdrawnUser() {
            decoded.append(.archive(withdrawn))
          } else {
            decoded.append(.store(try record.makeUser()))
          }
        case .remove(let key):
          do throws(UserId.ValidationError) {
            decoded.append(.remove(try UserId(key)))
          } catch {
            throw .id(error)
          }
        }
      } catch {
        throw .invalidRecord(path: path, line: line.number, error)
      }
    }
    return decoded
  }

  /// Stores or removes each user of a decoded run, in line order.
  mutating func apply(_ decoded: Decoded) {
    for change in decoded {
      switch change {
      case .store(let user): store(user)
      case .remove(let id): remove(id: id)
      case .archive(let record): archive(record)
      case .outbox(let change): change.apply(to: &outbox)
      }
    }
  }

  /// One `put` entry per live user, oldest first, then one per withdrawn account's record:
  /// what compaction writes.
  func makeEntries() throws(FileUserRepository.StorageError) -> [JournalEntry] {
    var entries: [JournalEntry] = []
    entries.reserveCapacity(count)
    for user in allUsers() { entries.append(try UserRecord(user).makeEntry()) }
    for record in allWithdrawnUsers() { entries.append(try UserRecord(record).makeEntry()) }
    // Chapter 9: delivered events are dropped; the undelivered ones, and where the count
    // of positions stood before them, are kept.
    let delivered = outbox.deliveredThrough
    if delivered > 0 || !outbox.undeliveredEvents.isEmpty {
      entries.append(
        try OutboxRecord(deliveredThrough: delivered, lastPosition: delivered).makeEntry())
      for pending in outbox.undeliveredEvents {
        entries.append(try OutboxRecord(pending.event).makeEntry())
      }
    }
    return entries
  }

  /// The repository's words for a failure of the engine.
  static func wrap(_ error: JournalError) -> FileUserRepository.StorageError {
    FileUserRepository.StorageError(error)
  }
}
