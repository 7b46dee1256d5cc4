// Tutorial step: every change goes through the root, which keeps the invariants.

/// The identity of a circle.
struct CircleId: Hashable, Sendable {
  /// The text of the id, such as "circle-1".
  let value: String
}

/// A circle of users with an owner: the root of its aggregate.
struct Circle: Identifiable, Sendable {
  /// At most this many members, the owner included.
  static let memberLimit = 30

  /// The circle's identity.
  let id: CircleId
  /// The user who owns the circle, a member too.
  let owner: UserId
  /// The members, the owner first; only the root changes this list.
  private(set) var members: [UserId]

  /// A new circle whose only member is its owner.
  init(id: CircleId, owner: UserId) {
    self.id = id
    self.owner = owner
    members = [owner]
  }

  /// Whether the circle has no room for another member.
  var isFull: Bool { members.count >= Self.memberLimit }

  /// Adds `user` as a member, or throws the invariant the join would break.
  mutating func join(_ user: UserId) throws(CircleError) {
    guard !members.contains(user) else { throw .alreadyMember }
    guard !isFull else { throw .full }
    members.append(user)
  }
}

/// The invariant a change to a circle would break.
enum CircleError: Error, Equatable {
  /// The user is already a member.
  case alreadyMember
  /// The circle has `Circle.memberLimit` members.
  case full
}
