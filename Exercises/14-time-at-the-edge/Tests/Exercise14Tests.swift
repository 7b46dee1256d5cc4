// Exercise 14: Format an instant for a time zone — the rules your code must keep.

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

@Suite("Exercise 14: Format an instant for a time zone")
struct Exercise14Tests {
  @Test(
    "one instant reads as 07:13 +09:00 the next morning in Seoul and 22:13 +00:00 the evening before in London"
  )
  func oneInstantTwoClocks() throws {
    let seoul = WallClockFormatter(timeZone: try zone("Asia/Seoul"))
    let london = WallClockFormatter(timeZone: try zone("Europe/London"))

    #expect(seoul.string(from: registeredAt) == "2023-11-15 07:13 +09:00")
    #expect(london.string(from: registeredAt) == "2023-11-14 22:13 +00:00")
  }

  @Test("the time zone knows its summer time: in July, London is an hour ahead of UTC")
  func summerTime() throws {
    let july = Date(timeIntervalSince1970: 1_690_000_000)  // 2023-07-22 04:26:40 UTC

    #expect(
      WallClockFormatter(timeZone: try zone("UTC")).string(from: july) == "2023-07-22 04:26 +00:00")
    #expect(
      WallClockFormatter(timeZone: try zone("Europe/London")).string(from: july)
        == "2023-07-22 05:26 +01:00")
  }

  @Test(
    "when London's clocks go back, 01:30 happens twice: the offset tells the two instants apart")
  func theHourThatHappensTwice() throws {
    let london = WallClockFormatter(timeZone: try zone("Europe/London"))
    let first = Date(timeIntervalSince1970: 1_698_539_400)  // 2023-10-29 00:30 UTC, summer time
    let second = Date(timeIntervalSince1970: 1_698_543_000)  // an hour later, winter time

    #expect(london.string(from: first) == "2023-10-29 01:30 +01:00")
    #expect(london.string(from: second) == "2023-10-29 01:30 +00:00")
  }

  @Test(
    "an offset is written with its sign, hours and minutes: -03:30 in St. John's, +05:30 in Kolkata"
  )
  func offsetsBehindAndInHalfHours() throws {
    #expect(
      WallClockFormatter(timeZone: try zone("America/St_Johns")).string(from: registeredAt)
        == "2023-11-14 18:43 -03:30")
    #expect(
      WallClockFormatter(timeZone: try zone("Asia/Kolkata")).string(from: registeredAt)
        == "2023-11-15 03:43 +05:30")
  }

  @Test("formatting never changes the instant: after Seoul's text, it still reads 22:13 in UTC")
  func instantUnchanged() throws {
    let instant = registeredAt

    _ = WallClockFormatter(timeZone: try zone("Asia/Seoul")).string(from: instant)

    #expect(instant.timeIntervalSince1970 == 1_700_000_000)
    #expect(
      WallClockFormatter(timeZone: try zone("UTC")).string(from: instant)
        == "2023-11-14 22:13 +00:00")
  }

  @Test("shifting the Date by secondsFromGMT is a trap: Seoul would read 16:13, nine hours late")
  func secondsFromGMTIsATrap() throws {
    let seoulZone = try zone("Asia/Seoul")
    let seoul = WallClockFormatter(timeZone: seoulZone)

    // The trap from the source articles: "convert to local time" by moving the Date.
    let shifted = registeredAt.addingTimeInterval(
      TimeInterval(seoulZone.secondsFromGMT(for: registeredAt)))

    #expect(shifted != registeredAt)
    #expect(seoul.string(from: shifted) == "2023-11-15 16:13 +09:00")
    #expect(seoul.string(from: registeredAt) == "2023-11-15 07:13 +09:00")
  }

  @Test("the text does not depend on the machine: no current calendar, locale or time zone")
  func nothingFromTheMachine() throws {
    // Calendar.current on a phone set to the Buddhist calendar reads 2566, not 2023.
    let machine = try code.lines(matching: #"\.current\b|autoupdatingCurrent"#)
    #expect(
      machine.isEmpty,
      """
      the formatter reads the machine's settings; give it a fixed calendar (and a \
      formatter a fixed locale): \(machine.joined(separator: "; "))
      """)
    // A DateFormatter follows the machine's locale and calendar unless it is given its own.
    if try !code.lines(matching: "DateFormatter").isEmpty {
      #expect(
        try code.lines(matching: #"\.locale\s*="#) != [],
        "a DateFormatter follows the machine's locale unless it is given one")
      #expect(
        try code.lines(matching: #"\.calendar\s*="#) != [],
        "a DateFormatter follows the machine's calendar unless it is given one")
    }
  }
}
