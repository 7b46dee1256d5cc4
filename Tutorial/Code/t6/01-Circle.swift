// Tutorial step: a circle is an aggregate; its root holds the members.

/// The identity of a circle.
struct CircleId: Hashable, Sendable {
  /// The text of the id, such as "circle-1".
  let value: String
}

/// A circle of users with an owner: the root of its aggregate.
struct Circle: Identifiable, Sendable {
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
}
