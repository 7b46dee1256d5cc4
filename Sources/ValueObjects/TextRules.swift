// Chapter 1 — Value objects. Docs/01-value-objects.md
//
// Read this after the value objects themselves: the small checks on typed text that
// several of them share, written once so a rule such as "no control characters" means
// the same thing in every type that states it. They are public because chapter 7's
// `CircleName` states the same rules for circles.

/// Checks on text a person typed, shared by the value objects that wrap a `String`.
public enum TextRules {
  /// The text without leading and trailing white space and line breaks.
  ///
  /// Trims whole `Character`s, so a space carrying a combining mark is kept whole.
  public static func trimmed(_ text: String) -> String {
    guard let first = text.first, let last = text.last else { return text }
    if !first.isWhitespace && !last.isWhitespace { return text }  // the common case
    guard let start = text.firstIndex(where: { !$0.isWhitespace }),
      let end = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[start...end])
  }

  /// Whether the text holds a control character (Unicode category Cc, or a line or
  /// paragraph separator); a line feed is allowed only when `allowingLineFeed` is true.
  public static func containsControlCharacter(_ text: String, allowingLineFeed: Bool = false)
    -> Bool
  {
    text.unicodeScalars.contains { scalar in
      if allowingLineFeed && scalar == "\n" { return false }
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator: return true
      default: return false
      }
    }
  }

  /// The text in quotes with control characters escaped, fit to print in an error message.
  public static func quoted(_ text: String) -> String {
    String(reflecting: text)
  }
}
