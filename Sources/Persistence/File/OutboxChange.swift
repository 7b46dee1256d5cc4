// Chapter 9 — Domain events (EV-2): an outbox line, decoded and checked.
// Docs/09-events-and-queries.md

import Entities
import JournalEngine

/// What one outbox line does to the outbox when replayed.
enum OutboxChange: Sendable {
  /// An event was recorded.
  case recorded(UserEvent)
  /// Delivery reached this position.
  case delivered(through: Int)
  /// A compacted journal starts after `lastPosition`, delivered through `deliveredThrough`.
  case resumed(lastPosition: Int, deliveredThrough: Int)

  /// Decodes an outbox line, naming the line when it is unreadable or breaks a rule.
  /// - Throws: `FileUserRepository.StorageError`.
  init(
    _ payload: ArraySlice<UInt8>, line: Int, path: String
  ) throws(FileUserRepository.StorageError) {
    guard let record = OutboxRecord.decode(payload) else {
      throw .corruptRecord(path: path, line: line)
    }
    let content = record.outbox
    if let event = content.event {
      do throws(UserRecord.InvalidRecord) {
        self = .recorded(try event.makeEvent())
      } catch {
        throw .invalidRecord(path: path, line: line, error)
      }
    } else if let delivered = content.deliveredThrough, delivered >= 0 {
      if let last = content.lastPosition, last >= delivered {
        self = .resumed(lastPosition: last, deliveredThrough: delivered)
      } else {
        self = .delivered(through: delivered)
      }
    } else {
      throw .corruptRecord(path: path, line: line)
    }
  }

  /// Replays the line onto the outbox.
  func apply(to outbox: inout UserOutbox) {
    switch self {
    case .recorded(let event): outbox.record([event])
    case .delivered(let position): outbox.markDelivered(through: position)
    case .resumed(let last, let delivered):
      outbox.resume(lastPosition: last, deliveredThrough: delivered)
    }
  }
}
