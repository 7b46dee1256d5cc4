// Chapter 11 — Strategic design (SD-10): the one rule the scripts check.
// Docs/11-strategic-design.md

/// Why a change to notification settings was refused.
public enum NotificationSettingsError: Error, Sendable, Hashable, CustomStringConvertible {
  /// An hour outside 0–23.
  case hourOutOfRange(Int)
  /// Quiet hours that start and end at the same hour.
  case emptyQuietHours(Int)

  /// A sentence naming the rule and the input.
  public var description: String {
    switch self {
    case .hourOutOfRange(let hour):
      return "quiet hours are hours of the day, 0 to 23; got \(hour)"
    case .emptyQuietHours(let hour):
      return "quiet hours end at another hour than they start; got \(hour) to \(hour)"
    }
  }
}
