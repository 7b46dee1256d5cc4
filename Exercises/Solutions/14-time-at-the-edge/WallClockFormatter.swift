// Exercise 14 — reference solution. Docs/exercises.md

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
    // A fixed calendar, not `Calendar.current`: a reader whose phone is set to the
    // Buddhist or Japanese calendar would otherwise get another year. The time zone is
    // given to the calendar, which applies it, summer time included, for this instant.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
    // The zone's offset at this instant, not today's: summer time is part of the answer.
    let offset = timeZone.secondsFromGMT(for: instant)
    let clock = String(
      format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0,
      parts.hour ?? 0, parts.minute ?? 0)
    let distance = String(format: "%02d:%02d", abs(offset) / 3_600, abs(offset) % 3_600 / 60)
    return clock + (offset < 0 ? " -" : " +") + distance
  }
}
