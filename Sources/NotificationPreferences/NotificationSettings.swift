// Chapter 11 — Strategic design (SD-10): when not to model. Docs/11-strategic-design.md
//
// Read first: `NotificationPreferencesScripts.swift`. Per user, which channels are on and the
// hours to keep quiet: a form, not a domain. Its one rule over two fields is a value's
// (`QuietHours`); the record is plain and the functions that handle each request are a
// transaction script (Fowler, PoEAA): nothing happens over time, nobody reacts to a change.

// region: NotificationSettings
/// One user's notification settings: a plain record, every field free to change.
///
/// It keeps no rule of its own; the one rule there is, quiet hours that are two different
/// hours of the day or none, is kept by the type of ``quietHours``.
public struct NotificationSettings: Sendable, Hashable {
  /// The user's id, as the published language carries it.
  public var userId: String
  /// Whether the user is sent email.
  public var email: Bool
  /// Whether the user is sent push notifications.
  public var push: Bool
  /// The hours the user is not notified, or `nil` for none.
  public var quietHours: QuietHours?

  /// Makes a record; a user who never chose gets every channel on and no quiet hours.
  public init(
    userId: String, email: Bool = true, push: Bool = true, quietHours: QuietHours? = nil
  ) {
    self.userId = userId
    self.email = email
    self.push = push
    self.quietHours = quietHours
  }
}
// endregion
