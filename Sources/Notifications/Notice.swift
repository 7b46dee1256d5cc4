// Chapter 11 — Strategic design (SD-5): what the notification context decides to send.
// Docs/11-strategic-design.md

// region: Notice
/// A message the notification context decided to send to one person.
public struct Notice: Sendable, Hashable {
  /// Who receives it, by the id the published language gave.
  public let recipient: String
  /// What it says.
  public let text: String
  /// The same for every delivery of the same fact, so it is sent once.
  public let deduplicationKey: String

  /// Makes a notice for `recipient`.
  public init(recipient: String, text: String, deduplicationKey: String) {
    self.recipient = recipient
    self.text = text
    self.deduplicationKey = deduplicationKey
  }
}
// endregion
