// Chapter 8 — Integrity (IN-4, IN-5, IN-6), added to chapter 7's circle.
// Docs/08-integrity.md
//
// The circle's version, as on `User`: equality leaves it out, and a repository refuses a stale
// copy with a `CircleSaveConflict`. The rule for a withdrawn member (IN-5) is a method of the
// root itself, `removingWithdrawnMember(_:at:)` in `Circle.swift`. Who a save lets in
// (IN-6) is the root's to say too, in `Circle+People.swift`.

import ValueObjects

extension Circle: Equatable {
  /// Whether two snapshots hold the same state; the ``version`` (storage bookkeeping) and
  /// the ``recordedEvents`` (what a copy did, not what it is) are left out, so a circle
  /// read back after a save equals the one saved.
  public static func == (lhs: Circle, rhs: Circle) -> Bool {
    (lhs.id, lhs.name, lhs.owner, lhs.members, lhs.createdAt)
      == (rhs.id, rhs.name, rhs.owner, rhs.members, rhs.createdAt)
  }
}
