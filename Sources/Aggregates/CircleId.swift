// Chapter 7 — Beyond the basics (AD-2). Docs/07-beyond-the-basics.md
//
// Read after `Sources/ValueObjects/Identifier.swift`: a circle's identity follows the same
// safe-character rule as a user's, from the same generic, but with its own tag it is its
// own type — a circle id can never be passed where a user id is meant, and its errors
// say "a circle id …".

import ValueObjects

// region: CircleId
/// The tag that makes an `Identifier` a circle's id.
public enum CircleTag: IdentifierTag {
  /// "circle", as messages say it: "a circle id must not be empty".
  public static var entityName: String { "circle" }
}

/// The identity of a circle: letters, digits, `-` and `_`, at most 64 characters.
public typealias CircleId = Identifier<CircleTag>
// endregion
