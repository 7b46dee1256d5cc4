// Tutorial step: an entity's identity is a value of its own type.

/// The identity of a user: never changes, never reused.
struct UserId: Hashable, Sendable {
  /// The text of the id, such as "user-1".
  let value: String
}
