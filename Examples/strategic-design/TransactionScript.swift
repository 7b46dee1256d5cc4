// Chapter 11 — Strategic design: SD-10's part of the story. Docs/11-strategic-design.md
//
// Notification preferences: a plain record, four functions, a dictionary behind an actor.
// Nothing here needs an aggregate, and none is made.

import ExampleStory
import ExampleSupport
import NotificationPreferences

/// Tells SD-10: When not to model.
func tellTransactionScript() async {
  step("SD-10 When not to model")
  let store = NotificationSettingsStore()
  let fresh = await notificationSettings(of: "park", in: store)
  print(
    "  park never chose → email \(fresh.email ? "on" : "off"), push \(fresh.push ? "on" : "off")")
  await attempt("park turns email off and is quiet from 22 to 7") {
    await turn(.email, on: false, for: "park", in: store)
    try await setQuietHours(from: 22, until: 7, for: "park", in: store)
    var answers: [String] = []
    for (channel, hour) in [(NotificationChannel.push, 21), (.push, 23), (.email, 12)] {
      let yes = await shouldNotify("park", on: channel, atHour: hour, in: store)
      answers.append("\(channel) at \(hour): \(yes ? "yes" : "no")")
    }
    return answers.joined(separator: ", ")
  }
  await attempt("park asks to be quiet from 9 to 25") {
    try await setQuietHours(from: 9, until: 25, for: "park", in: store)
    return "stored"
  }
}
