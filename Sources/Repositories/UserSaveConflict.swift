// Chapter 8 — Integrity (IN-2, IN-4), added to chapter 4's port. Docs/08-integrity.md
//
// Read first: the two first cases. A repository refuses a save that would break a rule only it can
// check atomically: a name another user holds (the duplicate check and the save must be
// one step, or two registrations both pass the check), and a copy of a user read before
// someone else saved it (saving it would silently undo their change). Every repository throws
// this same error, itself, so the application reports it the same way whichever repository it
// uses.

import DomainServices
import Entities
import ValueObjects

// region: UserSaveConflict
/// Why a repository refused to save or delete a user: the write would break a rule it guards.
public enum UserSaveConflict: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another user holds this name; nothing was saved.
  case nameTaken(UserName)
  /// The copy was read at `saved`, but the repository holds version `stored`: someone else saved
  /// the user meanwhile (or it was withdrawn, `stored` 0). Nothing was saved.
  case staleVersion(id: UserId, saved: Int, stored: Int)
  /// A live user given to `delete`: only a withdrawn user ends. Nothing was deleted.
  case notWithdrawn(id: UserId)
  /// A withdrawn user given to `save`: its end is `delete`. Nothing was saved.
  case withdrawn(id: UserId)

  /// A sentence saying what was refused and why.
  public var description: String {
    switch self {
    case .nameTaken(let name):
      return "another user already has the name \(TextRules.quoted(name.value))"
    case .staleVersion(let id, let saved, let stored):
      return "user \(id.value) was changed elsewhere (this copy is version \(saved), the "
        + "store holds version \(stored)); reload it and try again"
    case .notWithdrawn(let id):
      return "user \(id.value): a live user cannot be deleted; only a withdrawn one ends"
    case .withdrawn(let id):
      return "user \(id.value): a withdrawn user is deleted, never saved back"
    }
  }
}
// endregion

// region: find
extension UserSaveConflict {
  /// The conflict saving `user` would cause, given the version the repository holds for its id
  /// (0 when none) and the user holding its name (`nil` when nobody does); `nil` when none.
  ///
  /// The duplicate rule is not repeated here: it is `UserService.isDuplicate(_:holder:)`,
  /// the domain service's own. The version rule is this chapter's: only a copy of the
  /// version the repository holds may replace it.
  public static func find(
    saving user: User, storedVersion: Int, nameHolder: User?
  ) -> UserSaveConflict? {
    if user.withdrawnAt != nil { return .withdrawn(id: user.id) }
    if user.version != storedVersion {
      return .staleVersion(id: user.id, saved: user.version, stored: storedVersion)
    }
    if UserService.isDuplicate(user, holder: nameHolder) { return .nameTaken(user.name) }
    return nil
  }
}
// endregion
