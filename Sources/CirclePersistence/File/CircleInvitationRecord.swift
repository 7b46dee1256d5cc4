// Chapter 7 — Beyond the basics (AD-6). Docs/07-beyond-the-basics.md
//
// How an invitation is stored: three ids and an instant, as text and a number. In the
// journal an open invitation is one record of kind `invitation`, keyed by its id; ending
// it removes the record.

import Aggregates
import Foundation
import JournalEngine
import ValueObjects

/// An invitation as stored: primitive, `Codable` fields.
public struct CircleInvitationRecord: Codable, Sendable, Hashable {
  /// The invitation's id.
  public var id: String
  /// The circle's id.
  public var circle: String
  /// The inviting member's user id.
  public var inviter: String
  /// The invited user's id.
  public var invitee: String
  /// When it was sent, in seconds since 1970.
  public var createdAt: Double

  /// Flattens an invitation into a record.
  public init(_ invitation: CircleInvitation) {
    id = invitation.id.value
    circle = invitation.circle.value
    inviter = invitation.inviter.value
    invitee = invitation.invitee.value
    createdAt = invitation.createdAt.timeIntervalSince1970
  }

  /// Rebuilds the invitation through its ids' rules.
  /// - Throws: the first rule the record breaks.
  public func makeInvitation() throws -> CircleInvitation {
    guard createdAt.isFinite else { throw RecordJSON.Unreadable.notAnInstant(createdAt) }
    return CircleInvitation(
      restoring: try CircleInvitationId(id), circle: try CircleId(circle),
      inviter: try UserId(inviter), invitee: try UserId(invitee),
      createdAt: Date(timeIntervalSince1970: createdAt))
  }
}

extension CircleInvitationRecord {
  /// The refusal to store an answered invitation: a record keeps an open one only, so an
  /// answer is refused rather than lost.
  struct AnswerNotKept: Error, CustomStringConvertible {
    var description: String {
      "the circle file store keeps open invitations only; an accepted or void one is refused"
    }
  }

  /// The kind of an invitation's records in the journal.
  static let kind = "invitation"

  /// The journal record that stores this invitation: its id as the key.
  func keyed() throws -> KeyedRecord {
    try KeyedRecord(kind: Self.kind, key: id, fields: try RecordJSON.fields(of: self))
  }

  /// Reads an invitation's journal record back, through its ids' rules.
  static func invitation(from record: KeyedRecord) throws -> CircleInvitation {
    let stored = try RecordJSON.decode(Self.self, from: record)
    guard stored.id == record.key else {
      throw RecordJSON.Unreadable(reason: "its id is not its key")
    }
    return try stored.makeInvitation()
  }
}
