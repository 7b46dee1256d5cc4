// Chapter 11 — Strategic design (SD-10): when not to model. Docs/11-strategic-design.md
//
// Read first: `NotificationPreferencesScripts.swift`. The notifications context keeps, per
// user, which channels are on and the hours they want quiet. That is a form to fill in, not a
// domain: no invariant spans two fields, nothing happens over time, nobody else reacts to a
// change. So the record is plain (every field a `var`, no rule inside) and the few rules live
// in the functions that handle each request: a transaction script (Fowler, PoEAA).

// region: NotificationSettings
/// One user's notification settings: a plain record, every field free to change.
///
/// It keeps no rule of its own; the functions that write it check the one rule there is
/// (quiet hours are hours of the day).
public struct NotificationSettings: Sendable, Hashable {
  /// The user's id, as the published language carries it.
  public var userId: String
  /// Whether the user is sent email.
  public var email: Bool
  /// Whether the user is sent push notifications.
  public var push: Bool
  /// The hour (0–23) quiet hours start at, or `nil` for none.
  public var quietFrom: Int?
  /// The hour (0–23) quiet hours end at, exclusive, or `nil` for none.
  public var quietUntil: Int?

  /// Makes a record; a user who never chose gets every channel on and no quiet hours.
  public init(
    userId: String, email: Bool = true, push: Bool = true, quietFrom: Int? = nil,
    quietUntil: Int? = nil
  ) {
    self.userId = userId
    self.email = email
    self.push = push
    self.quietFrom = quietFrom
    self.quietUntil = quietUntil
  }
}
// endregion
