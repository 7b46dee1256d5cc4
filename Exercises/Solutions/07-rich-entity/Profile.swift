// Exercise 07 — the "before", the same in the reference solution. Docs/exercises.md

/// A profile reduced to a bag of data: every property can be set from anywhere.
///
/// This is the anemic domain model, kept to compare with ``RichProfile``.
public struct Profile: Sendable, Equatable {
  /// The profile's identity.
  public var id: String
  /// The name shown on the profile; nothing stops anyone from setting any text.
  public var name: String

  /// Makes a profile; nothing is checked.
  public init(id: String, name: String) {
    self.id = id
    self.name = name
  }
}

/// The "service" that now holds the profile's behaviour, and the rule's only guard.
public struct ProfileNameChanger: Sendable {
  /// Makes the changer.
  public init() {}

  /// Changes the name if it has 3 to 20 characters, and answers whether it did.
  ///
  /// The rule is kept only by callers who remember to come here; `profile.name = "ab"`
  /// compiles just as well.
  public func changeName(of profile: inout Profile, to name: String) -> Bool {
    guard (3...20).contains(name.count) else { return false }
    profile.name = name
    return true
  }
}
