// Exercise 14 — your turn: write `string(from:now:)`. See README.md or README.ko.md.

import ExerciseSupport
import Foundation

/// Says how long ago an instant was in the days a reader in one time zone counts:
/// `today`, `yesterday`, `3 days ago`.
///
/// The instants are never changed. A day ends at midnight on the reader's clock, so the same
/// two instants can be `today` in Seoul and `yesterday` in London: the time zone is applied
/// when the text is made.
public struct DaysAgoFormatter: Sendable {
  /// The time zone the reader lives in.
  public let timeZone: TimeZone
  /// The calendar days are counted on: Gregorian, whatever the machine's settings.
  ///
  /// Its time zone is the machine's until it is given another.
  private let gregorian = Calendar(identifier: .gregorian)

  /// Makes a formatter for readers in `timeZone`.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  /// How many midnights a clock in ``timeZone`` passes from `instant` to `now`, as text:
  /// `today` for none (or when `instant` is later than `now`), `yesterday` for one, and
  /// `N days ago` for more.
  public func string(from instant: Date, now: Date) -> String {
    // TODO: count the midnights between the two instants on a calendar in `timeZone`, then
    // say it in words.
    unimplemented("DaysAgoFormatter.string(from:now:)", placeholder: "")
  }
}
