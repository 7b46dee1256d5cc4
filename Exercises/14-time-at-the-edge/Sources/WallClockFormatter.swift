// Exercise 14 — your turn: write `string(from:)`. See README.md in this folder.

import ExerciseSupport
import Foundation

/// Writes an instant as the wall-clock time a reader in one time zone sees, with that clock's
/// offset from UTC: `2023-11-15 07:13 +09:00`.
///
/// The instant is never changed: the same `Date` gives different text in Seoul and in
/// London, because the time zone is applied when the text is made. The offset makes the
/// text name one instant, even in the hour a clock going back shows twice.
public struct WallClockFormatter: Sendable {
  /// The time zone the reader lives in.
  public let timeZone: TimeZone

  /// Makes a formatter for readers in `timeZone`.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  /// The instant as `yyyy-MM-dd HH:mm ±hh:mm`: a clock in ``timeZone``, and how far that
  /// clock is from UTC at this instant.
  public func string(from instant: Date) -> String {
    // TODO: split the instant into its parts in `timeZone`, then write them zero-padded,
    // followed by the zone's offset from UTC at this instant.
    unimplemented("WallClockFormatter.string(from:)", placeholder: "")
  }
}
