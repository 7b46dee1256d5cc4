// Exercise 07 — reference solution. Docs/exercises.md

import ValueObjects

/// A profile that keeps its own rule: its name is a `UserName` and changes only through
/// ``rename(to:)``.
///
/// ```swift
/// var profile = RichProfile(id: "profile-1", name: try UserName("김철수"))
/// try profile.rename(to: "박영희")
/// profile.name = try UserName("ab")   // does not compile: the setter is private
/// ```
public struct RichProfile: Sendable, Equatable {
  /// The profile's identity.
  public let id: String
  /// The name shown on the profile; change it with ``rename(to:)``.
  public private(set) var name: UserName

  /// Makes a profile with an already valid name.
  public init(id: String, name: UserName) {
    self.id = id
    self.name = name
  }

  /// Renames the profile to `text`, which must make a valid `UserName`.
  /// - Throws: `UserName.ValidationError` when `text` breaks the user-name rule; the name
  ///   is then left unchanged.
  public mutating func rename(to text: String) throws {
    // The behaviour is back on the entity, and the rule on the value it holds: no copy
    // of "3 to 20" here, no `Bool` to ignore, and no setter that skips the check.
    name = try UserName(text)
  }
}
