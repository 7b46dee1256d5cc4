// Chapter 7 — Beyond the basics (AD-5, AD-6): the circle use cases' inputs and outputs.
// Docs/07-beyond-the-basics.md

import Aggregates
import Foundation

/// Create a circle owned by a user.
public struct CreateCircleCommand: Sendable, Hashable {
  /// The owner's user id.
  public var ownerId: String
  /// The circle's name.
  public var name: String

  /// Makes the command.
  public init(ownerId: String, name: String) {
    self.ownerId = ownerId
    self.name = name
  }
}

/// A user joins a circle.
public struct JoinCircleCommand: Sendable, Hashable {
  /// The circle.
  public var circleId: String
  /// The user joining.
  public var userId: String

  /// Makes the command.
  public init(circleId: String, userId: String) {
    self.circleId = circleId
    self.userId = userId
  }
}

/// A member leaves a circle.
public struct LeaveCircleCommand: Sendable, Hashable {
  /// The circle.
  public var circleId: String
  /// The member leaving.
  public var userId: String

  /// Makes the command.
  public init(circleId: String, userId: String) {
    self.circleId = circleId
    self.userId = userId
  }
}

/// Look up one circle by id: a query, which changes nothing.
public struct GetCircleQuery: Sendable, Hashable {
  /// The circle's id.
  public var circleId: String

  /// Makes the query.
  public init(circleId: String) {
    self.circleId = circleId
  }
}

/// End a circle.
public struct DeleteCircleCommand: Sendable, Hashable {
  /// The circle's id.
  public var circleId: String
  /// The version the caller last saw (``CircleData/version``), or `nil` to delete whatever
  /// is stored; a circle changed since is refused as changed elsewhere.
  public var expectedVersion: Int?

  /// Makes the command.
  public init(circleId: String, expectedVersion: Int? = nil) {
    self.circleId = circleId
    self.expectedVersion = expectedVersion
  }
}

/// Give a circle a new name.
public struct RenameCircleCommand: Sendable, Hashable {
  /// The circle.
  public var circleId: String
  /// The new name.
  public var name: String
  /// The version the caller last saw (``CircleData/version``), or `nil` to rename whatever
  /// is stored; a circle changed since is refused as changed elsewhere.
  public var expectedVersion: Int?

  /// Makes the command.
  public init(circleId: String, name: String, expectedVersion: Int? = nil) {
    self.circleId = circleId
    self.name = name
    self.expectedVersion = expectedVersion
  }
}

/// A member invites a user to a circle.
public struct InviteToCircleCommand: Sendable, Hashable {
  /// The circle.
  public var circleId: String
  /// The member who invites.
  public var inviterId: String
  /// The user invited.
  public var inviteeId: String

  /// Makes the command.
  public init(circleId: String, inviterId: String, inviteeId: String) {
    self.circleId = circleId
    self.inviterId = inviterId
    self.inviteeId = inviteeId
  }
}

/// The invitee accepts an invitation.
public struct AcceptInvitationCommand: Sendable, Hashable {
  /// The invitation.
  public var invitationId: String

  /// Makes the command.
  public init(invitationId: String) {
    self.invitationId = invitationId
  }
}

/// The invitee declines an invitation.
public struct DeclineInvitationCommand: Sendable, Hashable {
  /// The invitation.
  public var invitationId: String

  /// Makes the command.
  public init(invitationId: String) {
    self.invitationId = invitationId
  }
}

/// A circle as the application hands it out: plain data.
public struct CircleData: Sendable, Hashable {
  /// The circle's id.
  public var id: String
  /// The circle's name.
  public var name: String
  /// The owner's user id.
  public var ownerId: String
  /// The members' user ids, the owner first.
  public var memberIds: [String]
  /// When the circle was created.
  public var createdAt: Date
  /// The version this snapshot was read at.
  ///
  /// Hand it back in a command's `expectedVersion` so a change made from a stale screen is
  /// refused. Like `Circle`'s, it is left out of `==`.
  public var version: Int

  /// Makes a snapshot of a circle.
  init(_ circle: Circle) {
    id = circle.id.value
    name = circle.name.value
    ownerId = circle.owner.value
    memberIds = circle.members.map(\.value)
    createdAt = circle.createdAt
    version = circle.version
  }

  /// Whether two snapshots show the same circle, whatever versions they were read at.
  public static func == (lhs: CircleData, rhs: CircleData) -> Bool {
    (lhs.id, lhs.name, lhs.ownerId, lhs.memberIds, lhs.createdAt)
      == (rhs.id, rhs.name, rhs.ownerId, rhs.memberIds, rhs.createdAt)
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(name)
    hasher.combine(ownerId)
    hasher.combine(memberIds)
    hasher.combine(createdAt)
  }
}

/// An invitation as the application hands it out: plain data.
public struct CircleInvitationData: Sendable, Hashable {
  /// The invitation's id.
  public var id: String
  /// The circle's id.
  public var circleId: String
  /// The inviting member's user id.
  public var inviterId: String
  /// The invited user's id.
  public var inviteeId: String
  /// When it was sent.
  public var createdAt: Date

  /// Makes a snapshot of an invitation.
  init(_ invitation: CircleInvitation) {
    id = invitation.id.value
    circleId = invitation.circle.value
    inviterId = invitation.inviter.value
    inviteeId = invitation.invitee.value
    createdAt = invitation.createdAt
  }
}
