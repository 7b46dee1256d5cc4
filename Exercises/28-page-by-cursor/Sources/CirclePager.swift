// Exercise 28 — your turn: write `page(of:before:limit:)`. See README.md or README.ko.md.

import Aggregates
import ExerciseSupport
import ValueObjects

/// Pages back through circles for a list screen, by cursor.
public enum CirclePager {
  /// The last `limit` rows, sorted by name then id, of the circles before `position`: the
  /// page a "previous" button shows, in list order.
  public static func page(
    of circles: [Circle], before position: CircleListPosition, limit: Int
  ) -> [CircleListEntry] {
    // TODO: keep the circles before the position, in list order, the last `limit` of them.
    unimplemented("CirclePager.page(of:before:limit:)", placeholder: [])
  }
}
