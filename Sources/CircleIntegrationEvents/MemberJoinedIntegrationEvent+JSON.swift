// Chapter 11 — Strategic design (SD-5): the published language on the wire, and its
// version rule. Docs/11-strategic-design.md
//
// Read first: `decode(_:)`. It reads the type and the version before anything else, then
// reads the fields that version has. Version 1 and the current version are read; a later
// version, written by a newer publisher, is refused with a typed error, never read as
// something it may not be.

import Foundation

/// The event's JSON, field for field, as every version writes it.
private struct Wire: Codable {
  let type: String
  let schemaVersion: Int
  let eventId: String
  let circleId: String
  let circleName: String
  let ownerId: String
  let memberId: String
  let memberCount: Int?
  let occurredAt: Date

  enum CodingKeys: String, CodingKey {
    case type
    case schemaVersion = "schema_version"
    case eventId = "event_id"
    case circleId = "circle_id"
    case circleName = "circle_name"
    case ownerId = "owner_id"
    case memberId = "member_id"
    case memberCount = "member_count"
    case occurredAt = "occurred_at"
  }
}

/// The two fields every version has, read first.
private struct Envelope: Decodable {
  let type: String
  let schemaVersion: Int

  enum CodingKeys: String, CodingKey {
    case type
    case schemaVersion = "schema_version"
  }
}

extension MemberJoinedIntegrationEvent {
  /// The event as JSON in its schema version, keys sorted, instants in ISO 8601.
  /// - Throws: `EncodingError` if Foundation cannot encode it.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(
      Wire(
        type: Self.type, schemaVersion: schemaVersion, eventId: eventId, circleId: circleId,
        circleName: circleName, ownerId: ownerId, memberId: memberId, memberCount: memberCount,
        occurredAt: occurredAt))
  }

  // region: decode
  /// Reads an event of version 1 or the current version from its JSON.
  /// - Throws: ``CircleIntegrationEventError/unknownVersion(_:)`` for a version this code
  ///   does not read, ``CircleIntegrationEventError/otherType`` for another event, and
  ///   ``CircleIntegrationEventError/malformed(field:)`` naming a field that is missing or
  ///   of the wrong kind for its version.
  public static func decode(_ message: Data) throws(CircleIntegrationEventError) -> Self {
    let envelope: Envelope = try read(message)
    guard envelope.type == type else { throw .otherType }
    guard readableVersions.contains(envelope.schemaVersion) else {
      throw .unknownVersion(envelope.schemaVersion)
    }
    let wire: Wire = try read(message)
    // Version 1 had no member count; from version 2 on, every event carries one.
    let count = envelope.schemaVersion == 1 ? nil : wire.memberCount
    // A count is a number of members after a join: never below one.
    if envelope.schemaVersion > 1, (count ?? 0) < 1 { throw .malformed(field: "member_count") }
    return Self(
      schemaVersion: envelope.schemaVersion, eventId: wire.eventId, circleId: wire.circleId,
      circleName: wire.circleName, ownerId: wire.ownerId, memberId: wire.memberId,
      memberCount: count, occurredAt: wire.occurredAt)
  }
  // endregion

  private static func read<T: Decodable>(_ message: Data) throws(CircleIntegrationEventError)
    -> T
  {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    do {
      return try decoder.decode(T.self, from: message)
    } catch let DecodingError.keyNotFound(key, _) {
      throw .malformed(field: key.stringValue)
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
      let DecodingError.dataCorrupted(context)
    {
      throw .malformed(field: context.codingPath.last?.stringValue ?? "the top level")
    } catch {
      throw .malformed(field: "the top level")
    }
  }
}
