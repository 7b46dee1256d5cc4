// Exercise 28 — your turn: write `page(of:after:limit:)`. See README.md in this folder.

import Aggregates
import ExerciseSupport
import ValueObjects

/// Pages through circles for a list screen, by cursor.
public enum CirclePager {
  /// The first `limit` rows, sorted by name then id, of the circles after `position`
  /// (from the start when `nil`).
  public static func page(
    of circles: [Circle], after position: CircleListPosition?, limit: Int
  ) -> [CircleListEntry] {
    // TODO: keep the circles after the position, in list order, at most `limit` of them.
    unimplemented("CirclePager.page(of:after:limit:)", placeholder: [])
  }
}
