// Chapter 11 — Strategic design (SD-10): the channels a notification goes out on.
// Docs/11-strategic-design.md

/// A way a notification reaches a user.
public enum NotificationChannel: String, Sendable, Hashable, CaseIterable {
  /// An email.
  case email
  /// A push notification on the user's phone.
  case push
}
