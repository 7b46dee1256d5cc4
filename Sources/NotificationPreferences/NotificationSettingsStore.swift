// Chapter 11 — Strategic design (SD-10): the simple store the scripts read and write.
// Docs/11-strategic-design.md
//
// A dictionary behind an actor: one row per user, changed in one step. No versions, no
// events, no repository port: nothing here is an aggregate.

// region: NotificationSettingsStore
/// Keeps one ``NotificationSettings`` row per user, in memory.
public actor NotificationSettingsStore {
  private var rows: [String: NotificationSettings] = [:]

  /// Makes an empty store.
  public init() {}

  /// The user's row, or `nil` when they never chose.
  public func row(for userId: String) -> NotificationSettings? {
    rows[userId]
  }

  /// Changes the user's row (the defaults when there is none) and keeps it, in one step.
  public func update(
    _ userId: String, _ change: @Sendable (inout NotificationSettings) -> Void
  ) {
    var row = rows[userId] ?? NotificationSettings(userId: userId)
    change(&row)
    rows[userId] = row
  }
}
// endregion
