// Exercise 14: Say how many days ago, on the reader's clock — the rules your code must keep.

import ExerciseSupport
import Foundation
import Testing

#if ReferenceSolutions
  import Exercise14Solution
#else
  import Exercise14
#endif

#if ReferenceSolutions
  private let code = CodeUnderTest(testFile: #filePath, isSolution: true)
#else
  private let code = CodeUnderTest(testFile: #filePath, isSolution: false)
#endif

/// 2023-11-14 22:13:20 UTC: the instant a user registered.
private let registeredAt = Date(timeIntervalSince1970: 1_700_000_000)

private func zone(_ identifier: String) throws -> TimeZone {
  try #require(TimeZone(identifier: identifier))
}

/// The instant `seconds` after 1970.
private func at(_ seconds: Double) -> Date {
  Date(timeIntervalSince1970: seconds)
}

@Suite("Exercise 14: Say how many days ago, on the reader's clock")
struct Exercise14Tests {
  @Test("at one moment, one registration was today in Seoul and yesterday in London")
  func oneMomentTwoClocks() throws {
    let now = at(1_700_017_200)  // 2023-11-15 03:00 UTC: 12:00 in Seoul, 03:00 in London

    // Seoul: registered 2023-11-15 07:13, now 12:00 the same day.
    #expect(
      DaysAgoFormatter(timeZone: try zone("Asia/Seoul")).string(from: registeredAt, now: now)
        == "today")
    // London: registered 2023-11-14 22:13, now 03:00 the next day.
    #expect(
      DaysAgoFormatter(timeZone: try zone("Europe/London")).string(from: registeredAt, now: now)
        == "yesterday")
  }

  @Test(
    "days end at midnight, not after 24 hours: 23:59 to 00:01 is yesterday, 00:30 to 23:30 today")
  func midnightsNotSpans() throws {
    let utc = DaysAgoFormatter(timeZone: try zone("UTC"))

    // 2023-11-14 23:59 and two minutes later, 2023-11-15 00:01
    #expect(utc.string(from: at(1_700_006_340), now: at(1_700_006_460)) == "yesterday")
    // 2023-11-15 00:30 and 23 hours later, 23:30 the same day
    #expect(utc.string(from: at(1_700_008_200), now: at(1_700_091_000)) == "today")
  }

  @Test("more than one midnight reads as a number of days: 3 days ago")
  func severalDays() throws {
    let seoul = DaysAgoFormatter(timeZone: try zone("Asia/Seoul"))
    let threeDaysLater = registeredAt.addingTimeInterval(3 * 86_400)

    #expect(seoul.string(from: registeredAt, now: threeDaysLater) == "3 days ago")
    #expect(seoul.string(from: registeredAt, now: registeredAt) == "today")
  }

  @Test("the day the clocks go back has 25 hours and is still one day")
  func theLongDay() throws {
    let london = DaysAgoFormatter(timeZone: try zone("Europe/London"))
    let start = at(1_698_447_600)  // 2023-10-28 00:00 in London (23:00 UTC the day before)
    let end = at(1_698_623_940)  // 2023-10-29 23:59 in London (GMT), 48 h 59 min later

    #expect(london.string(from: start, now: end) == "yesterday")
  }

  @Test("the instants are never changed: after Seoul's text, the registration is still 22:13 UTC")
  func instantsUnchanged() throws {
    let instant = registeredAt

    _ = DaysAgoFormatter(timeZone: try zone("Asia/Seoul")).string(
      from: instant, now: at(1_700_017_200))

    #expect(instant.timeIntervalSince1970 == 1_700_000_000)
  }

  @Test("the text does not depend on the machine: no current calendar or time zone")
  func nothingFromTheMachine() throws {
    // Calendar.current on a phone set to the Buddhist calendar counts from another year.
    let machine = try code.lines(matching: #"\.current\b|autoupdatingCurrent"#)
    #expect(
      machine.isEmpty,
      """
      the formatter reads the machine's settings; count on the fixed Gregorian calendar, in \
      the reader's time zone: \(machine.joined(separator: "; "))
      """)
  }
}
