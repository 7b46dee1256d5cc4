// Chapter 7 — Beyond the basics (AD-4): what kind of user someone is.
// Docs/07-beyond-the-basics.md
//
// Read after `User.swift`. A user is a normal or a premium user; the book's circles use it
// to decide how many members a circle may have. The type changes only through the user's
// own behaviour, `upgrade()` and `downgrade()`.

/// The kind of account a user has: normal, or premium.
public enum UserType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Every user starts as a normal user.
  case normal
  /// A paying user; enough premium members let a circle grow past its normal limit.
  case premium

  /// The type as a word: "normal" or "premium".
  public var description: String { rawValue }
}
