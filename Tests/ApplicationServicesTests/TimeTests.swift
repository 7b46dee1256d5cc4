// Chapter 5 — Application services: AS-7, time, formatted at the edge by the Presentation
// module. Docs/05-application-services.md

import ApplicationServices
import Foundation
import Presentation
import Testing

@Suite("An instant is formatted for a time zone at the edge, never shifted (AS-7)")
struct TimeTests {
  private let instant = Date(timeIntervalSince1970: 1_700_000_000)  // 2023-11-14 22:13:20 UTC
  private let seoul = TimeZone(identifier: "Asia/Seoul") ?? .gmt
  private let london = TimeZone(identifier: "Europe/London") ?? .gmt

  @Test("the same instant reads as different wall-clock times in Seoul and in London")
  func oneInstantManyClocks() {
    #expect(LocalTimeFormatter(timeZone: seoul).string(from: instant) == "2023-11-15 07:13 GMT+9")
    #expect(LocalTimeFormatter(timeZone: london).string(from: instant) == "2023-11-14 22:13 GMT")
  }

  @Test(
    "shifting a Date by secondsFromGMT makes a different instant that is wrong in every zone but UTC"
  )
  func secondsFromGMTShiftIsATrap() {
    let shifted = instant.addingTimeInterval(TimeInterval(seoul.secondsFromGMT(for: instant)))

    #expect(shifted != instant)  // it is no longer the moment the user registered
    let utc = TimeZone(identifier: "UTC") ?? .gmt
    // It only *looks* right when printed in UTC…
    #expect(LocalTimeFormatter(timeZone: utc).string(from: shifted).hasPrefix("2023-11-15 07:13"))
    // …and a Seoul reader now sees the time nine hours late.
    #expect(LocalTimeFormatter(timeZone: seoul).string(from: shifted).hasPrefix("2023-11-15 16:13"))
  }

  @Test("the application hands out the instant unchanged; no time zone is applied before the edge")
  func applicationKeepsTheInstant() {
    let data = UserData(id: "user-1", name: "김철수", statusMessage: "", createdAt: instant)
    #expect(data.createdAt.timeIntervalSince1970 == 1_700_000_000)
  }
}
