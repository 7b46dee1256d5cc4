// Chapter 11 — Strategic design (SD-5): the circles context's published language.
// Docs/11-strategic-design.md
//
// Read first: what the fields are. A domain event (`MemberJoined`) stays inside the circles
// context and may change with its model; this is the promise the context makes to others,
// so it changes only by version. It carries ids as plain text, not `CircleId` or `UserId`
// (this module imports nothing of the circles' model), plus the data another context
// needs and cannot look up: the circle's name, its owner, how many members it has now.
// Version 2 added `member_count`; a consumer still reads version 1, where it is `nil`.

import Foundation

// region: MemberJoinedIntegrationEvent
/// "A member joined a circle", as the circles context publishes it to other contexts.
public struct MemberJoinedIntegrationEvent: Sendable, Hashable {
  /// The schema version the event was written in.
  public let schemaVersion: Int
  /// The event's own id, the same on every redelivery: what a consumer deduplicates on.
  public let eventId: String
  /// The circle joined.
  public let circleId: String
  /// The circle's name when the event was published.
  public let circleName: String
  /// The circle's owner when the event was published.
  public let ownerId: String
  /// The user who joined.
  public let memberId: String
  /// How many members the circle has after the join; `nil` in version 1, which lacked it.
  public let memberCount: Int?
  /// When the member joined, to the second: the language writes ISO 8601 without fractions.
  public let occurredAt: Date

  /// Makes the event in the current schema version.
  public init(
    eventId: String, circleId: String, circleName: String, ownerId: String, memberId: String,
    memberCount: Int, occurredAt: Date
  ) {
    self.init(
      schemaVersion: Self.currentVersion, eventId: eventId, circleId: circleId,
      circleName: circleName, ownerId: ownerId, memberId: memberId, memberCount: memberCount,
      occurredAt: occurredAt)
  }

  init(
    schemaVersion: Int, eventId: String, circleId: String, circleName: String, ownerId: String,
    memberId: String, memberCount: Int?, occurredAt: Date
  ) {
    self.schemaVersion = schemaVersion
    self.eventId = eventId
    self.circleId = circleId
    self.circleName = circleName
    self.ownerId = ownerId
    self.memberId = memberId
    self.memberCount = memberCount
    self.occurredAt = occurredAt
  }
}
// endregion

extension MemberJoinedIntegrationEvent {
  // region: versions
  /// The event's type on the wire.
  public static let type = "circle.member-joined"
  /// The version this code writes.
  public static let currentVersion = 2
  /// The versions this code reads: the first one, and the current one.
  public static let readableVersions = 1...currentVersion
  // endregion
}
