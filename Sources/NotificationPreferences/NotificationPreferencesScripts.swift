// Chapter 11 — Strategic design (SD-10): the transaction scripts, one function per request.
// Docs/11-strategic-design.md
//
// Each function reads the row, makes what values it needs, and writes the row. An aggregate,
// a port or events would protect nothing more: the context is four functions and one value.

// region: settings
/// The user's settings: their row, or the defaults when they never chose.
public func notificationSettings(of userId: String, in store: NotificationSettingsStore) async
  -> NotificationSettings
{
  await store.row(for: userId) ?? NotificationSettings(userId: userId)
}
// endregion

// region: turn
/// Turns one channel on or off for the user; the last choice wins.
public func turn(
  _ channel: NotificationChannel, on isOn: Bool, for userId: String,
  in store: NotificationSettingsStore
) async {
  await store.update(userId) { row in
    switch channel {
    case .email: row.email = isOn
    case .push: row.push = isOn
    }
  }
}
// endregion

// region: setQuietHours
/// Sets the hours the user is not notified, from `start` up to `end` (which may wrap past
/// midnight: 22 to 7).
/// - Throws: `QuietHours.ValidationError` for an hour outside 0–23 or an empty span; then
///   nothing is stored.
public func setQuietHours(
  from start: Int, until end: Int, for userId: String, in store: NotificationSettingsStore
) async throws(QuietHours.ValidationError) {
  let hours = try QuietHours(from: start, until: end)
  await store.update(userId) { row in row.quietHours = hours }
}
// endregion

// region: shouldNotify
/// Whether the user is notified on `channel` at `hour` (0–23): the channel is on and the
/// hour is outside their quiet hours.
public func shouldNotify(
  _ userId: String, on channel: NotificationChannel, atHour hour: Int,
  in store: NotificationSettingsStore
) async -> Bool {
  let row = await notificationSettings(of: userId, in: store)
  guard channel == .email ? row.email : row.push else { return false }
  return !(row.quietHours?.contains(hour: hour) ?? false)
}
// endregion
