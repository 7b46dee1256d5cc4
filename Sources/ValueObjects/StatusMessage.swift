// Chapter 1 — Value objects (VO-5, VO-13). Docs/01-value-objects.md
//
// Read first: why this type exists at all. The source articles check the 140-character
// limit inside a service method; then every other path that sets a status message must
// remember to call it. As a value object the rule runs wherever a message is made, and
// a `StatusMessage` that exists is one that obeys it.

/// What a user says about themselves: at most 140 characters, possibly empty.
///
/// ```swift
/// let message = try StatusMessage("오늘도 DDD 공부 중")
/// StatusMessage.empty.isEmpty   // true
/// ```
public struct StatusMessage: Sendable, Hashable, CustomStringConvertible {
  /// The most characters a status message may have, after trimming.
  public static let maximumLength = 140

  /// The message with no text: a new user's status.
  public static let empty = StatusMessage(unchecked: "")

  /// The validated message, trimmed.
  public let value: String

  // region: init
  /// Makes a status message, trimming white space and line breaks at both ends first.
  ///
  /// Line feeds inside the message are allowed, and Windows line endings (`"\r\n"`) are
  /// stored as line feeds; other control characters are not allowed.
  /// - Throws: ``ValidationError`` when the message is longer than ``maximumLength``
  ///   characters or holds a control character other than a line feed.
  public init(_ value: String) throws(ValidationError) {
    let unified =
      value.utf8.contains(UInt8(ascii: "\r")) ? value.replacing("\r\n", with: "\n") : value
    let trimmed = TextRules.trimmed(unified)
    guard trimmed.count <= Self.maximumLength else {
      throw .tooLong(input: value, count: trimmed.count)
    }
    guard !TextRules.containsControlCharacter(trimmed, allowingLineFeed: true) else {
      throw .controlCharacter(input: value)
    }
    self.value = trimmed
  }
  // endregion

  private init(unchecked value: String) {
    self.value = value
  }

  /// Whether the message has no text.
  public var isEmpty: Bool { value.isEmpty }

  /// The message itself.
  public var description: String { value }
}

extension StatusMessage {
  /// The rule a status message broke, with the text that broke it.
  public enum ValidationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// More than ``StatusMessage/maximumLength`` characters.
    case tooLong(input: String, count: Int)
    /// A control character other than a line feed.
    case controlCharacter(input: String)

    /// A sentence naming the rule and the offending input.
    public var description: String {
      switch self {
      case .tooLong(let input, let count):
        return "a status message has at most \(StatusMessage.maximumLength) characters; "
          + "got \(count), starting \(TextRules.quoted(String(input.prefix(20))))"
      case .controlCharacter(let input):
        return "a status message must not contain control characters other than line feeds; "
          + "got \(TextRules.quoted(input))"
      }
    }
  }
}
