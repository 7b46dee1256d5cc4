// Chapter 7 — Beyond the basics: the circle use cases' inputs and output.
// Docs/07-beyond-the-basics.md

import Aggregates
import Foundation

/// Create a circle owned by a user.
public struct CircleCreateCommand: Sendable, Hashable {
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

/// A user joins or leaves a circle.
public struct CircleMembershipCommand: Sendable, Hashable {
  /// The circle.
  public var circleId: String
  /// The user joining or leaving.
  public var userId: String

  /// Makes the command.
  public init(circleId: String, userId: String) {
    self.circleId = circleId
    self.userId = userId
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

  /// Makes a snapshot of a circle.
  init(_ circle: Circle) {
    id = circle.id.value
    name = circle.name.value
    ownerId = circle.owner.value
    memberIds = circle.members.map(\.value)
    createdAt = circle.createdAt
  }
}

/// Why a circle use case did not happen.
public enum CircleApplicationError: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another circle has this name.
  case duplicateName(String)
  /// No circle has this id.
  case circleNotFound(id: String)
  /// No user has this id.
  case userNotFound(id: String)
  /// The circle has no room.
  case full(limit: Int)
  /// A membership rule of the circle was broken.
  case membership(String)
  /// Input broke a rule of the domain.
  case invalid(String)
  /// The datastore failed; nothing was written.
  case storageFailure(String)

  /// A sentence saying what went wrong.
  public var description: String {
    switch self {
    case .duplicateName(let name):
      return "a circle named \"\(name)\" already exists; choose another name"
    case .circleNotFound(let id): return "no circle has the id \"\(id)\""
    case .userNotFound(let id): return "no user has the id \"\(id)\""
    case .full(let limit): return "the circle is full: at most \(limit) members, its owner included"
    case .membership(let reason), .invalid(let reason): return reason
    case .storageFailure(let message): return "the circles could not be stored or read: \(message)"
    }
  }
}
