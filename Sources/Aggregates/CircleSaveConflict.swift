// Chapter 8 — Integrity (IN-2, IN-4), added to chapter 7's circle repository.
// Docs/08-integrity.md
//
// Read first: the cases, the circle's twin of the users' conflict. A repository refuses a write
// that would break a rule only it can check atomically: a name another circle holds (the
// check and the write are one step, or two creations both pass the check), a copy of a
// circle read before someone else saved it (writing it would silently undo their change),
// and (IN-6) a member or owner the circle gains who is no longer a user. Every circle repository
// throws this same error itself, so the application reports it the same way.

import ValueObjects

// region: CircleSaveConflict
/// Why a circle repository refused to save or delete a circle.
///
/// The write would break a rule the repository guards atomically; nothing was written.
public enum CircleSaveConflict: Error, Sendable, Hashable, CustomStringConvertible {
  /// Another circle holds this name.
  case nameTaken(CircleName)
  /// The copy was read at `saved`, but the repository holds version `stored`: someone else saved
  /// the circle meanwhile (or deleted it, `stored` 0).
  case staleVersion(id: CircleId, saved: Int, stored: Int)
  /// A member or owner the circle would gain is not a user (withdrawn, or never one).
  case notAUser(UserId)
}
// endregion

extension CircleSaveConflict {
  /// A sentence saying what was refused and what to do.
  public var description: String {
    switch self {
    case .nameTaken(let name):
      return "another circle already has the name \(TextRules.quoted(name.value))"
    case .staleVersion(let id, let saved, let stored):
      return "circle \(id.value) was changed elsewhere (this copy is version \(saved), the "
        + "store holds version \(stored)); reload it and try again"
    case .notAUser(let id): return "\(id.value) is not a user (withdrawn, or never one)"
    }
  }
}

extension CircleSaveConflict {
  // region: find
  /// The conflict writing `circle` would cause, given the copy the repository holds (`nil` when
  /// none), the circle holding its name (`nil` when none) and who is a user now; `nil` when
  /// none.
  ///
  /// Stores call this inside the step that writes, so the check and the write are one. The
  /// duplicate rule is ``CircleService/isDuplicate(_:heldBy:)``, written once; the version
  /// rule: only a copy of the version the repository holds may replace it; and everyone the
  /// circle gains, ``Circle/people(gainedSince:)``, must be a user.
  public static func find(
    saving circle: Circle, stored: Circle?, nameHolder: CircleId?, isUser: (UserId) -> Bool
  ) -> CircleSaveConflict? {
    let storedVersion = stored?.version ?? 0
    if circle.version != storedVersion {
      return .staleVersion(id: circle.id, saved: circle.version, stored: storedVersion)
    }
    if CircleService.isDuplicate(circle, heldBy: nameHolder) { return .nameTaken(circle.name) }
    return circle.people(gainedSince: stored).first { !isUser($0) }.map { .notAUser($0) }
  }
  // endregion

  /// The conflict deleting `circle` would cause, given the version the repository holds (0 when
  /// the circle is gone); `nil` when the copy is the stored one, or the circle is gone
  /// already.
  public static func find(deleting circle: Circle, storedVersion: Int) -> CircleSaveConflict? {
    guard storedVersion != 0, storedVersion != circle.version else { return nil }
    return .staleVersion(id: circle.id, saved: circle.version, stored: storedVersion)
  }
}
