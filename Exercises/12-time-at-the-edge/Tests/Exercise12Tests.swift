// Exercise 12: Format an instant for a time zone — the rules your code must keep.

import ExerciseSupport
import Foundation
import Testing

#if ReferenceSolutions
  import Exercise12Solution
#else
  import Exercise12
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

@Suite("Exercise 12: Format an instant for a time zone")
struct Exercise12Tests {
  @Test(
    "one instant reads as 07:13 the next morning in Seoul and 22:13 the evening before in London")
  func oneInstantTwoClocks() throws {
    let seoul = WallClockFormatter(timeZone: try zone("Asia/Seoul"))
    let london = WallClockFormatter(timeZone: try zone("Europe/London"))

    #expect(seoul.string(from: registeredAt) == "2023-11-15 07:13")
    #expect(london.string(from: registeredAt) == "2023-11-14 22:13")
  }

  @Test("the time zone knows its summer time: in July, London is an hour ahead of UTC")
  func summerTime() throws {
    let july = Date(timeIntervalSince1970: 1_690_000_000)  // 2023-07-22 04:26:40 UTC

    #expect(WallClockFormatter(timeZone: try zone("UTC")).string(from: july) == "2023-07-22 04:26")
    #expect(
      WallClockFormatter(timeZone: try zone("Europe/London")).string(from: july)
        == "2023-07-22 05:26")
  }

  @Test("formatting never changes the instant: after Seoul's text, it still reads 22:13 in UTC")
  func instantUnchanged() throws {
    let instant = registeredAt

    _ = WallClockFormatter(timeZone: try zone("Asia/Seoul")).string(from: instant)

    #expect(instant.timeIntervalSince1970 == 1_700_000_000)
    #expect(
      WallClockFormatter(timeZone: try zone("UTC")).string(from: instant) == "2023-11-14 22:13")
  }

  @Test("shifting the Date by secondsFromGMT is a trap: Seoul would read 16:13, nine hours late")
  func secondsFromGMTIsATrap() throws {
    let seoulZone = try zone("Asia/Seoul")
    let seoul = WallClockFormatter(timeZone: seoulZone)

    // The trap from the source articles: "convert to local time" by moving the Date.
    let shifted = registeredAt.addingTimeInterval(
      TimeInterval(seoulZone.secondsFromGMT(for: registeredAt)))

    #expect(shifted != registeredAt)
    #expect(seoul.string(from: shifted) == "2023-11-15 16:13")
    #expect(seoul.string(from: registeredAt) == "2023-11-15 07:13")
  }

  @Test("the text does not depend on the machine: no current calendar, locale or time zone")
  func nothingFromTheMachine() throws {
    // Calendar.current on a phone set to the Buddhist calendar reads 2566, not 2023.
    #expect(try code.lines(matching: #"\.current\b|autoupdatingCurrent"#) == [])
    // A DateFormatter follows the machine's locale and calendar unless it is given its own.
    if try !code.lines(matching: "DateFormatter").isEmpty {
      #expect(try code.lines(matching: #"\.locale\s*="#) != [])
      #expect(try code.lines(matching: #"\.calendar\s*="#) != [])
    }
  }
}
