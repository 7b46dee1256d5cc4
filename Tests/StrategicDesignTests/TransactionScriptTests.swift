// Chapter 11 — Strategic design (SD-10): notification preferences, a transaction script over
// a plain record. Its few rules, each a test. Docs/11-strategic-design.md

import NotificationPreferences
import Testing

@Suite("A context with no domain to protect is a transaction script over a plain record (SD-10)")
struct TransactionScriptTests {
  @Test("a user who never chose gets every channel on and no quiet hours")
  func defaults() async {
    let store = NotificationSettingsStore()

    let settings = await notificationSettings(of: "park", in: store)

    #expect(settings == NotificationSettings(userId: "park", email: true, push: true))
    #expect(await store.row(for: "park") == nil)
  }

  @Test("a channel turned off stays off, the other channel is untouched, and the last choice wins")
  func lastChoiceWins() async {
    let store = NotificationSettingsStore()

    await turn(.email, on: false, for: "park", in: store)
    await turn(.push, on: false, for: "park", in: store)
    await turn(.push, on: true, for: "park", in: store)

    let settings = await notificationSettings(of: "park", in: store)
    #expect(!settings.email && settings.push)
    #expect(await notificationSettings(of: "kim", in: store).email)
  }

  // region: refused
  @Test(
    "quiet hours outside 0 to 23, or ending where they start, are refused with the rule's name; nothing is stored",
    arguments: [(24, 7), (22, -1), (9, 9)])
  func badHoursRefused(start: Int, end: Int) async {
    let store = NotificationSettingsStore()

    await #expect(throws: QuietHours.ValidationError.self) {
      try await setQuietHours(from: start, until: end, for: "park", in: store)
    }

    #expect(await store.row(for: "park") == nil)
    #expect(
      QuietHours.ValidationError.hourOutOfRange(24).description
        == "quiet hours are hours of the day, 0 to 23; got 24")
  }
  // endregion

  @Test(
    "quiet hours are one value, both hours or neither and never ending where they start: no record or store update can hold half of them or an empty span"
  )
  func quietHoursCannotBeBypassed() async throws {
    let store = NotificationSettingsStore()

    await store.update("park") { row in row.quietHours = try? QuietHours(from: 9, until: 9) }
    await store.update("kim") { row in row.quietHours = try? QuietHours(from: 22, until: 24) }

    #expect(await store.row(for: "park")?.quietHours == nil)
    #expect(await store.row(for: "kim")?.quietHours == nil)
    #expect(throws: QuietHours.ValidationError.emptySpan(9)) {
      NotificationSettings(userId: "lee", quietHours: try QuietHours(from: 9, until: 9))
    }
    #expect(
      QuietHours.ValidationError.emptySpan(9).description
        == "quiet hours end at another hour than they start; got 9 to 9")
    let fields = Mirror(reflecting: NotificationSettings(userId: "lee")).children.map(\.label)
    #expect(fields == ["userId", "email", "push", "quietHours"])
  }

  @Test(
    "a user is notified on a channel that is on, and only outside quiet hours, which may wrap past midnight"
  )
  func quietHours() async throws {
    let store = NotificationSettingsStore()
    try await setQuietHours(from: 22, until: 7, for: "park", in: store)

    let byHour = await [21, 22, 3, 6, 7].asyncMap {
      await shouldNotify("park", on: .push, atHour: $0, in: store)
    }
    await turn(.email, on: false, for: "park", in: store)

    #expect(byHour == [true, false, false, false, true])
    #expect(!(await shouldNotify("park", on: .email, atHour: 12, in: store)))
    #expect(await shouldNotify("park", on: .push, atHour: 12, in: store))
  }
}

extension Array where Element: Sendable {
  /// The results of `transform` over the elements, in order, one after the other.
  fileprivate func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
    var results: [T] = []
    for element in self { results.append(await transform(element)) }
    return results
  }
}
