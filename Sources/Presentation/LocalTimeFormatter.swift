// Chapter 5 — Application services (AS-7): time at the edge. Docs/05-application-services.md
//
// Read first: what this does *not* do. A `Date` is an instant, the same everywhere on
// Earth; "07:13 in Seoul" and "22:13 the evening before in London" are two ways to write it. Shifting the
// Date by `secondsFromGMT` (as the source articles do) makes a different instant that
// only looks right when printed in UTC. The instant stays as it is; the time zone is
// applied when the text is made, here, at the edge.

import Foundation

/// Writes an instant as a wall-clock time in one time zone: `2023-11-15 07:13 GMT+9`.
public struct LocalTimeFormatter: Sendable {
  /// The time zone the reader lives in.
  public let timeZone: TimeZone

  /// Makes a formatter for readers in `timeZone`.
  public init(timeZone: TimeZone) {
    self.timeZone = timeZone
  }

  // region: string
  /// The instant as year-month-day hour:minute in the time zone, with its abbreviation.
  public func string(from instant: Date) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
    let zone = timeZone.abbreviation(for: instant) ?? timeZone.identifier
    return String(
      format: "%04d-%02d-%02d %02d:%02d %@", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0, zone)
  }
  // endregion
}
