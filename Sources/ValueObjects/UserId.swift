// Chapter 1 — Value objects (VO-9, VO-12). Docs/01-value-objects.md
//
// Read after `Identifier.swift`: a user's id is the generic identifier tagged "user".
// `UserId` and `UserName` both wrap a `String`, yet they are distinct types, so passing a
// name where an id is expected does not compile — and neither does passing a circle's id.

// region: UserId
/// The tag that makes an ``Identifier`` a user's id.
public enum UserTag: IdentifierTag {
  /// "user", as messages say it: "a user id must not be empty".
  public static var entityName: String { "user" }
}

/// The identity of a user: a short, non-empty token of letters, digits, `-` and `_`.
///
/// ```swift
/// let id = try UserId("user-1")
/// try UserId("../etc")   // throws UserId.ValidationError.disallowedCharacter
/// ```
public typealias UserId = Identifier<UserTag>
// endregion
