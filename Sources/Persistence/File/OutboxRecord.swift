// Chapter 9 — Domain events (EV-2): the outbox's lines in the users journal.
// Docs/09-events-and-queries.md
//
// Read first: `isOutboxPayload(_:)`. An event is stored as one more line of the same
// transaction as the user it is about, so the engine's commit record covers both. Its JSON
// has one top-level key, `outbox`, which no user record has: that tells the two apart.

import Entities
import Foundation
import JournalEngine
import ValueObjects

// region: OutboxRecord
/// One outbox line: an event, a delivery mark, or the starting point a compaction wrote.
struct OutboxRecord: Codable, Sendable, Hashable {
  /// The line's content, under the key that marks it as the outbox's.
  var outbox: Content

  /// What an outbox line says.
  struct Content: Codable, Sendable, Hashable {
    /// An event recorded with the change in the same transaction.
    var event: EventRecord?
    /// Delivery reached this position.
    var deliveredThrough: Int?
    /// A compacted journal starts numbering after this position.
    var lastPosition: Int?
  }
}
// endregion

extension OutboxRecord {
  /// An event flattened into text and numbers, as `UserRecord` flattens a user.
  struct EventRecord: Codable, Sendable, Hashable {
    /// Which fact: registered, renamed, statusMessageChanged, upgraded, downgraded or
    /// withdrew.
    var kind: Kind
    /// The user's id.
    var user: String
    /// The name registered or renamed to.
    var name: String?
    /// The name before a rename.
    var previousName: String?
    /// The status message after a change (empty when cleared).
    var statusMessage: String?
    /// When it happened, in seconds since 1970-01-01 00:00:00 UTC.
    var occurredAt: Double

    /// The kinds of user event.
    enum Kind: String, Codable, Sendable {
      case registered, renamed, statusMessageChanged, upgraded, downgraded, withdrew
    }
  }

  private static let marker = Array(#"{"outbox""#.utf8)

  /// Whether a `put` payload is an outbox line rather than a user record.
  static func isOutboxPayload(_ payload: ArraySlice<UInt8>) -> Bool {
    payload.starts(with: marker)
  }

  /// The line that records `event`.
  init(_ event: UserEvent) {
    let record: EventRecord
    switch event {
    case .registered(let fact):
      record = EventRecord(
        kind: .registered, user: fact.user.value, name: fact.name.value,
        occurredAt: fact.occurredAt.timeIntervalSince1970)
    case .renamed(let fact):
      record = EventRecord(
        kind: .renamed, user: fact.user.value, name: fact.name.value,
        previousName: fact.previousName.value, occurredAt: fact.occurredAt.timeIntervalSince1970)
    case .statusMessageChanged(let fact):
      record = EventRecord(
        kind: .statusMessageChanged, user: fact.user.value,
        statusMessage: fact.statusMessage.value, occurredAt: fact.occurredAt.timeIntervalSince1970)
    case .upgraded(let fact):
      record = EventRecord(
        kind: .upgraded, user: fact.user.value, occurredAt: fact.occurredAt.timeIntervalSince1970)
    case .downgraded(let fact):
      record = EventRecord(
        kind: .downgraded, user: fact.user.value, occurredAt: fact.occurredAt.timeIntervalSince1970)
    case .withdrew(let fact):
      record = EventRecord(
        kind: .withdrew, user: fact.user.value, occurredAt: fact.occurredAt.timeIntervalSince1970)
    }
    outbox = Content(event: record)
  }

  /// A delivery mark, or with `lastPosition` a compacted journal's starting point.
  init(deliveredThrough: Int, lastPosition: Int? = nil) {
    outbox = Content(deliveredThrough: deliveredThrough, lastPosition: lastPosition)
  }

  /// The journal entry that stores this line, keys sorted.
  func makeEntry() throws(FileUserRepository.StorageError) -> JournalEntry {
    guard let json = try? Self.encoder.encode(self) else {
      throw .unencodable(id: outbox.event?.user ?? "outbox")
    }
    return .put(payload: Array(json)[...])
  }

  private static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  /// Reads an outbox line back.
  static func decode(_ payload: ArraySlice<UInt8>) -> OutboxRecord? {
    try? JSONDecoder().decode(OutboxRecord.self, from: Data(payload))
  }
}

extension OutboxRecord.EventRecord {
  /// Rebuilds the event, validating its fields through the value objects.
  /// - Throws: `UserRecord.InvalidRecord` naming the field that breaks a rule.
  func makeEvent() throws(UserRecord.InvalidRecord) -> UserEvent {
    let id: UserId
    do { id = try UserId(user) } catch { throw .id(error) }
    guard occurredAt.isFinite else { throw .createdAt(occurredAt) }
    let instant = Date(timeIntervalSince1970: occurredAt)
    switch kind {
    case .registered:
      return .registered(UserRegistered(user: id, name: try userName(name), occurredAt: instant))
    case .renamed:
      return .renamed(
        UserRenamed(
          user: id, previousName: try userName(previousName), name: try userName(name),
          occurredAt: instant))
    case .statusMessageChanged:
      let message: StatusMessage
      do { message = try StatusMessage(statusMessage ?? "") } catch { throw .statusMessage(error) }
      return .statusMessageChanged(
        UserStatusMessageChanged(user: id, statusMessage: message, occurredAt: instant))
    case .upgraded:
      return .upgraded(UserUpgraded(user: id, occurredAt: instant))
    case .downgraded:
      return .downgraded(UserDowngraded(user: id, occurredAt: instant))
    case .withdrew:
      return .withdrew(UserWithdrew(user: id, occurredAt: instant))
    }
  }

  private func userName(_ text: String?) throws(UserRecord.InvalidRecord) -> UserName {
    do { return try UserName(text ?? "") } catch { throw .name(error) }
  }
}
