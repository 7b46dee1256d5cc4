// Tutorial step: two users are the same user when their ids are equal, whatever their names.

/// A person registered in the domain: an entity, identified by its `id`.
struct User: Identifiable, Equatable, Sendable {
  /// The user's identity, fixed when the user is made.
  let id: UserId
  /// The user's name; only `changeName(to:)` changes it.
  private(set) var name: UserName

  /// Makes a user from its identity and its name.
  init(id: UserId, name: UserName) {
    self.id = id
    self.name = name
  }

  /// Gives the user a new name; the identity stays the same.
  mutating func changeName(to newName: UserName) {
    name = newName
  }

  /// Whether `other` is the same user, perhaps in another state: identity, not equality.
  func hasSameIdentity(as other: User) -> Bool {
    id == other.id
  }
}
