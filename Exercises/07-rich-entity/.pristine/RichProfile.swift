// Exercise 07 — your turn: write `rename(to:)` so the entity keeps its own rule.
// See README.md in this folder.

import ExerciseSupport
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
    // TODO: keep the rule here, in the entity, by going through `UserName`.
    throw NotImplemented("RichProfile.rename(to:)")
  }
}
