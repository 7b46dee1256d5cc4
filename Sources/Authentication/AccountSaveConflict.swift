// Chapter 10 — Boundaries (BC-1): the rule an account repository keeps at commit.
// Docs/10-boundaries.md
//
// Read first: the one case. Two first sign-ins of one person can race: both find no
// account, both open one. The repository refuses the second in the same step as the write, so
// a person has one account per provider identity, and the loser signs in to the winner's.

// region: AccountSaveConflict
/// A repository's refusal of an account that would break the one-account-per-identity rule.
public enum AccountSaveConflict: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another account already holds this provider identity; nothing was saved.
  case identityTaken(ProviderIdentity)

  /// A sentence saying what was refused.
  public var description: String {
    switch self {
    case .identityTaken(let identity):
      "another account already belongs to \(identity); nothing was saved"
    }
  }
}
// endregion
