// Chapter 7 — Beyond the basics (AD-2, AD-6). Docs/07-beyond-the-basics.md
//
// Read only if curious: the circles' journal's records, read back into the tables every
// circle repository holds. Each record is decoded once and kept with its bytes, so reading the
// tables again after a commit decodes only the records that changed.

import Aggregates
import JournalEngine

/// The records of a circles journal decoded, remembered by their bytes.
struct DecodedCircleRecords {
  private var circles: [String: (fields: [UInt8], value: Circle)] = [:]
  private var invitations: [String: (fields: [UInt8], value: CircleInvitation)] = [:]
  private var events: [String: (fields: [UInt8], value: PendingCircleEvent)] = [:]

  /// The tables the records hold.
  /// - Throws: ``FileCircleRepository/StorageError/unreadable(path:record:reason:)`` naming
  ///   the first record of an unknown kind, or one that is not what its kind stores.
  mutating func tables(from records: KeyedRecords, path: String)
    throws(FileCircleRepository.StorageError) -> CircleTables
  {
    var tables = CircleTables()
    for kind in records.kinds {
      switch kind {
      case CircleRecord.kind, CircleInvitationRecord.kind, CircleEventRecord.kind,
        CircleEventRecord.outboxKind, WithdrawalRecord.kind:
        continue
      default:
        throw .unreadable(
          path: path, record: kind, reason: "this version stores no records of this kind")
      }
    }
    circles = try Self.decode(records, CircleRecord.kind, path, circles, CircleRecord.circle)
    for (_, entry) in circles { tables.store(entry.value) }
    invitations = try Self.decode(
      records, CircleInvitationRecord.kind, path, invitations,
      CircleInvitationRecord.invitation)
    for (_, entry) in invitations { tables.store(entry.value) }
    events = try Self.decode(records, CircleEventRecord.kind, path, events, CircleEventRecord.event)
    for (key, record) in records.records(kind: WithdrawalRecord.kind) {
      do { tables.withdrawn.insert(try WithdrawalRecord.user(record)) } catch {
        throw .unreadable(path: path, record: "\(WithdrawalRecord.kind) \(key)", reason: "\(error)")
      }
    }
    let delivered = try Self.deliveredThrough(records, path: path)
    let pending = events.values.map(\.value).sorted { $0.position < $1.position }
    tables.outbox = CircleOutbox(
      lastPosition: max(delivered, pending.last?.position ?? 0), deliveredThrough: delivered,
      pending: pending)
    return tables
  }

  /// Every record of `kind` decoded, reusing `known` decodings whose bytes are the same.
  private static func decode<Value>(
    _ records: KeyedRecords, _ kind: String, _ path: String,
    _ known: [String: (fields: [UInt8], value: Value)],
    _ read: (KeyedRecord) throws -> Value
  ) throws(FileCircleRepository.StorageError) -> [String: (fields: [UInt8], value: Value)] {
    var decoded: [String: (fields: [UInt8], value: Value)] = [:]
    for (key, record) in records.records(kind: kind) {
      if let cached = known[key], cached.fields == record.fields {
        decoded[key] = cached
        continue
      }
      do {
        decoded[key] = (record.fields, try read(record))
      } catch {
        throw .unreadable(path: path, record: "\(kind) \(key)", reason: "\(error)")
      }
    }
    return decoded
  }

  /// How far delivery got, as the `outbox delivered` record says (0 without one).
  private static func deliveredThrough(_ records: KeyedRecords, path: String)
    throws(FileCircleRepository.StorageError) -> Int
  {
    let outbox = records.records(kind: CircleEventRecord.outboxKind)
    if let other = outbox.keys.first(where: { $0 != CircleEventRecord.deliveredKey }) {
      throw .unreadable(
        path: path, record: "outbox \(other)", reason: "the outbox keeps only its delivered mark")
    }
    guard let record = outbox[CircleEventRecord.deliveredKey] else { return 0 }
    do {
      let mark = try RecordJSON.decode(CircleEventRecord.Delivered.self, from: record)
      guard mark.deliveredThrough >= 0 else { throw RecordJSON.Unreadable(reason: "negative") }
      return mark.deliveredThrough
    } catch {
      throw .unreadable(path: path, record: "outbox delivered", reason: "\(error)")
    }
  }
}
