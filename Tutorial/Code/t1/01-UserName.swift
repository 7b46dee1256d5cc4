// Tutorial step: a user name is a type of its own, not a bare String.

/// A user name: the text a person is known by in the workshop's domain.
struct UserName: Equatable, Sendable {
  /// The text of the name.
  let value: String
}
