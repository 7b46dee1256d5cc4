// Chapter 8 — Integrity (IN-4, IN-5), added to chapter 7's circle. Docs/08-integrity.md
//
// The circle's version, as on `User`: equality leaves it out, and a store refuses a stale
// copy with a `VersionConflict`. The rule for a withdrawn member (IN-5) is a method of the
// root itself, `removingWithdrawnMember(_:)` in `Circle.swift`.

import ValueObjects

extension Circle: Equatable {
  /// Whether two snapshots hold the same state; the ``version`` (storage bookkeeping) is
  /// left out, so a circle read back after a save equals the one saved.
  public static func == (lhs: Circle, rhs: Circle) -> Bool {
    (lhs.id, lhs.name, lhs.owner, lhs.members, lhs.createdAt)
      == (rhs.id, rhs.name, rhs.owner, rhs.members, rhs.createdAt)
  }
}

extension Circle {
  // region: VersionConflict
  /// A store refused to save a stale copy of a circle: someone saved it since it was read.
  public struct VersionConflict: Error, Sendable, Hashable, CustomStringConvertible {
    /// The circle's id.
    public let id: CircleId
    /// The version of the copy that was to be saved.
    public let saved: Int
    /// The version the store holds (0 when the circle is gone).
    public let stored: Int

    /// Makes the conflict of saving a copy at `saved` over the store's `stored`.
    public init(id: CircleId, saved: Int, stored: Int) {
      self.id = id
      self.saved = saved
      self.stored = stored
    }

    /// A sentence saying what was refused and what to do.
    public var description: String {
      "circle \(id.value) was changed elsewhere (this copy is version \(saved), the store "
        + "holds version \(stored)); reload it and try again"
    }

    /// The conflict behind `error`: thrown as it is, or carried inside a store's own error.
    public init?(_ error: any Error) {
      if let conflict = error as? VersionConflict {
        self = conflict
      } else if let carried = (error as? any ReportsCircleVersionConflict)?.versionConflict {
        self = carried
      } else {
        return nil
      }
    }
  }
  // endregion
}

/// A circle store's own error that can carry a ``Circle/VersionConflict``.
public protocol ReportsCircleVersionConflict: Error {
  /// The conflict this error reports, or `nil` when it is another failure.
  var versionConflict: Circle.VersionConflict? { get }
}
