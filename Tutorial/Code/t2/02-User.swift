// Tutorial step: a user is an entity, identified by its id, changed only through behaviour.

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
}
