// Chapter 3 — Domain services (DS-3): a counter-example. Docs/03-domain-services.md
//
// The "service" that took the entity's behaviour. Its guard is real, but optional: any
// caller holding an `AnemicUser` can skip it and assign the name directly.

// region: AnemicUserNameChanger
/// The service that holds what should be ``AnemicUser``'s own behaviour: a
/// counter-example to `User.changeName(to:at:)`.
public struct AnemicUserNameChanger: Sendable {
  /// Makes the changer; it has no state.
  public init() {}

  /// Changes the name if it has 3 to 20 characters, and says whether it did: a rule
  /// nothing forces anyone to use, and a `Bool` that says nothing of which rule failed.
  public func changeName(of user: inout AnemicUser, to name: String) -> Bool {
    guard (3...20).contains(name.count) else { return false }
    user.name = name
    return true
  }
}
// endregion
